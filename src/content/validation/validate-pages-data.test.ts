import {
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { materializeValidatorFixtures } from '../../../tests/support/validatorFixtures';
import { formatReport, validatePagesData, ValidationSetupError } from './index';
import { fileFacts, MAX_FILE_BYTES } from './json-file';
import { DEFAULT_CONTENT_DIR } from '../collections';
import { collectionOf } from '../contentFiles';
import { listSiteAssets } from '../siteAssets';
import { loadBlockChecks } from '../../blocks';

/** The fixture folders, each with the shared site file laid over the real one. */
let fixtures: string;
let removeFixtures: () => Promise<void>;
beforeAll(async () => {
  const made = await materializeValidatorFixtures();
  fixtures = made.dir;
  removeFixtures = made.remove;
});
afterAll(() => removeFixtures());

/** The report text for a fixture folder, with file names relative to the fixtures folder. */
async function reportFor(name: string): Promise<string> {
  const report = await validatePagesData(path.join(fixtures, name), {
    blockChecks: loadBlockChecks,
    relativeTo: fixtures,
  });
  return formatReport(report);
}

const temporaryFolders: string[] = [];

/** A writable copy of the valid fixture, named "copy" so report lines stay short. */
async function copyOfValidFixture(): Promise<string> {
  const parent = await mkdtemp(path.join(tmpdir(), 'validator-'));
  temporaryFolders.push(parent);
  const folder = path.join(parent, 'copy');
  await cp(path.join(fixtures, 'valid'), folder, { recursive: true });
  return folder;
}

afterEach(async () => {
  await Promise.all(
    temporaryFolders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })),
  );
});

