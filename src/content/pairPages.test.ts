import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDefinition } from '../types/schema';
import { formatReport, validatePagesData } from './validation';
import { DEFAULT_CONTENT_DIR } from './collections';
import { loadContent, type Content } from './loadContent';
import { loadBlockChecks } from '../blocks';
import { absentCoin } from '../../tests/support/siteFixture';
import { coinPageBlocks } from '../../tests/support/coinPageBlocks';

let content: Content;
beforeAll(async () => {
  content = await loadContent(DEFAULT_CONTENT_DIR, { blockChecks: loadBlockChecks });
});

const pageOf = (slug: string) => content.pages.find((page) => page.slug === slug);
const blockOf = <T extends PageDefinition['blocks'][number]['type']>(
  page: PageDefinition | undefined,
  type: T,
) =>
  page?.blocks.find((block) => block.type === type) as
    Extract<PageDefinition['blocks'][number], { type: T }> | undefined;

/** A coin of the content by slug: the spec's launch coins are always there. */
const coinOf = (slug: string) => {
  const coin = content.site.coins.find((candidate) => candidate.slug === slug);
  if (!coin) throw new Error(`the content has no coin /${slug}`);
  return coin;
};

/** The spec links these pair addresses, which no hand-written file covers. */
const SPEC_LINKED_MADE_PAIRS = [
  ['ethereumtobitcoin', 'ethereum', 'bitcoin'],
  ['bnbtosolana', 'bnb', 'solana'],
  ['solanatobnb', 'solana', 'bnb'],
  ['bitcointosolana', 'bitcoin', 'solana'],
] as const;

