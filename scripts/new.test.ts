import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from '../src/content/collections';
import type { PageDefinition } from '../src/engine/types';
import { validatePagesData } from '../src/content/validation';
import { newPage } from './new';
import { loadBlockChecks } from '../src/blocks';
import { absentCoin, siteFixture } from '../tests/support/siteFixture';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'new-page-'));
  await cp(DEFAULT_CONTENT_DIR, dir, { recursive: true });
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const run = (...args: string[]) => newPage([...args, '--dir', dir]);
const readJson = async <T>(relative: string) =>
  JSON.parse(await readFile(path.join(dir, relative), 'utf8')) as T;
const listing = async () => (await readdir(dir, { recursive: true })).sort();

/** A coin the content does not have yet, whatever coins it has. */
const coin = absentCoin(siteFixture().coins);
const coinFile = `coins/${coin.slug}.json`;
const newCoin = ['coin', coin.slug, '--name', coin.name, '--symbol', coin.symbol];
/** What the pair pages say about a new coin: given by the person, never guessed. */
const coinPairFacts = [
  '--network',
  coin.catalogue.pair.network,
  '--confirmation-time',
  coin.catalogue.pair.confirmationTime,
  '--swap-time',
  coin.catalogue.pair.swapTime,
  '--minimum',
  coin.catalogue.pair.minimumSwap,
];
const coinWidgetFacts = [
  '--decimals',
  String(coin.catalogue.widget.decimals),
  '--widget-chain',
  coin.catalogue.widget.chain!,
  '--widget-token',
  coin.catalogue.widget.token!,
];