describe('validatePagesData', () => {
  it('warns about a long title in a file that also has an error', async () => {
    const folder = await copyOfValidFixture();
    const pageFile = path.join(folder, 'coins', (await readdir(path.join(folder, 'coins')))[0]!);
    const page = JSON.parse(await readFile(pageFile, 'utf8')) as Record<string, unknown>;
    const title = `${'A very long title '.repeat(4)}| SwapRoute`;
    await writeFile(pageFile, JSON.stringify({ ...page, title, colour: 'red' }, null, 2));

    const report = await validatePagesData(folder, { blockChecks: loadBlockChecks });
    expect(report.errors.map(({ path }) => path)).toEqual(['colour']);
    expect(report.warnings).toEqual([
      expect.objectContaining({
        path: 'title',
        message: expect.stringMatching(/^is \d+ characters/),
      }),
    ]);
  });

  it("fails a page whose share image is not one of the site's files, naming the field", async () => {
    const folder = await copyOfValidFixture();
    const pageFile = path.join(folder, 'coins', (await readdir(path.join(folder, 'coins')))[0]!);
    const page = JSON.parse(await readFile(pageFile, 'utf8')) as Record<string, unknown>;
    await writeFile(
      pageFile,
      JSON.stringify({ ...page, shareImage: '/share/dogecoin.png' }, null, 2),
    );
    const assets = await listSiteAssets();

    const report = await validatePagesData(folder, {
      blockChecks: loadBlockChecks,
      relativeTo: path.dirname(folder),
      assets,
    });
    expect(report.ok).toBe(false);
    expect(report.errors).toEqual([
      expect.objectContaining({
        file: path.relative(path.dirname(folder), pageFile).split(path.sep).join('/'),
        path: 'shareImage',
        message: expect.stringContaining('"/share/dogecoin.png" is not one of the site\'s files'),
      }),
    ]);

    await writeFile(
      pageFile,
      JSON.stringify({ ...page, shareImage: '/share/default.png' }, null, 2),
    );
    expect((await validatePagesData(folder, { blockChecks: loadBlockChecks, assets })).ok).toBe(
      true,
    );
  });

  it('names files relative to any folder, inside the checked one, above it or beside it', async () => {
    const folder = path.join(fixtures, 'broken-link');
    const names = async (relativeTo: string) => {
      const report = await validatePagesData(folder, { blockChecks: loadBlockChecks, relativeTo });
      return [...report.errors, ...report.warnings].map((problem) => problem.file);
    };
    const inside = await names(folder);
    expect(inside.length).toBeGreaterThan(0);
    const elsewhere = [fixtures, path.join(folder, 'coins'), path.join(fixtures, 'valid'), '/'];
    for (const relativeTo of elsewhere) {
      const expected = inside.map((file) =>
        path.relative(relativeTo, path.join(folder, file)).split(path.sep).join('/'),
      );
      expect(await names(relativeTo)).toEqual(expected);
    }
  });

  it('passes a folder without problems and returns its pages and site', async () => {
    const report = await validatePagesData(path.join(fixtures, 'valid'), {
      blockChecks: loadBlockChecks,
      relativeTo: fixtures,
    });
    expect(formatReport(report)).toMatchInlineSnapshot(`"No problems; 18 files checked."`);
    expect(report.ok).toBe(true);
    const pages = report.pages.map(({ file, page }) => `${file} ${page.slug}`);
    expect(pages).toContain('valid/coins/bitcoin.json bitcoin');
    expect(pages).toContain('valid/pages/home.json home');
    expect(report.site?.siteName).toBe('SwapRoute');
    // The price list's coins in its order, then the coins it does not list.
    expect(report.site?.coins.map((coin) => coin.slug)).toEqual([
      ...report.site!.priceList,
      'bitcoin',
    ]);
  });

  it('reports invalid JSON with its line and column', async () => {
    expect(await reportFor('invalid-json')).toMatchInlineSnapshot(`
      "error  invalid-json/coins/missing-comma.json:4:3    (top level)  invalid JSON at line 4, column 3: Expected ',' or '}' after property value (is a comma missing at the end of line 3?)
      error  invalid-json/coins/trailing-comma.json:4:33  (top level)  invalid JSON at line 4, column 33: Unexpected token ']' (remove the comma before it)
      2 problems in 2 files; 18 files checked."
    `);
  });

  it('reports an empty file', async () => {
    expect(await reportFor('empty-file')).toMatchInlineSnapshot(`
      "error  empty-file/coins/blank.json  (top level)  file is empty
      error  empty-file/coins/empty.json  (top level)  file is empty
      2 problems in 2 files; 18 files checked."
    `);
  });

  it('reports a file that is not a JSON object', async () => {
    expect(await reportFor('not-an-object')).toMatchInlineSnapshot(`
      "error  not-an-object/coins/list.json:1:1  (top level)  must be a JSON object (got array)
      error  not-an-object/coins/text.json:1:1  (top level)  must be a JSON object (got string)
      2 problems in 2 files; 18 files checked."
    `);
  });

  it('reports wrong types at their fields', async () => {
    expect(await reportFor('wrong-type')).toMatchInlineSnapshot(`
      "error  wrong-type/coins/bitcoin.json:7:3    title                      must be a string (got number)
      error  wrong-type/coins/bitcoin.json:9:3    keywords                   must be a list (got string)
      error  wrong-type/coins/bitcoin.json:15:7   blocks[0].buttons          must be a list (got object)
      error  wrong-type/coins/bitcoin.json:30:11  blocks[1].items[1].answer  must be a string (got number)
      4 problems in 1 file; 17 files checked."
    `);
  });

  it('reports wrong values: enum, const, pattern, length, item count and missing fields', async () => {
    expect(await reportFor('wrong-value')).toMatchInlineSnapshot(`
      "error  wrong-value/pairs/bitcointoethereum.json:3:3    kind                       must be one of: home, fixed, coin, pair (got "pairs")
      error  wrong-value/pairs/bitcointoethereum.json:16:5   blocks[0].blurb            missing required field "blurb"
      error  wrong-value/pairs/bitcointoethereum.json:19:7   blocks[0].area             must be one of: main, sidebar (got "left")
      error  wrong-value/pairs/bitcointoethereum.json:18:7   blocks[0].heading          must not be empty
      error  wrong-value/pairs/bitcointoethereum.json:23:11  blocks[0].buttons[0].href  must be an internal path such as /bitcoin or /bitcoin#chart (with a query of plain words such as /?from=solana&to=usdt, the home page's swap widget on a pair), an in-page anchor such as #chart, an https:// address or a mailto: address (got "htp://x")
      error  wrong-value/pairs/bitcointoethereum.json:32:7   blocks[1].exchangeType     must be one of: Cross-Chain Swap, Same-Chain Swap, Same-Chain or Cross-Chain Swap, Swap (got "Cross Chain")
      error  wrong-value/pairs/bitcointoethereum.json:41:7   blocks[2].toSymbol         must be the second coin of the pair as its symbol in capitals, 2 to 10 letters or digits, such as USDT, or USD for a price in dollars (got "eth")
      error  wrong-value/pairs/bitcointoethereum.json:46:7   blocks[3].items            must have exactly 5 items (has 4)
      8 problems in 1 file; 17 files checked."
    `);
  });

  it('reports rich text mistakes in one line each', async () => {
    expect(await reportFor('rich-text')).toMatchInlineSnapshot(`
      "error  rich-text/coins/bitcoin.json:37:11  blocks[1].body[1][1]       must be text, a link {text, href} or {strong} (got {"text":"how it works"})
      error  rich-text/coins/bitcoin.json:42:9   blocks[1].body[2]          must be text or a list of: text, a link {text, href} or {strong} (got 5)
      error  rich-text/coins/bitcoin.json:47:13  blocks[1].body[3][1].href  must be an internal path such as /bitcoin or /bitcoin#chart (with a query of plain words such as /?from=solana&to=usdt, the home page's swap widget on a pair), an in-page anchor such as #chart, an https:// address or a mailto: address (got "chart")
      3 problems in 1 file; 17 files checked."
    `);
  });

  it("reports an unknown block type once, and only the block schema's errors for known types", async () => {
    // The list of known types grows as blocks are added; schema-errors.test.ts checks it.
    const text = (await reportFor('unknown-block-type')).replace(
      /\(known types: [^)]+\)/,
      '(known types: …)',
    );
    expect(text).toMatchInlineSnapshot(`
      "error  unknown-block-type/coins/bitcoin.json:31:7  blocks[1].type     unknown block type "carousel" (known types: …)
      error  unknown-block-type/coins/bitcoin.json:35:5  blocks[2].heading  missing required field "heading"
      error  unknown-block-type/coins/bitcoin.json:60:5  blocks[3].type     missing required field "type"
      3 problems in 1 file; 17 files checked."
    `);
  });

  it('reports unknown fields', async () => {
    expect(await reportFor('unknown-field')).toMatchInlineSnapshot(`
      "error  unknown-field/coins/bitcoin.json:73:3  colour            unknown field "colour"
      error  unknown-field/coins/bitcoin.json:17:7  blocks[0].heding  unknown field "heding" (did you mean "heading"?)
      error  unknown-field/coins/bitcoin.json:37:7  blocks[1].colour  unknown field "colour"
      3 problems in 1 file; 17 files checked."
    `);
  });

  it('reports a slug that does not match the file name', async () => {
    expect(await reportFor('slug-mismatch')).toMatchInlineSnapshot(`
      "error  slug-mismatch/coins/bitcoin.json:4:3  slug  slug "btc" must match the file name "bitcoin.json"
      1 problem in 1 file; 17 files checked."
    `);
  });

  it('reports a duplicate slug once, on the newer file', async () => {
    expect(await reportFor('duplicate-slug')).toMatchInlineSnapshot(`
      "error  duplicate-slug/pairs/bitcoin.json:4:3  slug  slug "bitcoin" is already the slug of duplicate-slug/coins/bitcoin.json, an older file; give this page another slug, and its file the same name
      1 problem in 1 file; 18 files checked."
    `);
  });

  it('refuses a page whose kind is not one its folder holds, at its kind', async () => {
    expect(await reportFor('misfiled-kind')).toMatchInlineSnapshot(`
      "error  misfiled-kind/coins/docs.json:3:3     kind  is "fixed", but coins/ holds only pages of kind "coin": move the file to pages/ or make its kind "coin"
      error  misfiled-kind/pairs/bitcoin.json:3:3  kind  is "coin", but pairs/ holds only pages of kind "pair": move the file to coins/ or make its kind "pair"
      2 problems in 2 files; 19 files checked."
    `);
  });

  it('reports reserved slugs', async () => {
    expect(await reportFor('reserved-slug')).toMatchInlineSnapshot(`
      "error  reserved-slug/coins/about.json:4:3  slug  slug "about" is reserved for the site's fixed pages (home, how-it-works, docs, about, terms, privacy); choose another
      error  reserved-slug/coins/api.json:4:3    slug  slug "api" is reserved for the site's server (api, page-data, assets, 404); choose another
      2 problems in 2 files; 19 files checked."
    `);
  });

  it('reports broken links with a suggestion when one is close', async () => {
    expect(await reportFor('broken-link')).toMatchInlineSnapshot(`
      "error  broken-link/site.json:26:7            nav[0].href                link #faq must name a page too, such as /#faq: links in site.json appear on every page
      error  broken-link/site.json:30:7            nav[1].href                broken link /dogecoin: no page has this slug
      error  broken-link/coins/bitcoin.json:20:11  blocks[0].buttons[0].href  broken link /home: the home page is served at /
      error  broken-link/coins/bitcoin.json:40:11  blocks[1].links[0].href    broken link /dogecointobnb: no page has this slug (did you mean /dogetobnb?)
      error  broken-link/coins/bitcoin.json:44:11  blocks[1].links[1].href    broken link /ethereumtousdt: no page has this slug (did you mean /ethtousdt?)
      error  broken-link/coins/bitcoin.json:48:11  blocks[1].links[2].href    broken link /bitcoinn: no page has this slug (did you mean /bitcoin?)
      error  broken-link/coins/bitcoin.json:52:11  blocks[1].links[3].href    broken link /nothing-like-this: no page has this slug
      7 problems in 2 files; 19 files checked."
    `);
  });

  it('reports links to anchors that do not exist', async () => {
    expect(await reportFor('missing-anchor')).toMatchInlineSnapshot(`
      "error  missing-anchor/pairs/bitcointoethereum.json:24:11  blocks[0].buttons[0].href  broken link #faq: this page has no anchor "faq" (anchors: chart)
      error  missing-anchor/pairs/bitcointoethereum.json:44:11  blocks[1].links[0].href    broken link /bitcoin#price: page /bitcoin has no anchor "price" (anchors: about and chart)
      2 problems in 1 file; 18 files checked."
    `);
  });

  it('warns about known broken links instead of failing', async () => {
    expect(await reportFor('known-broken-link')).toMatchInlineSnapshot(`
      "warning  known-broken-link/known-broken-links.json:4:5  /bitcointobnb  known broken link, linked from known-broken-link/coins/bitcoin.json (blocks[0].buttons[0].href, blocks[1].links[1].href), known-broken-link/pairs/btctobnb.json (blocks[1].links[1].href) (did you mean /btctobnb?)
      No errors; 1 warning in 1 file (known broken links); 18 files checked."
    `);
  });

  it('warns about known-broken entries that are no longer needed', async () => {
    expect(await reportFor('stale-known-broken')).toMatchInlineSnapshot(`
      "warning  stale-known-broken/known-broken-links.json:4:5  /bitcointoethereum  listed in stale-known-broken/known-broken-links.json but stale-known-broken/pairs/bitcointoethereum.json now has this slug; remove it
      warning  stale-known-broken/known-broken-links.json:5:5  /ethereumtobitcoin  listed in stale-known-broken/known-broken-links.json but nothing links to it any more; remove it
      No errors; 2 warnings in 1 file (known broken links); 17 files checked."
    `);
  });

  it('fails a catalogue coin without swap-widget identifiers unless it is marked not swappable', async () => {
    const folder = await copyOfValidFixture();
    const editCatalogue = async (slug: string, edit: (facts: Record<string, unknown>) => void) => {
      const file = path.join(folder, 'coins', `${slug}.json`);
      const page = JSON.parse(await readFile(file, 'utf8')) as {
        catalogue: Record<string, unknown>;
      };
      edit(page.catalogue);
      await writeFile(file, JSON.stringify(page, null, 2));
    };
    await editCatalogue('bitcoin', (facts) => delete facts.widget);
    await editCatalogue(
      'listed-01',
      (facts) => (facts.widget = { decimals: 18, swappable: false }),
    );
    await editCatalogue('listed-02', (facts) => (facts.widget = { decimals: 18 }));
    const report = formatReport(
      await validatePagesData(folder, { blockChecks: loadBlockChecks, relativeTo: folder }),
    );
    expect(report).toMatch(
      /coins\/bitcoin\.json:\d+:\d+ +catalogue\.widget +missing required field "widget"/,
    );
    expect(report).toMatch(
      /coins\/listed-02\.json:\d+:\d+ +catalogue\.widget\.chain +missing required field "chain"/,
    );
    expect(report).not.toContain('listed-01');
  });

  it("names site.json's price list when it does not name 14 coin files", async () => {
    const folder = await copyOfValidFixture();
    const siteFile = path.join(folder, 'site.json');
    const site = JSON.parse(await readFile(siteFile, 'utf8')) as { priceList: string[] };
    const edit = async (priceList: string[]) => {
      await writeFile(siteFile, JSON.stringify({ ...site, priceList }, null, 2));
      return formatReport(
        await validatePagesData(folder, { blockChecks: loadBlockChecks, relativeTo: folder }),
      );
    };
    expect(await edit([...site.priceList.slice(1), 'bitcoin', 'listed-01'])).toMatch(
      /^error {2}site\.json:\d+:\d+ +priceList +must have exactly 14 items/m,
    );
    expect(await edit([...site.priceList.slice(1), 'bitcoim'])).toMatch(
      /^error {2}site\.json:\d+:\d+ +priceList\[13\] +"bitcoim" is not a coin: no file in coins\/ is a coin page with this slug; did you mean "bitcoin"\?$/m,
    );
    // A coin file added to coins/ does not need site.json: it is a coin without a row.
    expect(await edit(site.priceList)).toBe('No problems; 18 files checked.');
  });

  it('names both coin files that claim one market id or one symbol', async () => {
    const folder = await copyOfValidFixture();
    const file = path.join(folder, 'coins', 'listed-01.json');
    const page = JSON.parse(await readFile(file, 'utf8')) as {
      symbol: string;
      catalogue: { id: string };
    };
    await writeFile(
      file,
      JSON.stringify({ ...page, symbol: 'BTC', catalogue: { ...page.catalogue, id: 'bitcoin' } }),
    );
    const report = formatReport(
      await validatePagesData(folder, { blockChecks: loadBlockChecks, relativeTo: folder }),
    );
    expect(report).toMatch(
      /coins\/bitcoin\.json:\d+:\d+ +catalogue\.id +market id "bitcoin" is also the market id of coins\/listed-01\.json; each coin needs its own/,
    );
    expect(report).toMatch(
      /coins\/listed-01\.json:\d+:\d+ +symbol +symbol "BTC" is also the symbol of coins\/bitcoin\.json/,
    );
  });

  it('reports a swap button whose coin is not in the catalogue', async () => {
    const folder = await copyOfValidFixture();
    const pageFile = path.join(folder, 'coins', 'bitcoin.json');
    const page = JSON.parse(await readFile(pageFile, 'utf8')) as {
      blocks: { buttons?: Record<string, unknown>[] }[];
    };
    page.blocks[0]!.buttons![0] = { label: 'Exchange BTC Now', swap: { from: 'bitcoin' } };
    page.blocks[0]!.buttons![2] = { label: 'Swap', swap: { from: 'bitcoin', to: 'nosuchcoin' } };
    await writeFile(pageFile, JSON.stringify(page, null, 2));
    const report = formatReport(
      await validatePagesData(folder, { blockChecks: loadBlockChecks, relativeTo: folder }),
    );
    expect(report).toMatch(
      /coins\/bitcoin\.json:\d+:\d+ +blocks\[0\]\.buttons\[2\]\.swap\.to +"nosuchcoin" is not a coin of the catalogue/,
    );
    expect(report).toContain('1 problem in 1 file');
  });

  it('reports a missing site.json', async () => {
    expect(await reportFor('missing-site')).toMatchInlineSnapshot(`
      "error  missing-site/site.json  (top level)  file is missing; every site needs one
      1 problem in 1 file; 2 files checked."
    `);
  });

  it('rejects a very large file without reading it', async () => {
    const folder = await copyOfValidFixture();
    await writeFile(
      path.join(folder, 'coins', 'huge.json'),
      Buffer.alloc(1.5 * MAX_FILE_BYTES, ' '),
    );
    const report = await validatePagesData(folder, {
      blockChecks: loadBlockChecks,
      relativeTo: path.dirname(folder),
    });
    expect(formatReport(report)).toMatchInlineSnapshot(`
      "error  copy/coins/huge.json  (top level)  file is too large (1.5 MB; the limit is 1 MB)
      1 problem in 1 file; 19 files checked."
    `);
  });

  it('reports a file that is not UTF-8 text', async () => {
    const folder = await copyOfValidFixture();
    await writeFile(path.join(folder, 'coins', 'utf16.json'), Buffer.from('\ufeff{}', 'utf16le'));
    const report = await validatePagesData(folder, {
      blockChecks: loadBlockChecks,
      relativeTo: path.dirname(folder),
    });
    expect(formatReport(report)).toMatchInlineSnapshot(`
      "error  copy/coins/utf16.json  (top level)  file is not UTF-8 text (is it a binary file, or saved in another encoding?)
      1 problem in 1 file; 19 files checked."
    `);
  });

  it('survives data nested far deeper than any page', async () => {
    const folder = await copyOfValidFixture();
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const page = await readFile(path.join(folder, 'coins', 'bitcoin.json'), 'utf8');
    await writeFile(
      path.join(folder, 'coins', 'bitcoin.json'),
      page.replace('"blocks": [', `"extra": ${deep}, "blocks": [{ "href": ${deep} },`),
    );
    const report = await validatePagesData(folder, {
      blockChecks: loadBlockChecks,
      relativeTo: path.dirname(folder),
    });
    expect(formatReport(report)).toMatchInlineSnapshot(`
      "error  copy/coins/bitcoin.json  extra           unknown field "extra"
      error  copy/coins/bitcoin.json  blocks[0].type  missing required field "type"
      2 problems in 1 file; 18 files checked."
    `);
  });

  it('shows at most 50 problems of one file', async () => {
    const folder = await copyOfValidFixture();
    const page = await readFile(path.join(folder, 'coins', 'bitcoin.json'), 'utf8');
    const keywords = JSON.stringify(Array.from({ length: 1000 }, (_, index) => index));
    await writeFile(
      path.join(folder, 'coins', 'bitcoin.json'),
      page.replace(/"keywords": \[[^\]]*\]/, `"keywords": ${keywords}`),
    );
    const report = await validatePagesData(folder, {
      blockChecks: loadBlockChecks,
      relativeTo: path.dirname(folder),
    });
    expect(report.errors).toHaveLength(51);
    expect(formatReport(report).split('\n').slice(-3)).toMatchInlineSnapshot(`
      [
        "error  copy/coins/bitcoin.json:9:153  keywords[49]  must be a string (got number)",
        "error  copy/coins/bitcoin.json:1:1    (top level)   950 more problems not shown; fix the ones above first",
        "51 problems in 1 file; 18 files checked.",
      ]
    `);
  });

  it('skips files that are not .json and hidden files', async () => {
    const folder = await copyOfValidFixture();
    await writeFile(path.join(folder, 'README.md'), '# notes');
    await writeFile(path.join(folder, 'coins', '.draft.json'), '{');
    const report = await validatePagesData(folder, { blockChecks: loadBlockChecks });
    expect(report.errors).toEqual([]);
    expect(report.filesChecked).toBe(18);
  });

  it('throws a ValidationSetupError for a folder that does not exist', async () => {
    const missing = path.join(fixtures, 'no-such-folder');
    await expect(
      validatePagesData(missing, { blockChecks: loadBlockChecks, relativeTo: fixtures }),
    ).rejects.toThrow(
      new ValidationSetupError('cannot read the folder no-such-folder: it does not exist'),
    );
  });

  it('throws a ValidationSetupError for a file given as the folder', async () => {
    const file = path.join(fixtures, 'valid', 'site.json');
    await expect(
      validatePagesData(file, { blockChecks: loadBlockChecks, relativeTo: fixtures }),
    ).rejects.toThrow('cannot read the folder valid/site.json: it is not a folder');
  });

  it('checks the real content folder: every page passes its schema', async () => {
    const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
    const folder = DEFAULT_CONTENT_DIR;
    const report = await validatePagesData(folder, {
      blockChecks: loadBlockChecks,
      relativeTo: repoRoot,
    });
    const pageFiles = (await readdir(folder, { recursive: true })).filter(
      (name) => name.endsWith('.json') && collectionOf(name)?.name === 'pages',
    );
    // Links to pages not written yet may be broken today; schema errors may not.
    expect(report.site).toBeDefined();
    // Every page file, then the pages the pair template made.
    const fromFiles = report.pages.filter(({ file }) => !file.includes('templates/pair.json'));
    expect(fromFiles).toHaveLength(pageFiles.length);
    expect(report.pages.length).toBeGreaterThan(pageFiles.length);
    for (const problem of [...report.errors, ...report.warnings]) {
      expect(problem.file.startsWith(`${path.relative(repoRoot, folder)}/`)).toBe(true);
      expect(problem.path).not.toBe('');
    }
  });
});