// These tests derive what they expect from the content itself (its coins and their facts), so
// a new coin, or a marketer's edit to a coin's facts, leaves them passing.
describe('pair pages from the template, on the site’s own content', () => {
  it.each(SPEC_LINKED_MADE_PAIRS)(
    '/%s is a pair page of its two coins with the paying coin’s facts',
    (slug, fromSlug, toSlug) => {
      const [from, to] = [coinOf(fromSlug), coinOf(toSlug)];
      const page = pageOf(slug);
      expect(page?.kind).toBe('pair');
      expect(page?.fromName).toBe(from.name);
      expect(page?.toName).toBe(to.name);
      expect(blockOf(page, 'hero')?.heading).toContain(from.name);
      expect(blockOf(page, 'swapInfo')).toMatchObject({
        minimumAmount: from.pair.minimumSwap,
        estimatedTime: from.pair.swapTime,
      });
    },
  );

  it('names each side’s network and confirmation time, and charts and news the pair', () => {
    const [from, to] = [coinOf('bnb'), coinOf('solana')];
    const page = pageOf('bnbtosolana');
    const text = JSON.stringify(page);
    for (const fact of [from.pair.network, to.pair.network, to.pair.confirmationTime]) {
      expect(text).toContain(fact);
    }
    expect(blockOf(page, 'chart')).toMatchObject({ fromSymbol: from.symbol, toSymbol: to.symbol });
    expect(blockOf(page, 'news')?.keywords).toEqual(
      expect.arrayContaining([
        ...(from.pair.newsKeywords ?? [from.name, from.symbol]),
        ...(to.pair.newsKeywords ?? [to.name, to.symbol]),
      ]),
    );
  });

  it('makes one pair page for every ordered pair of the catalogue’s coins, and no other', () => {
    const coins = content.site.coins;
    const pairs = content.pages.filter((page) => page.kind === 'pair');
    const pairKey = (fromSymbol?: string, toSymbol?: string) => `${fromSymbol}>${toSymbol}`;
    const covered = pairs.map((page) => pairKey(page.fromSymbol, page.toSymbol));
    const everyPair = coins.flatMap((from) =>
      coins.filter((to) => to !== from).map((to) => pairKey(from.symbol, to.symbol)),
    );
    expect(covered.sort()).toEqual(everyPair.sort());
  });

  it('moves each template address a hand-written pair page took over, and each alias, to its page', () => {
    const slugs = new Set(content.pages.map((page) => page.slug));
    for (const { to } of content.redirects) expect(slugs.has(to.slice(1)), to).toBe(true);
    const moved = new Map(content.redirects.map(({ from, to }) => [from, to]));
    const coins = content.site.coins;
    const bySymbol = new Map(coins.map((coin) => [coin.symbol, coin]));
    for (const page of content.pages.filter((candidate) => candidate.kind === 'pair')) {
      const from = bySymbol.get(page.fromSymbol!)!;
      const to = bySymbol.get(page.toSymbol!)!;
      const templateAddress = `/${from.slug}to${to.slug}`;
      if (templateAddress !== `/${page.slug}`) {
        expect(moved.get(templateAddress), templateAddress).toBe(`/${page.slug}`);
      }
    }
    for (const coin of coins) {
      const symbol = coin.symbol.toLowerCase();
      for (const alias of [...(coin.aliases ?? []), ...(symbol === coin.slug ? [] : [symbol])]) {
        expect(moved.get(`/${alias}`)).toBe(`/${coin.slug}`);
        const other = coins.find((candidate) => candidate !== coin)!;
        expect(moved.get(`/${alias}to${other.slug}`)).toBeDefined();
      }
    }
    // The spec's own links, and symbols on both sides.
    expect(moved.get('/ethereumtousdt')).toBe('/ethtousdt');
    expect(moved.get('/sol')).toBe('/solana');
    expect(moved.get('/soltousdt')).toBe('/solanatousdt');
    expect(moved.get('/ethtobtc')).toBe('/ethereumtobitcoin');
    expect(moved.get('/btctoeth')).toBe('/bitcointoethereum');
  });

  it('keeps a hand-written pair file instead of the template for its slug', () => {
    const written = content.report.pages.filter(({ page }) => page.slug === 'bitcointousdt');
    expect(written).toHaveLength(1);
    expect(written[0]?.madeByTemplate).toBeUndefined();
    expect(written[0]?.file).toMatch(/pairs\/bitcointousdt\.json$/);
  });

  it('gives every page a title and description of its own, within search-result lengths', () => {
    const made = content.pages.filter((page) => page.kind === 'pair');
    for (const page of made) {
      expect(page.title.length, page.slug).toBeLessThanOrEqual(60);
      expect(page.description.length, page.slug).toBeLessThanOrEqual(160);
    }
    const titles = content.pages.map((page) => page.title);
    const descriptions = content.pages.map((page) => page.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('puts each coin on its own network in every statement of every pair page', async () => {
    const handWritten = new Set(
      (await readdir(path.join(DEFAULT_CONTENT_DIR, 'pairs'))).map((file) =>
        file.replace(/\.json$/, ''),
      ),
    );
    const pairs = content.pages.filter((page) => page.kind === 'pair');
    const coins = content.site.coins;
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const networks = [...new Set(coins.map((coin) => coin.pair.network))].sort(
      (a, b) => b.length - a.length,
    );
    let statements = 0;
    for (const page of pairs) {
      const from = coins.find((coin) => coin.name === page.fromName);
      const to = coins.find((coin) => coin.name === page.toName);
      expect(from && to, page.slug).toBeTruthy();
      const sides = new Map([
        [from!.symbol, from!.pair.network],
        [to!.symbol, to!.pair.network],
      ]);
      const statement = new RegExp(
        `\\b(${[...sides.keys()].map(escape).join('|')}) on (${networks.map(escape).join('|')})`,
        'g',
      );
      const faq = blockOf(page, 'faq');
      const text = JSON.stringify(page.blocks);
      // The template's FAQ warns that coins sent to the wrong network may be lost: it must
      // name the right one.
      if (!handWritten.has(page.slug)) {
        expect(faq?.items.map((item) => item.answer).join(' '), page.slug).toMatch(statement);
      }
      for (const [, symbol, network] of text.matchAll(statement)) {
        statements += 1;
        const own = sides.get(symbol!)!;
        // Hand-written text may name one of a multi-network token's networks (USDT on Tron).
        const right = handWritten.has(page.slug) ? own.includes(network!) : own === network;
        expect(right, `${page.slug}: ${symbol} on ${network}; ${symbol} is on ${own}`).toBe(true);
      }
    }
    expect(statements).toBeGreaterThan(pairs.length * 2);
  });

  it('has no page for an address that is not two catalogued coins', () => {
    const stranger = absentCoin(content.site.coins);
    expect(pageOf('usdttosol')).toBeUndefined();
    expect(pageOf(`${stranger.slug}tobitcoin`)).toBeUndefined();
    expect(pageOf('bitcointobitcoin')).toBeUndefined();
    expect(content.knownBrokenLinks).toEqual([]);
    expect(content.report.warnings).toEqual([]);
  });

  it('redirects /usdttosol, which the spec links, to the pair page', () => {
    expect(content.redirects).toContainEqual({ from: '/usdttosol', to: '/usdttosolana' });
    expect(pageOf('usdttosolana')).toBeDefined();
  });
});

describe('adding a coin', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'pairs-'));
    await cp(DEFAULT_CONTENT_DIR, folder, { recursive: true });
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('gives a coin its pairs from its one file, with no other change', async () => {
    const coin = absentCoin(content.site.coins);
    const coinPage = {
      kind: 'coin',
      ...coin,
      title: `${coin.name} (${coin.symbol}) | SwapRoute`,
      description: `Swap ${coin.name} from your own wallet.`,
      keywords: [coin.slug],
      blocks: coinPageBlocks(coin, [
        { type: 'textSection', heading: coin.name, body: ['A coin made up for a test.'] },
      ]),
    };
    const siteBefore = await readFile(path.join(folder, 'site.json'), 'utf8');
    await writeFile(path.join(folder, 'coins', `${coin.slug}.json`), JSON.stringify(coinPage));
    const after = await loadContent(folder, { blockChecks: loadBlockChecks });
    expect(after.report.errors).toEqual([]);
    expect(await readFile(path.join(folder, 'site.json'), 'utf8')).toBe(siteBefore);
    const page = after.pages.find((candidate) => candidate.slug === `${coin.slug}tobitcoin`);
    expect(page?.title).toBe(
      `Swap ${coin.name} to Bitcoin (${coin.symbol} to ${coinOf('bitcoin').symbol}) | SwapRoute`,
    );
    expect(JSON.stringify(page)).toContain(coin.catalogue.pair.confirmationTime);
    expect(after.pages.some((candidate) => candidate.slug === `bitcointo${coin.slug}`)).toBe(true);
    const coins = content.site.coins.length + 1;
    expect(after.pages.filter((candidate) => candidate.kind === 'pair')).toHaveLength(
      coins * (coins - 1),
    );
    // Not in the price list, it comes after the listed coins, among the others by slug.
    const unlisted = after.site.coins
      .map((entry) => entry.slug)
      .filter((slug) => !after.site.priceList.includes(slug));
    expect(unlisted).toContain(coin.slug);
    expect(unlisted).toEqual([...unlisted].sort());
    expect(
      after.site.coins.map((entry) => entry.slug).slice(0, after.site.priceList.length),
    ).toEqual(after.site.priceList);
  });
});