describe('npm run new', () => {
  it('makes a coin page with its catalogue facts that passes the validator, leaving site.json alone', async () => {
    const siteBefore = await readFile(path.join(dir, 'site.json'), 'utf8');
    const result = await run(
      ...newCoin,
      '--market-id',
      coin.catalogue.id,
      '--color',
      coin.catalogue.color,
      ...coinPairFacts,
      ...coinWidgetFacts,
    );
    expect(result.code).toBe(0);
    expect(result.output).toContain(`the page at /${coin.slug}`);
    expect(result.output).toContain('Next steps:');

    const page = await readJson<PageDefinition>(coinFile);
    expect(page).toMatchObject({
      kind: 'coin',
      slug: coin.slug,
      name: coin.name,
      symbol: coin.symbol,
    });
    expect(JSON.stringify(page)).not.toContain('{{');
    expect(await readFile(path.join(dir, 'site.json'), 'utf8')).toBe(siteBefore);
    expect(page.catalogue).toEqual(coin.catalogue);
    const report = await validatePagesData(dir, { blockChecks: loadBlockChecks });
    expect(report.errors).toEqual([]);
    const slugs = report.pages.map(({ page: { slug } }) => slug);
    expect(slugs).toContain(coin.slug);
    // With its facts in its own file, the coin gets its pair pages at once.
    expect(slugs).toContain(`${coin.slug}tobitcoin`);
    expect(report.site?.coins.find((entry) => entry.slug === coin.slug)).toMatchObject({
      id: coin.catalogue.id,
      name: coin.name,
      symbol: coin.symbol,
    });
  }, 30_000);

  it('records a coin the swap widget cannot swap without a chain or token, marks a stablecoin, and refuses bad decimals', async () => {
    const marketFacts = [
      '--market-id',
      coin.catalogue.id,
      '--color',
      coin.catalogue.color,
      ...coinPairFacts,
    ];
    const badDecimals = await run(
      ...newCoin,
      ...marketFacts,
      '--decimals',
      '8.5',
      '--not-swappable',
    );
    expect(badDecimals).toEqual({
      code: 1,
      output: '--decimals "8.5" must be a whole number from 0 to 30',
      problem: { is: 'malformed', fact: 'decimals', value: '8.5' },
    });
    const result = await run(
      ...newCoin,
      ...marketFacts,
      '--decimals',
      '8',
      '--not-swappable',
      '--stablecoin',
    );
    expect(result.code).toBe(0);
    const page = await readJson<PageDefinition>(coinFile);
    expect(page.catalogue?.widget).toEqual({ decimals: 8, swappable: false });
    expect(page.catalogue?.stablecoin).toBe(true);
  }, 30_000);

  it('asks for the market id, colour and pair facts instead of guessing them, and writes nothing', async () => {
    const before = await listing();
    const siteBefore = await readFile(path.join(dir, 'site.json'), 'utf8');
    const result = await run(...newCoin);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(
      /add --market-id .*, --color .*, --network .*, --confirmation-time .*, --swap-time .*, --minimum .*, --decimals .*, --widget-chain .*, --widget-token /,
    );
    expect(await listing()).toEqual(before);
    expect(await readFile(path.join(dir, 'site.json'), 'utf8')).toBe(siteBefore);
  }, 30_000);

  it('refuses a slug that is taken or reserved, or not a slug at all', async () => {
    expect(await run('coin', 'bitcoin', '--name', 'Bitcoin', '--symbol', 'BTC')).toEqual({
      code: 1,
      output: `/bitcoin exists already: ${path.relative(process.cwd(), path.join(dir, 'coins/bitcoin.json'))}`,
      problem: {
        is: 'exists',
        slug: 'bitcoin',
        file: path.relative(process.cwd(), path.join(dir, 'coins/bitcoin.json')),
      },
    });
    expect((await run('page', 'api', '--title', 'A', '--description', 'B')).output).toBe(
      '"api" is reserved for the site itself; choose another slug',
    );
    expect((await run('page', 'about', '--title', 'A', '--description', 'B')).code).toBe(1);
    expect((await run('pair', 'usdttosol', '--from', 'usdt', '--to', 'solana')).output).toBe(
      '/usdttosol moves to /usdttosolana (another spelling or a former address of it); edit that page, or choose another slug',
    );
    expect((await run('page', 'Careers!', '--title', 'A', '--description', 'B')).output).toMatch(
      /^"Careers!" cannot be a slug/,
    );
  }, 30_000);

  it('makes a pair page from two coins the site has, with their names and symbols', async () => {
    const result = await run('pair', 'sol-usdt-swap', '--from', 'solana', '--to', 'usdt');
    expect(result.code).toBe(0);
    expect(await readJson<PageDefinition>('pairs/sol-usdt-swap.json')).toMatchObject({
      kind: 'pair',
      fromSymbol: 'SOL',
      toSymbol: 'USDT',
      fromName: 'Solana',
      toName: 'Tether',
    });
    expect((await validatePagesData(dir, { blockChecks: loadBlockChecks })).errors).toEqual([]);

    const unknown = await run('pair', 'xtousdt', '--from', 'nosuchcoin', '--to', 'usdt');
    expect(unknown.code).toBe(1);
    expect(unknown.output).toMatch(/^--from "nosuchcoin" is not a coin of the site/);
  }, 30_000);

  it('writes a made pair page out as its own file, to change from there', async () => {
    const before = await validatePagesData(dir, { blockChecks: loadBlockChecks });
    const made = before.pages.find(({ page }) => page.slug === 'solanatobnb')!;
    expect(made.madeByTemplate).toBe(true);

    const wrong = await run('pair', 'solanatobnb', '--from', 'bnb', '--to', 'solana');
    expect(wrong.code).toBe(1);
    expect(wrong.output).toMatch(/^\/solanatobnb is made by the template from its own two coins/);

    const result = await run('pair', 'solanatobnb', '--from', 'solana', '--to', 'bnb');
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/^Created .*pairs\/solanatobnb\.json: the page at \/solanatobnb/);
    const written = await readFile(path.join(dir, 'pairs/solanatobnb.json'), 'utf8');
    // A readable file, as a person would write it, that takes the address over.
    expect(written.split('\n').length).toBeGreaterThan(50);
    expect(JSON.parse(written)).toEqual({ $schema: '../../schema/page.schema.json', ...made.page });
    const after = await validatePagesData(dir, { blockChecks: loadBlockChecks });
    expect(after.errors).toEqual([]);
    const page = after.pages.find(({ page }) => page.slug === 'solanatobnb')!;
    expect(page.file).toMatch(/pairs\/solanatobnb\.json$/);
    expect(page.madeByTemplate).toBeUndefined();
    expect(page.page).toEqual({ $schema: '../../schema/page.schema.json', ...made.page });
  }, 60_000);

  it('makes a plain page from its title and description', async () => {
    expect((await run('page', 'careers', '--title', 'Careers')).output).toBe(
      'a page needs --description <one or two sentences for search results>',
    );
    const result = await run('page', 'careers', '--title', 'Careers', '--description', 'Join us.');
    expect(result.code).toBe(0);
    expect(await readJson<PageDefinition>('pages/careers.json')).toMatchObject({
      kind: 'fixed',
      title: 'Careers | SwapRoute',
      description: 'Join us.',
    });
    expect((await validatePagesData(dir, { blockChecks: loadBlockChecks })).errors).toEqual([]);
  }, 30_000);
});