describe('a copied page file that kept its slug', () => {
  it('is one problem, on the copy, though the real content has every cross-file check', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'validator-'));
    temporaryFolders.push(parent);
    const folder = path.join(parent, 'content');
    await cp(DEFAULT_CONTENT_DIR, folder, { recursive: true });
    await cp(
      path.join(folder, 'coins', 'bitcoin.json'),
      path.join(folder, 'coins', 'dogecoin.json'),
    );
    await mkdir(path.join(folder, 'coins', 'copies'));
    await cp(
      path.join(folder, 'coins', 'bitcoin.json'),
      path.join(folder, 'coins', 'copies', 'bitcoin.json'),
    );
    const report = await validatePagesData(folder, {
      blockChecks: loadBlockChecks,
      relativeTo: folder,
    });
    expect(report.errors.map(({ file, path: at }) => `${file} ${at}`)).toEqual([
      'coins/copies/bitcoin.json slug',
      'coins/dogecoin.json slug',
    ]);
  });
});

describe('validatePagesData on hostile folders', () => {
  /** The report of a changed copy of the valid fixture, with file names starting at "copy/". */
  async function reportForCopy(folder: string): Promise<string> {
    return formatReport(
      await validatePagesData(folder, {
        blockChecks: loadBlockChecks,
        relativeTo: path.dirname(folder),
      }),
    );
  }

  it('reports each of two links back to a parent folder in one line and does not follow them', async () => {
    const folder = await copyOfValidFixture();
    await symlink('..', path.join(folder, 'coins', 'up'));
    await symlink('..', path.join(folder, 'coins', 'again'));
    expect(await reportForCopy(folder)).toMatchInlineSnapshot(`
      "error  copy/coins/again  (top level)  symbolic link loops back to copy, a folder it is in; not followed
      error  copy/coins/up     (top level)  symbolic link loops back to copy, a folder it is in; not followed
      2 problems in 2 files; 18 files checked."
    `);
  });

  it('never leaves the folder through a link, and walks a linked folder once', async () => {
    const folder = await copyOfValidFixture();
    await symlink('..', path.join(folder, 'up'));
    await symlink('.', path.join(folder, 'self'));
    await symlink('coins', path.join(folder, 'more-coins'));
    await symlink('/etc/passwd', path.join(folder, 'coins', 'passwd.json'));
    const outside = path.dirname(folder);
    const text = (await reportForCopy(folder)).replaceAll(outside, '<parent>');
    expect(text).toMatchInlineSnapshot(`
      "error  copy/coins/passwd.json  (top level)  is a link to /etc/passwd, not a file of its own, so it is not read; put a copy of the file in its place
      error  copy/up                 (top level)  symbolic link leads outside the folder (to <parent>); not followed
      error  copy/more-coins         (top level)  symbolic link leads to copy/coins, which is checked already; not followed
      error  copy/self               (top level)  symbolic link loops back to copy, a folder it is in; not followed
      4 problems in 4 files; 18 files checked."
    `);
  });

  it('reads no page file that is a link, whether it leads inside, outside or nowhere', async () => {
    const folder = await copyOfValidFixture();
    await symlink('../site.json', path.join(folder, 'pages', 'siteref.json'));
    await symlink('bitcoin.json', path.join(folder, 'coins', 'btc.json'));
    await symlink('../nothing-yet.json', path.join(folder, 'pages', 'dangling.json'));
    const report = await validatePagesData(folder, {
      blockChecks: loadBlockChecks,
      relativeTo: path.dirname(folder),
    });
    expect(report.errors.map(({ file, message }) => `${file}: ${message}`).sort()).toEqual([
      'copy/coins/btc.json: is a link to copy/coins/bitcoin.json, not a file of its own, so it is not read; put a copy of the file in its place',
      'copy/pages/dangling.json: is a link to a file that does not exist, not a file of its own, so it is not read; put a copy of the file in its place',
      'copy/pages/siteref.json: is a link to copy/site.json, not a file of its own, so it is not read; put a copy of the file in its place',
    ]);
    expect(report.pages.map(({ file }) => file)).not.toContain('copy/pages/siteref.json');
    await expect(stat(path.join(folder, 'nothing-yet.json'))).rejects.toThrow();
  });

  it('follows a link to a folder inside that is not walked otherwise', async () => {
    const folder = await copyOfValidFixture();
    await mkdir(path.join(folder, '.drafts'));
    await writeFile(path.join(folder, '.drafts', 'bitcoin.json'), '{"slug": 1}');
    await symlink('../.drafts', path.join(folder, 'coins', 'drafts'));
    const report = await validatePagesData(folder, {
      blockChecks: loadBlockChecks,
      relativeTo: path.dirname(folder),
    });
    expect(report.filesChecked).toBe(19);
    expect(report.errors.map((error) => error.file)).toContain('copy/coins/drafts/bitcoin.json');
  });

  it('reads no page outside the page folders, and says where it would go', async () => {
    const folder = await copyOfValidFixture();
    const page = JSON.parse(await readFile(path.join(folder, 'coins', 'bitcoin.json'), 'utf8'));
    await mkdir(path.join(folder, 'drafts'));
    await writeFile(
      path.join(folder, 'drafts', 'dogecoin.json'),
      JSON.stringify({ ...page, slug: 'dogecoin' }),
    );
    await writeFile(path.join(folder, 'stray.json'), '{');
    const report = await validatePagesData(folder, {
      blockChecks: loadBlockChecks,
      relativeTo: path.dirname(folder),
    });
    expect(report.ok).toBe(true);
    expect(report.pages.map(({ page }) => page.slug)).not.toContain('dogecoin');
    expect(report.warnings.map(({ file, message }) => `${file}: ${message}`).sort()).toEqual([
      'copy/drafts/dogecoin.json: is in no collection, so it is not read: page files go in pages/, coins/, pairs/',
      'copy/stray.json: is in no collection, so it is not read: page files go in pages/, coins/, pairs/',
    ]);
  });

  it('reports every field given twice in a page, with its path and lines', async () => {
    const folder = await copyOfValidFixture();
    const file = path.join(folder, 'coins', 'bitcoin.json');
    const page = await readFile(file, 'utf8');
    await writeFile(
      file,
      page
        .replace('"title": "Swap Bitcoin",', '"title": "Swap Bitcoin",\n  "title": "Swap BTC",')
        .replace('"heading": "Price Chart",', '"heading": "Price Chart", "heading": "Chart",'),
    );
    const report = await validatePagesData(folder, {
      blockChecks: loadBlockChecks,
      relativeTo: path.dirname(folder),
    });
    expect(formatReport(report)).toMatchInlineSnapshot(`
      "error  copy/coins/bitcoin.json:8:3    title              field "title" is given twice (lines 7 and 8); only the last one counts, so remove the other
      error  copy/coins/bitcoin.json:57:33  blocks[2].heading  field "heading" is given twice (lines 57 and 57); only the last one counts, so remove the other
      2 problems in 1 file; 18 files checked."
    `);
    expect(report.pages.map((page) => page.file)).not.toContain('copy/coins/bitcoin.json');
    expect(report.pages.map((page) => page.file)).toContain('copy/pages/home.json');
  });

  it.each(['', '  '])(
    'refuses the empty folder name %j instead of checking the working directory',
    async (name) => {
      await expect(validatePagesData(name, { blockChecks: loadBlockChecks })).rejects.toThrow(
        new ValidationSetupError('the folder name is empty; name a folder, such as pages-data'),
      );
    },
  );

  it('cuts values of 800 KB to a few words in every line', async () => {
    const folder = await copyOfValidFixture();
    const page = JSON.parse(
      await readFile(path.join(folder, 'coins', 'bitcoin.json'), 'utf8'),
    ) as Record<string, unknown>;
    const huge = 'y'.repeat(800_000);
    const hero = { type: 'hero', heading: 'Hi', blurb: 'There' };
    const variants: Record<string, Record<string, unknown>> = {
      slug: { slug: huge },
      field: { slug: 'field', [huge]: 1 },
      type: { slug: 'type', blocks: [{ type: huge }] },
      page: { slug: 'page', blocks: [{ ...hero, buttons: [{ label: 'x', href: `/z${huge}` }] }] },
      anchor: {
        slug: 'anchor',
        blocks: [{ ...hero, buttons: [{ label: 'x', href: `#${huge}` }] }],
      },
    };
    for (const [name, change] of Object.entries(variants)) {
      await writeFile(
        path.join(folder, 'coins', `${name}.json`),
        JSON.stringify({ ...page, ...change }),
      );
    }
    const lines = (await reportForCopy(folder)).split('\n');
    for (const line of lines) expect(line.length).toBeLessThan(400);
    const text = lines.join('\n');
    expect(text).toMatch(/slug "y{60}…" must match the file name "slug\.json"/);
    expect(text).toMatch(/unknown field "y{60}…"/);
    expect(text).toMatch(/unknown block type "y{30,}…/);
    expect(text).toMatch(/broken link \/zy{58}…: no page has this slug/);
    expect(text).toMatch(/broken link #y{59}…: this page has no anchor "y{60}…"/);
  });
});

describe('validatePagesData with files that passed before', () => {
  /** A copy of the valid fixture where pages/about.json has a field no schema allows. */
  async function folderWithAnUnknownField() {
    const folder = await copyOfValidFixture();
    const pages = await readdir(path.join(folder, 'pages'));
    const file = path.join(folder, 'pages', pages[0]!);
    const page = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    await writeFile(file, JSON.stringify({ ...page, colour: 'red' }, null, 2));
    return { folder, name: `pages/${pages[0]!}`, file };
  }

  it('checks a file against its schema again once it has changed since it passed', async () => {
    const { folder, name, file } = await folderWithAnUnknownField();
    const before = fileFacts(await stat(file));
    await writeFile(file, `${await readFile(file, 'utf8')}\n`);
    const report = await validatePagesData(folder, {
      blockChecks: loadBlockChecks,
      passedBefore: new Map([[name, before]]),
    });
    expect(report.errors.map(({ path }) => path)).toEqual(['colour']);
  });

  it('takes a file as it was when it passed, and lends it no other file’s errors', async () => {
    // Only the file's facts are compared: that is the promise the caller makes. Every other
    // page file is checked, and fails, before and after it.
    const folder = await copyOfValidFixture();
    const [original] = await readdir(path.join(folder, 'pages'));
    const page = JSON.parse(
      await readFile(path.join(folder, 'pages', original!), 'utf8'),
    ) as Record<string, unknown>;
    const names = ['extra-a.json', 'extra-b.json', 'extra-c.json'];
    for (const name of names) {
      const slug = name.replace('.json', '');
      const wrong = { ...page, slug, colour: 'red' };
      await writeFile(path.join(folder, 'pages', name), JSON.stringify(wrong, null, 2));
    }
    const trusted = `pages/${names[1]!}`;
    const report = await validatePagesData(folder, {
      blockChecks: loadBlockChecks,
      passedBefore: new Map([[trusted, fileFacts(await stat(path.join(folder, trusted)))]]),
    });
    const failed = report.errors.map(({ file }) => file.split('/').slice(-2).join('/'));
    expect(names.length).toBeGreaterThan(2);
    expect(failed.sort()).toEqual(
      names
        .filter((name) => `pages/${name}` !== trusted)
        .map((name) => `pages/${name}`)
        .sort(),
    );
  });
});

describe('validatePagesData with made pages that passed before', () => {
  it('makes and checks the made pages again only when what they are made of has changed', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'validator-made-'));
    temporaryFolders.push(parent);
    const folder = path.join(parent, 'content');
    await cp(DEFAULT_CONTENT_DIR, folder, { recursive: true });
    const templateFile = path.join(folder, 'templates', 'coin.json');
    const template = JSON.parse(await readFile(templateFile, 'utf8')) as Record<string, unknown>;
    const withUnknown = async (placeholder: string, madePagesPassed?: string) => {
      await writeFile(
        templateFile,
        JSON.stringify({ ...template, description: `Swap {coin.name} ${placeholder}.` }, null, 2),
      );
      return validatePagesData(folder, { blockChecks: loadBlockChecks, madePagesPassed });
    };
    const madeProblems = (report: Awaited<ReturnType<typeof validatePagesData>>) =>
      report.errors.filter(({ message }) => message.startsWith('unknown placeholders'));

    const first = await withUnknown('{coin.colour}');
    expect(madeProblems(first)).toHaveLength(1);
    expect(first.madeChecksKey).toEqual(expect.any(String));

    // Only a passing report's key is ever recorded by a build; this one stands in for it.
    const passed = first.madeChecksKey;
    expect(madeProblems(await withUnknown('{coin.colour}', passed))).toEqual([]);
    expect(madeProblems(await withUnknown('{coin.flavour}', passed))).toHaveLength(1);
  }, 60_000);
});

describe('validatePagesData handing over the site data before it checks the pages', () => {
  it("hands over the report's site data and articles, also when a page has an error", async () => {
    const handed: unknown[] = [];
    const report = await validatePagesData(path.join(fixtures, 'wrong-type'), {
      blockChecks: loadBlockChecks,
      relativeTo: fixtures,
      onSiteData: (site, articles) => handed.push({ site, articles }),
    });
    expect(report.ok).toBe(false);
    expect(handed).toEqual([{ site: report.site, articles: report.articles }]);
  });

  it('hands over nothing when the site file breaks its schema', async () => {
    const folder = await copyOfValidFixture();
    const siteFile = path.join(folder, 'site.json');
    const site = JSON.parse(await readFile(siteFile, 'utf8')) as Record<string, unknown>;
    await writeFile(siteFile, JSON.stringify({ ...site, siteName: 42 }));
    const handed: unknown[] = [];
    const report = await validatePagesData(folder, {
      blockChecks: loadBlockChecks,
      onSiteData: (siteData) => handed.push(siteData),
    });
    expect(report.ok).toBe(false);
    expect(handed).toEqual([]);
  });
});