describe('the validator and the template', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'pairs-'));
    await cp(DEFAULT_CONTENT_DIR, folder, { recursive: true });
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  async function editTemplate(edit: (template: Record<string, unknown>) => void) {
    const file = path.join(folder, 'templates', 'pair.json');
    const template = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    edit(template);
    await writeFile(file, JSON.stringify(template));
    return validatePagesData(folder, { blockChecks: loadBlockChecks, relativeTo: folder });
  }

  it('warns when a listed known-broken address is now a made pair or a redirect', async () => {
    const file = path.join(folder, 'known-broken-links.json');
    const list = JSON.parse(await readFile(file, 'utf8')) as { links: string[] };
    await writeFile(
      file,
      JSON.stringify({ ...list, links: [...list.links, '/ethereumtousdt', '/bnbtosolana'] }),
    );
    const report = await validatePagesData(folder, {
      blockChecks: loadBlockChecks,
      relativeTo: folder,
    });
    await writeFile(file, JSON.stringify(list));
    expect(report.ok).toBe(true);
    const messages = new Map(report.warnings.map((warning) => [warning.link, warning.message]));
    expect(messages.get('/ethereumtousdt')).toBe(
      'listed in known-broken-links.json but it now redirects to /ethtousdt (pairs/ethtousdt.json); remove it',
    );
    expect(messages.get('/bnbtosolana')).toBe(
      'listed in known-broken-links.json but templates/pair.json (bnbtosolana) now has this slug; remove it',
    );
  });

  it('reports a coin file’s alias that a page or another coin holds, at its field', async () => {
    const file = path.join(folder, 'coins', 'solana.json');
    const original = await readFile(file, 'utf8');
    const coin = JSON.parse(original) as { catalogue: Record<string, unknown> };
    coin.catalogue.aliases = ['sola', 'docs', 'bnb'];
    await writeFile(file, JSON.stringify(coin, null, 2));
    const report = await validatePagesData(folder, {
      blockChecks: loadBlockChecks,
      relativeTo: folder,
    });
    await writeFile(file, original);
    expect(report.errors.map(({ file, path: at, message }) => `${file} ${at} ${message}`)).toEqual([
      'coins/solana.json catalogue.aliases[1] alias "docs" cannot lead to /solana: it is taken by the page /docs',
      'coins/solana.json catalogue.aliases[2] alias "bnb" cannot lead to /solana: it is taken by the coin /bnb',
    ]);
  });

  it('keeps a coin and its pairs while its page has a mistake elsewhere, so only that is reported', async () => {
    const file = path.join(folder, 'coins', 'bitcoin.json');
    const original = await readFile(file, 'utf8');
    await writeFile(file, original.replace('"heading": "Bitcoin (BTC)"', '"heading": 42'));
    const report = await validatePagesData(folder, {
      blockChecks: loadBlockChecks,
      relativeTo: folder,
    });
    await writeFile(file, original);
    expect(report.errors.map(({ file, path }) => `${file} ${path}`)).toEqual([
      'coins/bitcoin.json blocks[0].heading',
    ]);
    expect(report.pages.some(({ page }) => page.slug === 'bitcointobnb')).toBe(true);
  });

  it('names a placeholder that is no coin fact', async () => {
    const report = await editTemplate((template) => {
      template.title = 'Swap {from.name} at {from.price}';
    });
    expect(report.ok).toBe(false);
    expect(formatReport(report)).toContain('unknown placeholders {from.price}');
  });

  it('reports a title too long for search results, and titles that are not unique', async () => {
    const report = await editTemplate((template) => {
      template.title =
        'Swap {from.name} to {to.name} with a title far too long for any search result';
      template.description = 'The same description on every pair page.';
    });
    const text = formatReport(report);
    expect(text).toMatch(/for \/bitcointobnb: title is \d+ characters; at most 60/);
    expect(text).toContain(
      'for /bitcointosolana: description "The same description on every pair page." is also the description of templates/pair.json (bitcointobnb)',
    );
  });

  it('reports a broken link in the template against the pair page it breaks', async () => {
    const report = await editTemplate((template) => {
      template.blocks = [
        {
          type: 'pairs',
          heading: 'Related Pairs',
          links: [{ label: 'x', href: '/{from.slug}tosolan' }],
        },
      ];
    });
    expect(formatReport(report)).toContain('templates/pair.json (bitcointobnb)');
    expect(formatReport(report)).toContain('broken link /bitcointosolan');
  });
});
