// @vitest-environment node
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { formatReport, validatePagesData, ValidationSetupError } from './index';
import { MAX_FILE_BYTES } from './json-file';
import { collectionOf, DEFAULT_CONTENT_DIR } from '../content/collections';

const fixtures = fileURLToPath(new URL('../../tests/fixtures/validator/', import.meta.url));

/** The report text for a fixture folder, with file names relative to the fixtures folder. */
async function reportFor(name: string): Promise<string> {
  const report = await validatePagesData(path.join(fixtures, name), { relativeTo: fixtures });
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
  it('passes a folder without problems and returns its pages and site', async () => {
    const report = await validatePagesData(path.join(fixtures, 'valid'), { relativeTo: fixtures });
    expect(formatReport(report)).toMatchInlineSnapshot(`"No errors; 4 files checked."`);
    expect(report.ok).toBe(true);
    expect(report.pages.map(({ file, page }) => `${file} ${page.slug}`)).toEqual([
      'valid/coins/bitcoin.json bitcoin',
      'valid/pages/home.json home',
    ]);
    expect(report.site?.siteName).toBe('SwapRoute');
  });

  it('reports invalid JSON with its line and column', async () => {
    expect(await reportFor('invalid-json')).toMatchInlineSnapshot(`
      "error  invalid-json/coins/missing-comma.json   (top level)  invalid JSON at line 4, column 3: Expected ',' or '}' after property value
      error  invalid-json/coins/trailing-comma.json  (top level)  invalid JSON at line 4, column 33: Unexpected token ']' (remove the comma before it)
      2 errors in 2 files; 4 files checked."
    `);
  });

  it('reports an empty file', async () => {
    expect(await reportFor('empty-file')).toMatchInlineSnapshot(`
      "error  empty-file/coins/blank.json  (top level)  file is empty
      error  empty-file/coins/empty.json  (top level)  file is empty
      2 errors in 2 files; 4 files checked."
    `);
  });

  it('reports a file that is not a JSON object', async () => {
    expect(await reportFor('not-an-object')).toMatchInlineSnapshot(`
      "error  not-an-object/coins/list.json  (top level)  must be a JSON object (got array)
      error  not-an-object/coins/text.json  (top level)  must be a JSON object (got string)
      2 errors in 2 files; 4 files checked."
    `);
  });

  it('reports wrong types at their fields', async () => {
    expect(await reportFor('wrong-type')).toMatchInlineSnapshot(`
      "error  wrong-type/coins/bitcoin.json  title                      must be a string (got number)
      error  wrong-type/coins/bitcoin.json  keywords                   must be a list (got string)
      error  wrong-type/coins/bitcoin.json  blocks[0].buttons          must be a list (got object)
      error  wrong-type/coins/bitcoin.json  blocks[1].items[1].answer  must be a string (got number)
      4 errors in 1 file; 3 files checked."
    `);
  });

  it('reports wrong values: enum, const, pattern, length, item count and missing fields', async () => {
    expect(await reportFor('wrong-value')).toMatchInlineSnapshot(`
      "error  wrong-value/pairs/bitcointoethereum.json  kind                       must be one of: home, fixed, coin, pair (got "pairs")
      error  wrong-value/pairs/bitcointoethereum.json  blocks[0].blurb            missing required field "blurb"
      error  wrong-value/pairs/bitcointoethereum.json  blocks[0].area             must be one of: main, sidebar (got "left")
      error  wrong-value/pairs/bitcointoethereum.json  blocks[0].heading          must not be empty
      error  wrong-value/pairs/bitcointoethereum.json  blocks[0].buttons[0].href  must be an internal path such as /bitcoin or /bitcoin#chart, an in-page anchor such as #chart, an https:// address or a mailto: address (got "htp://x")
      error  wrong-value/pairs/bitcointoethereum.json  blocks[1].exchangeType     must be "Cross-Chain Swap" (got "Cross Chain")
      error  wrong-value/pairs/bitcointoethereum.json  blocks[2].toSymbol         has the wrong format (got "eth")
      error  wrong-value/pairs/bitcointoethereum.json  blocks[3].items            must have exactly 5 items (has 4)
      8 errors in 1 file; 3 files checked."
    `);
  });

  it('reports rich text mistakes in one line each', async () => {
    expect(await reportFor('rich-text')).toMatchInlineSnapshot(`
      "error  rich-text/coins/bitcoin.json  blocks[1].body[1][1]       must be text, a link {text, href} or {strong} (got {"text":"how it works"})
      error  rich-text/coins/bitcoin.json  blocks[1].body[2]          must be text or a list of: text, a link {text, href} or {strong} (got 5)
      error  rich-text/coins/bitcoin.json  blocks[1].body[3][1].href  must be an internal path such as /bitcoin or /bitcoin#chart, an in-page anchor such as #chart, an https:// address or a mailto: address (got "chart")
      3 errors in 1 file; 3 files checked."
    `);
  });

  it("reports an unknown block type once, and only the block schema's errors for known types", async () => {
    // The list of known types grows as blocks are added; schema-errors.test.ts checks it.
    const text = (await reportFor('unknown-block-type')).replace(
      /\(known types: [^)]+\)/,
      '(known types: …)',
    );
    expect(text).toMatchInlineSnapshot(`
      "error  unknown-block-type/coins/bitcoin.json  blocks[1].type     unknown block type "carousel" (known types: …)
      error  unknown-block-type/coins/bitcoin.json  blocks[2].heading  missing required field "heading"
      error  unknown-block-type/coins/bitcoin.json  blocks[3].type     missing required field "type"
      3 errors in 1 file; 3 files checked."
    `);
  });

  it('reports unknown fields', async () => {
    expect(await reportFor('unknown-field')).toMatchInlineSnapshot(`
      "error  unknown-field/coins/bitcoin.json  colour            unknown field "colour"
      error  unknown-field/coins/bitcoin.json  blocks[0].heding  unknown field "heding" (did you mean "heading"?)
      error  unknown-field/coins/bitcoin.json  blocks[1].colour  unknown field "colour"
      3 errors in 1 file; 3 files checked."
    `);
  });

  it('reports a slug that does not match the file name', async () => {
    expect(await reportFor('slug-mismatch')).toMatchInlineSnapshot(`
      "error  slug-mismatch/coins/bitcoin.json  slug  slug "btc" must match the file name "bitcoin.json"
      1 error in 1 file; 3 files checked."
    `);
  });

  it('reports a duplicate slug on both files', async () => {
    expect(await reportFor('duplicate-slug')).toMatchInlineSnapshot(`
      "error  duplicate-slug/coins/bitcoin.json  slug  slug "bitcoin" is also used by duplicate-slug/pairs/bitcoin.json
      error  duplicate-slug/pairs/bitcoin.json  slug  slug "bitcoin" is also used by duplicate-slug/coins/bitcoin.json
      2 errors in 2 files; 4 files checked."
    `);
  });

  it('reports reserved slugs', async () => {
    expect(await reportFor('reserved-slug')).toMatchInlineSnapshot(`
      "error  reserved-slug/coins/about.json  slug  slug "about" is reserved for the site's fixed pages (home, how-it-works, docs, about, terms, privacy); choose another
      error  reserved-slug/coins/api.json    slug  slug "api" is reserved for the site's server (api, page-data, assets, 404); choose another
      2 errors in 2 files; 5 files checked."
    `);
  });

  it('reports broken links with a suggestion when one is close', async () => {
    expect(await reportFor('broken-link')).toMatchInlineSnapshot(`
      "error  broken-link/site.json           nav[0].href                link #faq must name a page too, such as /#faq: links in site.json appear on every page
      error  broken-link/site.json           nav[1].href                broken link /dogecoin: no page has this slug
      error  broken-link/coins/bitcoin.json  blocks[0].buttons[0].href  broken link /home: the home page is served at /
      error  broken-link/coins/bitcoin.json  blocks[1].links[0].href    broken link /dogecointobnb: no page has this slug (did you mean /dogetobnb?)
      error  broken-link/coins/bitcoin.json  blocks[1].links[1].href    broken link /ethereumtousdt: no page has this slug (did you mean /ethtousdt?)
      error  broken-link/coins/bitcoin.json  blocks[1].links[2].href    broken link /bitcoinn: no page has this slug (did you mean /bitcoin?)
      error  broken-link/coins/bitcoin.json  blocks[1].links[3].href    broken link /nothing-like-this: no page has this slug
      7 errors in 2 files; 5 files checked."
    `);
  });

  it('reports links to anchors that do not exist', async () => {
    expect(await reportFor('missing-anchor')).toMatchInlineSnapshot(`
      "error  missing-anchor/pairs/bitcointoethereum.json  blocks[0].buttons[0].href  broken link #faq: this page has no anchor "faq" (anchors: chart)
      error  missing-anchor/pairs/bitcointoethereum.json  blocks[1].links[0].href    broken link /bitcoin#price: page /bitcoin has no anchor "price" (anchors: about, chart)
      2 errors in 1 file; 4 files checked."
    `);
  });

  it('warns about known broken links instead of failing', async () => {
    expect(await reportFor('known-broken-link')).toMatchInlineSnapshot(`
      "warning  /bitcointobnb  known broken link, linked from known-broken-link/coins/bitcoin.json (blocks[0].buttons[0].href, blocks[1].links[1].href), known-broken-link/pairs/btctobnb.json (blocks[1].links[1].href) (did you mean /btctobnb?)
      No errors; 1 warning (known broken links); 4 files checked."
    `);
  });

  it('warns about known-broken entries that are no longer needed', async () => {
    expect(await reportFor('stale-known-broken')).toMatchInlineSnapshot(`
      "warning  /bitcointoethereum  listed in stale-known-broken/known-broken-links.json but stale-known-broken/pairs/bitcointoethereum.json now has this slug; remove it
      warning  /ethereumtobitcoin  listed in stale-known-broken/known-broken-links.json but nothing links to it any more; remove it
      No errors; 2 warnings (known broken links); 3 files checked."
    `);
  });

  it('reports a missing site.json', async () => {
    expect(await reportFor('missing-site')).toMatchInlineSnapshot(`
      "error  missing-site/site.json  (top level)  file is missing; every site needs one
      1 error in 1 file; 2 files checked."
    `);
  });

  it('rejects a very large file without reading it', async () => {
    const folder = await copyOfValidFixture();
    await writeFile(
      path.join(folder, 'coins', 'huge.json'),
      Buffer.alloc(1.5 * MAX_FILE_BYTES, ' '),
    );
    const report = await validatePagesData(folder, { relativeTo: path.dirname(folder) });
    expect(formatReport(report)).toMatchInlineSnapshot(`
      "error  copy/coins/huge.json  (top level)  file is too large (1.5 MB; the limit is 1 MB)
      1 error in 1 file; 5 files checked."
    `);
  });

  it('reports a file that is not UTF-8 text', async () => {
    const folder = await copyOfValidFixture();
    await writeFile(path.join(folder, 'coins', 'utf16.json'), Buffer.from('\ufeff{}', 'utf16le'));
    const report = await validatePagesData(folder, { relativeTo: path.dirname(folder) });
    expect(formatReport(report)).toMatchInlineSnapshot(`
      "error  copy/coins/utf16.json  (top level)  file is not UTF-8 text (is it a binary file, or saved in another encoding?)
      1 error in 1 file; 5 files checked."
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
    const report = await validatePagesData(folder, { relativeTo: path.dirname(folder) });
    expect(formatReport(report)).toMatchInlineSnapshot(`
      "error  copy/coins/bitcoin.json  extra           unknown field "extra"
      error  copy/coins/bitcoin.json  blocks[0].type  missing required field "type"
      2 errors in 1 file; 4 files checked."
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
    const report = await validatePagesData(folder, { relativeTo: path.dirname(folder) });
    expect(report.errors).toHaveLength(51);
    expect(formatReport(report).split('\n').slice(-3)).toMatchInlineSnapshot(`
      [
        "error  copy/coins/bitcoin.json  keywords[49]  must be a string (got number)",
        "error  copy/coins/bitcoin.json  (top level)   950 more problems not shown; fix the ones above first",
        "51 errors in 1 file; 4 files checked.",
      ]
    `);
  });

  it('skips files that are not .json and hidden files', async () => {
    const folder = await copyOfValidFixture();
    await writeFile(path.join(folder, 'README.md'), '# notes');
    await writeFile(path.join(folder, 'coins', '.draft.json'), '{');
    const report = await validatePagesData(folder);
    expect(report.errors).toEqual([]);
    expect(report.filesChecked).toBe(4);
  });

  it('throws a ValidationSetupError for a folder that does not exist', async () => {
    const missing = path.join(fixtures, 'no-such-folder');
    await expect(validatePagesData(missing, { relativeTo: fixtures })).rejects.toThrow(
      new ValidationSetupError('cannot read the folder no-such-folder: it does not exist'),
    );
  });

  it('throws a ValidationSetupError for a file given as the folder', async () => {
    const file = path.join(fixtures, 'valid', 'site.json');
    await expect(validatePagesData(file, { relativeTo: fixtures })).rejects.toThrow(
      'cannot read the folder valid/site.json: it is not a folder',
    );
  });

  it('checks the real content folder: every page passes its schema', async () => {
    const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
    const folder = DEFAULT_CONTENT_DIR;
    const report = await validatePagesData(folder, { relativeTo: repoRoot });
    const pageFiles = (await readdir(folder, { recursive: true })).filter(
      (name) => name.endsWith('.json') && collectionOf(name).name === 'pages',
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
