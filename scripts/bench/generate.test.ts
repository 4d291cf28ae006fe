import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from '../../src/content/collections';
import { validatePagesData } from '../../src/content/validation';
import { generateCatalogueSet, generatePagesSet, type GeneratedSet } from './generate';
import { loadBlockChecks } from '../../src/blocks';

const realPages = DEFAULT_CONTENT_DIR;
const SIZE = 40;

describe('generatePagesSet', () => {
  let work: string;
  let set: GeneratedSet;
  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'bench-set-'));
    set = await generatePagesSet(realPages, path.join(work, 'pages'), SIZE);
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('makes a set of exactly that many coin and pair pages, which the validator accepts', async () => {
    const report = await validatePagesData(set.folder, { blockChecks: loadBlockChecks });
    expect(report.errors).toEqual([]);
    // The page files, copies included (a coin page's copies are plain pages, so they are no
    // coins with pairs of their own); the pair template adds the real coins' pairs on top.
    const landing = report.pages.filter(
      ({ file, page }) =>
        !file.includes('templates/pair.json') &&
        (page.kind === 'coin' || page.kind === 'pair' || /-\d+$/.test(page.slug)),
    );
    expect(landing).toHaveLength(SIZE);
    expect(new Set(report.pages.map(({ page }) => page.slug)).size).toBe(report.pages.length);
  });

  it('links generated pages to each other, with text that differs from their template', async () => {
    const plainPages = await readdir(path.join(set.folder, 'pages'));
    const copy = plainPages.find((name) => /-\d+\.json$/.test(name))!;
    const page = JSON.parse(await readFile(path.join(set.folder, 'pages', copy), 'utf8'));
    expect(page.kind).toBe('fixed');
    const template = JSON.parse(
      await readFile(path.join(realPages, 'coins', copy.replace(/-\d+\.json$/, '.json')), 'utf8'),
    );
    expect(page.title).not.toBe(template.title);
    const hrefs = JSON.stringify(page.blocks).match(/"href":"\/[a-z0-9-]+/g) ?? [];
    expect(hrefs.some((href) => /-\d+$/.test(href))).toBe(true);
  });

  it('refuses a size smaller than the real coin and pair pages it starts from', async () => {
    await expect(generatePagesSet(realPages, path.join(work, 'tiny'), 1)).rejects.toThrow(
      /smaller than the \d+ real coin and pair pages/,
    );
  });
});

describe('generateCatalogueSet', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'bench-catalogue-'));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('adds coins with pages until every pair of the catalogue is a page, which the validator accepts', async () => {
    // Two more coins than the content has, whatever it has.
    const real = (await validatePagesData(realPages, { blockChecks: loadBlockChecks })).site!.coins;
    const coins = real.length + 2;
    const set = await generateCatalogueSet(realPages, path.join(work, 'pages'), coins);
    const report = await validatePagesData(set.folder, { blockChecks: loadBlockChecks });
    expect(report.errors).toEqual([]);
    const slugs = new Set(report.pages.map(({ page }) => page.slug));
    expect(slugs.has(`coin${coins}tocoin${coins - 1}`)).toBe(true);
    expect(slugs.has(`bitcointocoin${coins - 1}`)).toBe(true);
    const pairs = report.pages.filter(({ page }) => page.kind === 'pair');
    // Every ordered pair is a pair page, a hand-written one included where it takes over an
    // address (/ethereumtousdt redirects to /ethtousdt).
    expect(pairs).toHaveLength(coins * (coins - 1));
    expect(set.landingPages).toBe(coins * coins);
  });
});
