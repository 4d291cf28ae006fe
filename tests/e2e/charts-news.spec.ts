import { expect, test, type Page } from '@playwright/test';
import { fileOf } from '../../src/content/contentFiles';
import type { BuiltinNews } from '../../src/types/schema';
import type { NewsResponse } from '../../src/news/types';
import { readContentFile } from '../support/siteFixture';
// A module without the news block's own imports, which reach the build's virtual modules.
import { NEWS_SKELETON_MS } from '../../src/news/types';
import { waitForApp } from '../support/hydration';
import { fakeBase } from '../support/ports';

interface RecordedWidget {
  symbol: string;
  interval: string;
  timezone: string;
  locale: string;
  hide_top_toolbar: boolean;
  height: number;
  theme: 'light' | 'dark';
}

const builtinNews = readContentFile<BuiltinNews>(fileOf('articles')!);

const recordedWidgets = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __fakeChartWidgets?: RecordedWidget[] }).__fakeChartWidgets ?? [],
  );

const chartSection = (page: Page) => page.locator('section#chart');
const newsSection = (page: Page, heading: string) =>
  page.getByRole('region', { name: heading, exact: true });

/**
 * The chart and the news wake when they come into view, so a test scrolls to them as a
 * reader does; without waiting for the page to show, which a paused clock holds back.
 */
const scrollToChart = (page: Page) =>
  chartSection(page).evaluate((chart) => chart.scrollIntoView());
const scrollToNews = (page: Page) =>
  page
    .getByRole('heading', { name: /^(Latest .* News|Background Reading on .*)$/ })
    .evaluate((heading) => heading.scrollIntoView());

async function expectHeightAbout(locator: ReturnType<Page['locator']>, px: number) {
  const box = await locator.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(px - 1);
  expect(box?.height).toBeLessThanOrEqual(px + 3);
}

test('the chart and the news ask their providers for nothing until the visitor scrolls to them', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/chart\/tv\.js$|\/api\/news\//.test(request.url())) asked.push(request.url());
  });
  await page.goto('/bitcoin');
  // The live rate's figures, which start by themselves at idle, show its price; the chart
  // and the news would have asked by then, and half a second on, were they idle too.
  await expect(page.locator('[data-rate-status="current"]')).toBeVisible();
  await page.waitForTimeout(500);
  expect(asked).toEqual([]);
  await expect(page.locator(`script[src="${fakeBase}/chart/tv.js"]`)).toHaveCount(0);

  await scrollToChart(page);
  await expect(chartSection(page).getByText('Fake chart COINBASE:BTCUSD (light)')).toBeVisible();
  await scrollToNews(page);
  await expect(newsSection(page, 'Latest Bitcoin News').getByRole('article')).toHaveCount(3);
  // In either order: on a phone the news may come into view with the chart.
  expect(asked.map((url) => new URL(url).pathname).sort()).toEqual([
    '/api/news/bitcoin',
    '/chart/tv.js',
  ]);
});

