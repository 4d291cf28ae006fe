import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSET_BROTLI_QUALITY,
  PAGE_BROTLI_QUALITY,
  brotliQualityFor,
  precompressDir,
} from './precompress.ts';

let dir: string;
const page = (slug: string) => `<!doctype html><title>${slug}</title>${'<p>swap</p>'.repeat(400)}`;
const files: Record<string, string> = Object.fromEntries([
  ...Array.from({ length: 40 }, (_, index) => [`coin-${index}/index.html`, page(`coin-${index}`)]),
  ['assets/index-Ab12Cd34.js', 'export const x = 1;'.repeat(200)],
  ['page-data/bitcoin.json', JSON.stringify({ slug: 'bitcoin', text: 'a'.repeat(3000) })],
  ['tiny.txt', 'small'],
]);

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes a brotli and a gzip copy of every large text file that decode to the original', async () => {
    expect(await precompressDir(dir)).toBe(Object.keys(files).length - 1);
    for (const [name, content] of Object.entries(files)) {
      if (name === 'tiny.txt') continue;
      const file = path.join(dir, name);
      expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(content);
      expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(content);
    }
  });

  it('leaves files too small to gain anything uncompressed', () => {
    expect(existsSync(path.join(dir, 'tiny.txt.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'tiny.txt.gz'))).toBe(false);
  });

  it('spends the highest quality on shared assets and a cheap one on per-page files', () => {
    expect(brotliQualityFor(path.join('assets', 'index.js'))).toBe(ASSET_BROTLI_QUALITY);
    expect(brotliQualityFor(path.join('bitcoin', 'index.html'))).toBe(PAGE_BROTLI_QUALITY);
    expect(brotliQualityFor(path.join('page-data', 'bitcoin.json'))).toBe(PAGE_BROTLI_QUALITY);
    expect(PAGE_BROTLI_QUALITY).toBeLessThan(ASSET_BROTLI_QUALITY);
  });
});

describe('precompressDir on a folder compressed before', () => {
  it('compresses again only the files changed since, and only under the folder it is given', async () => {
    const page = path.join(dir, 'coin-1', 'index.html');
    const asset = path.join(dir, 'assets', 'index-Ab12Cd34.js');
    await writeFile(page, `${page}-edited`.repeat(200));
    await writeFile(asset, 'export const y = 2;'.repeat(200));
    expect(await precompressDir(dir, { under: 'assets' })).toBe(1);
    expect(brotliDecompressSync(await readFile(`${asset}.br`)).toString()).toContain('y = 2');
    expect(await precompressDir(dir)).toBe(1);
    expect(gunzipSync(await readFile(`${page}.gz`)).toString()).toContain('-edited');
  });
});
