import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from '../collections';
import { checkCatalogueOverrides } from './catalogueOverrides';
import { validatePagesData } from './validate-pages-data';
import { NETWORK_BY_CHAIN } from '../../catalogue/networks';

const FILE = 'pages-data/catalogue.json';
const bitcoinFile = {
  id: 'bitcoin',
  slug: 'bitcoin',
  name: 'Bitcoin',
  symbol: 'BTC',
  widget: { chain: 'BITCOIN', token: 'BTC' },
};
const check = (value: Record<string, unknown>, valid = true) =>
  checkCatalogueOverrides(FILE, { value, valid }, [bitcoinFile], {
    otherPages: ['about'],
    pairPages: [],
  });

describe('checkCatalogueOverrides', () => {
  it('takes a catalogue built before from the same inputs, and builds anew from others', () => {
    const hide = { hide: [{ id: 'dogecoin', reason: 'a test' }] };
    const first = check(hide);
    const again = checkCatalogueOverrides(
      FILE,
      { value: hide, valid: true },
      [bitcoinFile],
      { otherPages: ['about'], pairPages: [] },
      first.built,
    );
    expect(again.built).toBe(first.built);
    expect(again.catalogue).toBe(first.catalogue);
    // Kept as JSON between builds: what is read back gives the same catalogue and problems.
    const readBack = JSON.parse(JSON.stringify(first.built)) as typeof first.built;
    const fromFile = checkCatalogueOverrides(
      FILE,
      { value: hide, valid: true },
      [bitcoinFile],
      { otherPages: ['about'], pairPages: [] },
      readBack,
    );
    expect(fromFile.catalogue).toEqual(first.catalogue);
    expect(fromFile.problems).toEqual(first.problems);
    const other = checkCatalogueOverrides(
      FILE,
      { value: hide, valid: true },
      [bitcoinFile],
      { otherPages: ['about', 'dogecoin'], pairPages: [] },
      first.built,
    );
    expect(other.built).not.toBe(first.built);
    expect(other.built.key).not.toBe(first.built.key);
  });

  it('builds the catalogue with the changes applied', () => {
    const { catalogue, problems } = check({
      hide: [{ id: 'dogecoin', reason: 'a test' }],
      correct: [{ id: 'litecoin', name: 'Litecoin (LTC)', slug: 'ltc' }],
    });
    expect(problems).toEqual([]);
    expect(catalogue.some((coin) => coin.id === 'dogecoin')).toBe(false);
    expect(catalogue.find((coin) => coin.id === 'litecoin')).toMatchObject({
      slug: 'ltc',
      name: 'Litecoin (LTC)',
    });
  });

  it('reports an unknown id, a bad chain, a malformed address and a slug clash at the entry', () => {
    const { problems } = check({
      hide: [{ id: 'no-such-coin', reason: 'x' }],
      correct: [
        { id: 'tether', chains: [{ chain: 'MARS', address: '0x1' }] },
        { id: 'chainlink', chains: [{ chain: 'ETH', address: '0xnothex' }] },
        { id: 'litecoin', slug: 'dogecoin' },
        { id: 'the-open-network', slug: 'about' },
      ],
    });
    expect(problems.map(({ file, path }) => `${file} ${path}`)).toEqual([
      `${FILE} hide[0].id`,
      `${FILE} correct[0].chains[0].chain`,
      `${FILE} correct[1].chains[0].address`,
      `${FILE} correct[2].slug`,
      `${FILE} correct[3].slug`,
    ]);
    expect(problems[3]!.message).toBe(
      'slug "dogecoin" is the name of the coin dogecoin; choose another',
    );
  });

  it('reports a slug that makes a pair address read two ways, at the entry that chose it', () => {
    // "sai" + "to" + "tobitcoin" is also "saito" + "to" + "bitcoin", and every slug is fixed.
    const { problems } = check({
      hide: [],
      correct: [
        { id: 'litecoin', slug: 'sai' },
        { id: 'dogecoin', slug: 'saito' },
        { id: 'tether', slug: 'tobitcoin' },
        { id: 'chainlink', slug: 'bitcoin-x' },
      ],
    });
    expect(
      problems.some(
        (problem) => problem.path.endsWith('.slug') && /reads as/.test(problem.message),
      ),
    ).toBe(true);
  });

  it('applies nothing from a file that fails its schema (its schema errors are reported)', () => {
    const { catalogue, problems } = check({ hide: [{ id: 'dogecoin' }] }, false);
    expect(problems).toEqual([]);
    expect(catalogue.some((coin) => coin.id === 'dogecoin')).toBe(true);
  });
});

describe('the validator report’s catalogue', () => {
  it('is the catalogue of the content folder: coin files win by market id, catalogue.json applied', async () => {
    const report = await validatePagesData(DEFAULT_CONTENT_DIR, { blockChecks: async () => [] });
    const bySlug = new Map(report.catalogue.map((coin) => [coin.slug, coin]));
    // A coin file on a chain the widget does not name stays a page, but is no catalogue coin.
    const coinFiles = report.pages.filter(
      ({ page }) =>
        page.kind === 'coin' && NETWORK_BY_CHAIN.has(page.catalogue?.widget.chain ?? ''),
    );
    expect(coinFiles.length).toBeGreaterThan(0);
    for (const { page } of coinFiles) {
      expect(bySlug.get(page.slug)).toMatchObject({
        id: page.catalogue!.id,
        name: page.name,
        written: true,
      });
    }
    // catalogue.json ranks Bitcoin first, which the package leaves unranked.
    expect(report.catalogue[0]).toMatchObject({ id: 'bitcoin', rank: 1 });
    expect(report.catalogue.length).toBeGreaterThanOrEqual(1000);
  }, 60_000);
});