test.describe('price chart', () => {
  test('loads the provider widget once with the site settings and follows the theme', async ({
    page,
  }) => {
    await page.goto('/bitcoin');
    await scrollToChart(page);
    const chart = chartSection(page);
    await expect(chart.getByRole('heading', { name: 'Bitcoin Price Chart' })).toBeVisible();
    await expect(chart.getByRole('link', { name: 'TradingView' })).toHaveAttribute(
      'href',
      'https://www.tradingview.com/',
    );
    await expect(chart.getByText('Fake chart COINBASE:BTCUSD (light)')).toBeVisible();
    expect(await recordedWidgets(page)).toEqual([
      expect.objectContaining({
        symbol: 'COINBASE:BTCUSD',
        interval: 'D',
        timezone: 'Etc/UTC',
        locale: 'en',
        hide_top_toolbar: true,
        height: 400,
        theme: 'light',
      }),
    ]);
    await expectHeightAbout(chart.locator('[data-chart-symbol]'), 400);

    await page.evaluate(() => document.body.classList.add('dark'));
    await expect(chart.getByText('Fake chart COINBASE:BTCUSD (dark)')).toBeVisible();
    await expect(chart.getByText(/Fake chart/)).toHaveCount(1);
    expect(await page.locator(`script[src="${fakeBase}/chart/tv.js"]`).count()).toBe(1);
  });

  test('keeps one script when the visitor moves to another coin page', async ({ page }) => {
    await page.goto('/bitcoin');
    await scrollToChart(page);
    await expect(chartSection(page).getByText(/Fake chart/)).toBeVisible();
    await waitForApp(page);
    await page.getByRole('link', { name: 'BTC to ETH' }).first().click();
    await expect(page).toHaveURL(/\/bitcointoethereum$/);
    await expect(chartSection(page).getByText(/Fake chart/)).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as unknown as { __fakeChartScriptRuns: number }).__fakeChartScriptRuns,
      ),
    ).toBe(1);
  });

  test('shows the pair and a link to the provider when the provider is blocked', async ({
    page,
  }) => {
    // A third party that fails is a warning in the console, not an error.
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') logged.push(message.text());
      if (message.type() === 'error') logged.push(`error: ${message.text()}`);
    });
    await page.route(`${fakeBase}/chart/**`, (route) => route.abort('blockedbyclient'));
    await page.goto('/pepe');
    await scrollToChart(page);
    const chart = chartSection(page);
    await expect(chart.getByText('The live chart is unavailable right now.')).toBeVisible();
    await expect(chart.getByText('PEPE/USDT', { exact: true })).toBeVisible();
    await expect(
      chart.getByRole('link', { name: 'View PEPE/USDT on TradingView' }),
    ).toHaveAttribute('href', 'https://www.tradingview.com/symbols/BINANCE-PEPEUSDT/');
    await expect(chart.locator('iframe')).toHaveCount(0);
    await expectHeightAbout(chart.getByText('PEPE/USDT', { exact: true }).locator('..'), 400);
    expect(logged.some((line) => line.startsWith('The price chart could not be shown'))).toBe(true);
    expect(logged.filter((line) => line.startsWith('error: The price chart'))).toEqual([]);
  });

  test('falls back when the provider answers with an error', async ({ page }) => {
    // Routed per page rather than switching the shared fake, so parallel tests keep their chart.
    await page.route(`${fakeBase}/chart/**`, (route) =>
      route.fulfill({ status: 500, body: 'chart provider unavailable' }),
    );
    await page.goto('/ethereum');
    await scrollToChart(page);
    await expect(
      chartSection(page).getByRole('link', { name: 'View ETH/USD on TradingView' }),
    ).toBeVisible();
  });

  test('shows a quiet note instead of a chart for USDT against the dollar', async ({ page }) => {
    await page.goto('/usdt');
    await scrollToChart(page);
    const chart = chartSection(page);
    await expect(chart.getByText('There is no live chart for this pair.')).toBeVisible();
    await expect(chart.getByRole('link', { name: 'Markets on TradingView' })).toBeVisible();
    expect(await page.locator(`script[src="${fakeBase}/chart/tv.js"]`).count()).toBe(0);
  });
});

/** The news API out of reach, as offline or behind a blocker: the built-in articles stand in. */
const newsApiDown = (page: Page) => page.route('**/api/news/**', (route) => route.abort());

