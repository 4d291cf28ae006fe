// @vitest-environment node
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatePagesData } from '../src/validation';
import { buildSite } from './build';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'build-links-'));
  const content = path.join(work, 'content');
  await cp(path.resolve(__dirname, '../tests/fixtures/validator/valid'), content, {
    recursive: true,
  });
  // The price list's rows link to each catalogue coin's page, made from site data: the
  // fixture's catalogue has coins without a page, which no `href` field in the files shows.
  const homeFile = path.join(content, 'pages/home.json');
  const home = JSON.parse(await readFile(homeFile, 'utf8')) as { blocks: unknown[] };
  home.blocks.push({ type: 'priceList', heading: 'Prices' });
  await writeFile(homeFile, JSON.stringify(home));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('buildSite', () => {
  it('fails naming the page and the rendered link when a link leads to no page', async () => {
    const content = path.join(work, 'content');
    expect((await validatePagesData(content)).errors).toEqual([]);
    const built = buildSite({
      pagesDir: content,
      distDir: path.join(work, 'dist'),
      ssrDir: path.join(work, 'ssr'),
    });
    await expect(built).rejects.toThrow(
      /^broken link {2}\/ links to \/ethereum: no page has this address$/m,
    );
  }, 180_000);
});
