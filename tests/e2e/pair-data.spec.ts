import { expect, test, type Browser } from '@playwright/test';
import { siteFixture } from '../support/siteFixture';
import { chartSymbol } from '../../src/market/chartSymbols';
import type { SiteData } from '../../src/types/siteData';

/**
 * Template-made pair pages must be worth more than their coin names: each carries its own
 * coins' facts in the prerendered HTML, what a crawler reads. Two pages are read without
 * JavaScript; the coin names of one are swapped for the other's, and the text still differs.
 */
const site = siteFixture();
type Coin = SiteData['coins'][number];

const coin = (slug: string): Coin => {
  const found = site.coins.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no coin file for ${slug}`);
  return found;
};

/** What a visitor without JavaScript, or a crawler, reads in the page's main content. */
async function prerenderedText(browser: Browser, route: string): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    return await page.locator('main').innerText();
  } finally {
    await context.close();
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page's text as if it were about other coins: every name, symbol and slug replaced. */
function withCoinsSwapped(text: string, swaps: [Coin, Coin][]): string {
  const words = swaps.flatMap(([was, becomes]) =>
    (['name', 'symbol', 'slug'] as const).map((field) => [was[field], becomes[field]] as const),
  );
  // One pass, longest first, so that a replacement is never replaced again.
  const pattern = new RegExp(
    `\\b(${words
      .map(([was]) => was)
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|')})\\b`,
    'g',
  );
  const replacement = new Map(words.map(([was, becomes]) => [was, becomes]));
  return text.replace(pattern, (word) => replacement.get(word) ?? word);
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

test.skip(({ isMobile }) => isMobile, 'the same HTML at every width');

test('two template pair pages still differ once their coin names are swapped', async ({
  browser,
}) => {
  const [solana, bnb, bitcoin, xrp] = ['solana', 'bnb', 'bitcoin', 'xrp'].map(coin) as [
    Coin,
    Coin,
    Coin,
    Coin,
  ];
  const page = await prerenderedText(browser, '/solanatobnb');
  const other = await prerenderedText(browser, '/bitcointoxrp');
  const disguised = withCoinsSwapped(other, [
    [bitcoin, solana],
    [xrp, bnb],
  ]);
  // The swap did its job: the other page now names SOL and BNB, never BTC or XRP.
  expect(disguised).toContain('Swap SOL to BNB');
  expect(disguised).not.toMatch(/\b(BTC|XRP|Bitcoin)\b/);

  const ownLines = lines(page).filter((line) => !lines(disguised).includes(line));
  const ownText = ownLines.join('\n');
  // What differs is the pair's own data: both coins' networks, times and minimums.
  for (const fact of [
    solana.pair.confirmationTime,
    bnb.pair.confirmationTime,
    solana.pair.minimumSwap,
    bnb.pair.minimumSwap,
    bnb.pair.network,
  ]) {
    expect(ownText, `the lines only /solanatobnb has name "${fact}"`).toContain(fact);
  }
  expect(ownLines.length).toBeGreaterThanOrEqual(5);
});

test("a template pair page's HTML carries both coins' facts and the pair's own chart", async ({
  request,
}) => {
  const [from, to] = [coin('ada'), coin('trx')];
  const html = await (await request.get('/adatotrx')).text();
  for (const side of [from, to]) {
    for (const fact of [side.pair.network, side.pair.confirmationTime, side.pair.minimumSwap]) {
      expect(html, `${side.symbol}: ${fact}`).toContain(fact.replace(/&/g, '&amp;'));
    }
  }
  expect(html).toContain(from.pair.swapTime);
  expect(html).toContain(`data-chart-symbol="${chartSymbol(from.symbol, to.symbol, site.chart)}"`);
  expect(html).toContain(`${from.symbol}/${to.symbol} Price Chart`);
});