test.describe('news', () => {
  test('shows a three-card skeleton, then three dated background articles when the API is down', async ({
    page,
  }) => {
    await newsApiDown(page);
    // The skeleton lasts about 600 ms; a busy CI machine can spend longer than that before the
    // page is even visible, so the page's clock stands still until the skeleton has been seen.
    const start = Date.parse('2026-11-22T12:00:00Z');
    await page.clock.install({ time: start });
    // The installed clock runs until paused, and pausing can only go forward: a minute
    // ahead is always still in the future. The blank tab has no timers to fire meanwhile.
    await page.clock.pauseAt(start + 60_000);
    await page.goto('/ethereum');
    await scrollToNews(page);
    // Until articles are in, the heading is the block's own; then it says what they are.
    const news = page.getByRole('region', {
      name: /^(Latest Ethereum News|Background Reading on Ethereum)$/,
    });
    await expect(news.getByTestId('news-skeleton')).toHaveCount(3);
    await expect(news.getByRole('article')).toHaveCount(0);
    // The block's code comes after the first frame that shows the page, and its skeleton
    // lasts NEWS_SKELETON_MS from when it hydrates; on the paused clock that frame, too, waits
    // for the clock to run.
    await expect(async () => {
      await page.clock.runFor(NEWS_SKELETON_MS);
      await expect(news.getByRole('article')).toHaveCount(3, { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(news.getByTestId('news-skeleton')).toHaveCount(0);
    const background = newsSection(page, 'Background Reading on Ethereum');
    const [first, second] = builtinNews.topics.ethereum!.articles;
    // Newest first: the general article of March 2026 before Ethereum's own.
    await expect(background.getByRole('article').getByRole('heading')).toHaveText([
      builtinNews.general[0]!.title,
      first!.title,
      second!.title,
    ]);
    await expect(background.getByText('Feb 11, 2026')).toBeVisible();
    await expect(background).toContainText('these are background articles');
  });

  test('the Bitcoin page shows articles the news API gathered from the feeds', async ({ page }) => {
    const answer = page.waitForResponse('**/api/news/bitcoin');
    await page.goto('/bitcoin');
    await scrollToNews(page);
    expect((await answer).status()).toBe(200);
    const news = newsSection(page, 'Latest Bitcoin News');
    await expect(news.getByRole('article')).toHaveCount(3);
    await expect(news.getByRole('article').first().getByRole('heading')).toHaveText(
      'Bitcoin hash rate reaches a new high',
    );
  });

  test('a page made on demand shows the feeds’ articles about its coins, as a written one does', async ({
    page,
    request,
  }) => {
    const answer = page.waitForResponse('**/api/news/dogecoin');
    await page.goto('/dogecoin');
    await scrollToNews(page);
    expect((await answer).status()).toBe(200);
    const news = newsSection(page, 'Latest Dogecoin News');
    await expect(news.getByRole('article').first().getByRole('heading')).toHaveText(
      'Dogecoin tipping returns to a video platform',
    );
    // A pair of two catalogue coins: the news of either coin.
    const pair = await request.get('/api/news/dogecointolitecoin');
    expect(pair.status()).toBe(200);
    const body = (await pair.json()) as NewsResponse;
    expect(body.fromFeeds).toBe(true);
    expect(body.data.map((article) => article.title)).toContain(
      'Dogecoin tipping returns to a video platform',
    );
  });

  test('reads an article in a dialog, closed by the backdrop and by the close button (mouse)', async ({
    page,
  }) => {
    await newsApiDown(page);
    await page.goto('/ethereum');
    await scrollToNews(page);
    const news = newsSection(page, 'Background Reading on Ethereum');
    const article = builtinNews.topics.ethereum!.articles[0]!;
    const readMore = news.getByRole('button', { name: `Read more: ${article.title}` });

    await readMore.click();
    const reader = page.getByRole('dialog', { name: article.title });
    await expect(reader).toBeVisible();
    // The built-in article's own body, not the card's summary again; its link is further
    // reading, never named as the article's source.
    for (const paragraph of article.body ?? []) await expect(reader).toContainText(paragraph);
    expect(article.body?.length).toBeGreaterThan(0);
    await expect(reader).not.toContainText(article.summary);
    await expect(reader).not.toContainText('Read the full article');
    const link = reader.getByRole('link', { name: 'Further reading on ethereum.org' });
    await expect(link).toHaveAttribute('href', article.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    // The backdrop: a corner of the window, outside the dialog.
    await page.mouse.click(5, 5);
    await expect(reader).toBeHidden();

    await readMore.click();
    await expect(reader).toBeVisible();
    await reader.getByRole('button', { name: 'Close article' }).click();
    await expect(reader).toBeHidden();
    await expect(readMore).toBeFocused();
  });

  test('reads an article in a dialog with the keyboard, focus kept inside and given back', async ({
    page,
  }) => {
    await newsApiDown(page);
    await page.goto('/ethereum');
    await scrollToNews(page);
    const news = newsSection(page, 'Background Reading on Ethereum');
    const readMore = news.getByRole('button', { name: /^Read more/ }).nth(2);
    await expect(readMore).toBeVisible();
    await readMore.focus();
    await page.keyboard.press('Enter');
    const reader = page.getByRole('dialog', {
      name: builtinNews.topics.ethereum!.articles[1]!.title,
    });
    await expect(reader).toBeVisible();
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press('Tab');
      expect(await reader.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(reader).toBeHidden();
    await expect(readMore).toBeFocused();
  });
});

test.describe('Pepe news from the news API', () => {
  test('shows the feed articles and does not ask again when the window regains focus', async ({
    page,
  }) => {
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/news/pepe')) requests += 1;
    });
    await page.goto('/pepe');
    await scrollToNews(page);
    const news = newsSection(page, 'Latest Pepe News');
    await expect(news.getByRole('article')).toHaveCount(3);
    await expect(news.getByRole('article').first().getByRole('heading')).toHaveText(
      'Pepe leads meme coins higher',
    );
    await expect(news).not.toContainText('alert(1)');
    await page.evaluate(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForTimeout(500);
    expect(requests).toBe(1);
  });

  const brokenAnswers = {
    'a failed answer': { status: 500, body: 'upstream exploded' },
    'a body cut short': {
      status: 200,
      body: 'not gzip at all',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    },
    'invalid JSON': { status: 200, body: '{"success": tru', contentType: 'application/json' },
  };
  for (const [name, answer] of Object.entries(brokenAnswers)) {
    test(`falls back to dated background articles for ${name}`, async ({ page }) => {
      await page.route('**/api/news/pepe', (route) => route.fulfill(answer));
      await page.goto('/pepe');
      await scrollToNews(page);
      const news = newsSection(page, 'Background Reading on Pepe');
      await expect(news.getByRole('article')).toHaveCount(3);
      await expect(news.getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Latest Pepe News' })).toHaveCount(0);
    });
  }
});

test.describe('Cardano news', () => {
  const publishedDates = (page: Page, heading: string) =>
    newsSection(page, heading)
      .locator('time')
      .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '')));

  test('with the feeds answering, shows feed articles newest first under "Latest Cardano News"', async ({
    page,
  }) => {
    await page.goto('/ada');
    await scrollToNews(page);
    const news = newsSection(page, 'Latest Cardano News');
    await expect(news.getByRole('article').getByRole('heading')).toHaveText([
      'Cardano node release speeds up syncing',
      'Cardano stake pools agree on a parameter change',
      'ADA holders weigh a treasury proposal',
    ]);
    const dates = await publishedDates(page, 'Latest Cardano News');
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    await expect(news).not.toContainText('background articles');
  });

  test('with the news API down, shows dated background articles under a heading without "Latest"', async ({
    page,
  }) => {
    await newsApiDown(page);
    await page.goto('/ada');
    await scrollToNews(page);
    const news = newsSection(page, 'Background Reading on Cardano');
    await expect(news.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('heading', { name: /Latest Cardano/ })).toHaveCount(0);
    const dates = await publishedDates(page, 'Background Reading on Cardano');
    expect(dates).toHaveLength(3);
    expect(dates.every((date) => !Number.isNaN(date))).toBe(true);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    await expect(news.getByRole('article').first()).toContainText('SwapRoute');
  });
});

test.describe('news API', () => {
  test('serves the built-in articles for a coin the feeds do not mention', async ({ request }) => {
    const response = await request.get('/api/news/solana');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { success: boolean; data: { title: string }[] };
    expect(body.success).toBe(true);
    expect(body.data.map((article) => article.title).slice(0, 2)).toEqual(
      builtinNews.topics.solana!.articles.map((article) => article.title),
    );
  });

  test('answers 404 for an unknown slug and 400 for one that is not a plain word', async ({
    request,
  }) => {
    expect((await request.get('/api/news/dogecoinmoon')).status()).toBe(404);
    expect((await request.get('/api/news/Bit-Coin')).status()).toBe(400);
  });
});
