// @vitest-environment node
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDefinition } from '../types/schema';
import { formatReport, validatePagesData } from './validation';
import { DEFAULT_CONTENT_DIR } from './collections';
import { loadContent, type Content } from './loadContent';
import { loadBlockChecks } from '../blocks';
import { DOGECOIN_CATALOGUE } from '../../tests/support/siteFixture';

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

describe('pair pages from the template, on the site’s own content', () => {
  it.each([
    ['ethereumtobitcoin', 'Ethereum', 'Bitcoin', '0.01 ETH', '5-30 minutes'],
    ['bnbtosolana', 'BNB', 'Solana', '0.1 BNB', '5-30 minutes'],
    ['solanatobnb', 'Solana', 'BNB', '0.1 SOL', '5-30 minutes'],
    ['bitcointosolana', 'Bitcoin', 'Solana', '0.001 BTC', '10-60 minutes'],
  ])('/%s is a pair page of %s to %s with its own facts', (slug, from, to, minimum, time) => {
    const page = pageOf(slug);
    expect(page?.kind).toBe('pair');
    expect(blockOf(page, 'hero')?.heading).toBe(`Swap ${from} to ${to}`);
    expect(blockOf(page, 'swapInfo')).toMatchObject({
      minimumAmount: minimum,
      estimatedTime: time,
    });
    expect(page?.fromName).toBe(from);
    expect(page?.toName).toBe(to);
  });

  it('names each side’s network and confirmation time, and charts and news the pair', () => {
    const page = pageOf('bnbtosolana');
    expect(JSON.stringify(page)).toContain('BNB Smart Chain (BEP-20)');
    expect(blockOf(page, 'chart')).toMatchObject({ fromSymbol: 'BNB', toSymbol: 'SOL' });
    expect(blockOf(page, 'news')?.keywords).toEqual([
      'BNB',
      'BNB',
      'Solana',
      'SOL',
      'cryptocurrency',
    ]);
    const faq = blockOf(page, 'faq');
    expect(faq?.items[0]?.answer).toContain('Solana: a few seconds');
  });

  it('makes every ordered pair of the 16 coins that no hand-written file or redirect covers', () => {
    const pairs = content.pages.filter((page) => page.kind === 'pair');
    // 16 × 15 ordered pairs: 7 hand-written at the pair's own slug, 1 redirect
    // (/ethereumtousdt, to the hand-written /ethtousdt), the other 232 made. Solana's alias
    // sol adds /sol and the 2 × 15 pair addresses spelled with it.
    expect(pairs).toHaveLength(16 * 15);
    expect(content.redirects).toHaveLength(1 + 1 + 2 * 15);
    expect(content.redirects).toContainEqual({ from: '/ethereumtousdt', to: '/ethtousdt' });
    expect(content.redirects).toContainEqual({ from: '/sol', to: '/solana' });
    expect(content.redirects).toContainEqual({ from: '/soltousdt', to: '/solanatousdt' });
  });

  it('keeps a hand-written pair file instead of the template for its slug', () => {
    expect(blockOf(pageOf('bitcointousdt'), 'swapInfo')?.estimatedTime).toBe('10-60 minutes');
    expect(content.pages.filter((page) => page.slug === 'bitcointousdt')).toHaveLength(1);
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
    expect(pageOf('usdttosol')).toBeUndefined();
    expect(pageOf('dogecointobitcoin')).toBeUndefined();
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

  const dogecoinPage = {
    kind: 'coin',
    slug: 'dogecoin',
    name: 'Dogecoin',
    symbol: 'DOGE',
    catalogue: DOGECOIN_CATALOGUE,
    title: 'Dogecoin (DOGE) | SwapRoute',
    description: 'Swap Dogecoin from your own wallet.',
    keywords: ['dogecoin'],
    blocks: [{ type: 'textSection', heading: 'Dogecoin', body: ['The original meme coin.'] }],
  };

  it('gives a coin its pairs from its one file, with no other change', async () => {
    const siteBefore = await readFile(path.join(folder, 'site.json'), 'utf8');
    await writeFile(path.join(folder, 'coins', 'dogecoin.json'), JSON.stringify(dogecoinPage));
    const after = await loadContent(folder, { blockChecks: loadBlockChecks });
    expect(after.report.errors).toEqual([]);
    expect(await readFile(path.join(folder, 'site.json'), 'utf8')).toBe(siteBefore);
    const page = after.pages.find((candidate) => candidate.slug === 'dogecointobitcoin');
    expect(page?.title).toBe('Swap Dogecoin to Bitcoin (DOGE to BTC) | SwapRoute');
    expect(JSON.stringify(page)).toContain('about 1 minute a block');
    expect(after.pages.some((candidate) => candidate.slug === 'bitcointodogecoin')).toBe(true);
    expect(after.pages.filter((candidate) => candidate.kind === 'pair')).toHaveLength(17 * 16);
    // Not in the price list, it comes after the listed coins with the others, by slug.
    expect(after.site.coins.map((coin) => coin.slug).slice(-3)).toEqual([
      'atom',
      'dogecoin',
      'usdt',
    ]);
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
