import { existsSync } from 'node:fs';
import { link, mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brotliQualityFor,
  isCompressedOnRequest,
  precompressDir,
  precompressFiles,
  writeIfChanged,
} from './precompress.ts';

let dir: string;
const page = (slug: string) => `<!doctype html><title>${slug}</title>${'<p>swap</p>'.repeat(400)}`;
const files: Record<string, string> = Object.fromEntries([
  ['assets/index-Ab12Cd34.js', 'export const x = 1;'.repeat(200)],
  ['404.html', page('404')],
  ['sitemap.xml', `<urlset>${'<url><loc>/coin</loc></url>'.repeat(100)}</urlset>`],
  ['tiny.txt', 'small'],
]);
/** One file or more per page or per coin: the server compresses these on request instead. */
const perPage: Record<string, string> = Object.fromEntries([
  ...Array.from({ length: 40 }, (_, index) => [`coin-${index}.html`, page(`coin-${index}`)]),
  ['index.html', page('home')],
  ['page-data/bitcoin.json', JSON.stringify({ slug: 'bitcoin', text: 'a'.repeat(3000) })],
  ['icons/coins/dogecoin.svg', `<svg>${'<path d="M0 0h24v24H0z"/>'.repeat(100)}</svg>`],
]);
/** Marks of a fixed set (wallets, networks): few, so compressed with the bundle. */
const walletMark = `<svg>${'<circle r="9"/>'.repeat(100)}</svg>`;
files['icons/wallets/metamask.svg'] = walletMark;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
  for (const [name, content] of Object.entries({ ...files, ...perPage })) {
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

  it('leaves pages, page data and coin marks to be compressed on request', () => {
    for (const name of Object.keys(perPage)) {
      expect(existsSync(path.join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(path.join(dir, `${name}.gz`)), name).toBe(false);
    }
    expect(isCompressedOnRequest('bitcoin.html')).toBe(true);
    expect(isCompressedOnRequest(path.join('page-data', 'bitcoin.json'))).toBe(true);
    expect(isCompressedOnRequest(path.join('icons', 'coins', 'bitcoin.svg'))).toBe(true);
    expect(isCompressedOnRequest(path.join('icons', 'wallets', 'metamask.svg'))).toBe(false);
    expect(isCompressedOnRequest(path.join('share', 'card.html'))).toBe(false);
    expect(isCompressedOnRequest('404.html')).toBe(false);
  });

  it('leaves files too small to gain anything uncompressed', () => {
    expect(existsSync(path.join(dir, 'tiny.txt.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'tiny.txt.gz'))).toBe(false);
  });

  it('spends the highest quality on shared assets and a cheap one on site-wide files', () => {
    // The qualities scripts/README.md states, written out: a changed constant must fail here.
    expect(brotliQualityFor(path.join('assets', 'index.js'))).toBe(11);
    expect(brotliQualityFor('sitemap.xml')).toBe(5);
    expect(brotliQualityFor('404.html')).toBe(5);
  });
});

describe('precompressDir on a folder compressed before', () => {
  it('compresses again only the files changed since, and only under the folder it is given', async () => {
    const page = path.join(dir, '404.html');
    const asset = path.join(dir, 'assets', 'index-Ab12Cd34.js');
    await writeFile(page, `${page}-edited`.repeat(200));
    await writeFile(asset, 'export const y = 2;'.repeat(200));
    expect(await precompressDir(dir, { under: 'assets' })).toBe(1);
    expect(brotliDecompressSync(await readFile(`${asset}.br`)).toString()).toContain('y = 2');
    expect(await precompressDir(dir)).toBe(1);
    expect(gunzipSync(await readFile(`${page}.gz`)).toString()).toContain('-edited');
  });

  it('compresses nothing again when the build writes a site file with the same text', async () => {
    const sitemap = path.join(dir, 'sitemap.xml');
    expect(await writeIfChanged(sitemap, files['sitemap.xml']!)).toBe(false);
    expect(await precompressDir(dir)).toBe(0);
    const changed = `<urlset>${'<url><loc>/pair</loc></url>'.repeat(100)}</urlset>`;
    expect(await writeIfChanged(sitemap, changed)).toBe(true);
    expect(await precompressDir(dir)).toBe(1);
    expect(gunzipSync(await readFile(`${sitemap}.gz`)).toString()).toBe(changed);
  });

  it('replaces a changed file rather than writing into it, so another name of it keeps its text', async () => {
    const notFound = path.join(dir, '404.html');
    const kept = path.join(dir, 'kept-404.html');
    await link(notFound, kept);
    const before = await readFile(kept, 'utf8');
    expect(await writeIfChanged(notFound, page('404 again'))).toBe(true);
    expect(await readFile(notFound, 'utf8')).toBe(page('404 again'));
    expect(await readFile(kept, 'utf8')).toBe(before);
  });
});

describe('precompressDir with a cache of compressed assets', () => {
  it('compresses an asset once and copies the kept result for the same content later', async () => {
    const cacheDir = path.join(dir, 'compress-cache');
    const first = path.join(dir, 'assets', 'chunk-first.js');
    const renamed = path.join(dir, 'assets', 'chunk-renamed.js');
    const content = 'export const shared = "the same code under a new name";'.repeat(100);
    await writeFile(first, content);
    await precompressDir(dir, { under: 'assets', cacheDir });
    const kept = (await readdir(cacheDir)).sort();
    expect(kept).toHaveLength(2);
    // A kept copy that is not what compressing would give shows that the second file got a copy.
    const marker = gzipSync('copied from the cache');
    await writeFile(
      path.join(
        cacheDir,
        kept.find((name) => name.endsWith('.gz'))!,
      ),
      marker,
    );
    await writeFile(renamed, content);
    await precompressDir(dir, { under: 'assets', cacheDir });
    expect(gunzipSync(await readFile(`${renamed}.gz`)).toString()).toBe('copied from the cache');
    expect(brotliDecompressSync(await readFile(`${renamed}.br`)).toString()).toBe(content);
  });

  it('compresses anew when the content is not the same', async () => {
    const cacheDir = path.join(dir, 'compress-cache');
    const changed = path.join(dir, 'assets', 'chunk-changed.js');
    await writeFile(changed, 'export const other = "different code";'.repeat(100));
    await precompressDir(dir, { under: 'assets', cacheDir });
    expect(gunzipSync(await readFile(`${changed}.gz`)).toString()).toContain('different code');
    expect(await readdir(cacheDir)).toHaveLength(4);
  });
});

describe('precompressFiles', () => {
  it('compresses only the listed site files that need copies, never a page', async () => {
    const robots = path.join(dir, 'robots.txt');
    const unlisted = path.join(dir, 'unlisted.xml');
    await writeFile(robots, 'User-agent: *\nAllow: /\n'.repeat(100));
    await writeFile(unlisted, `<urlset>${'<url/>'.repeat(400)}</urlset>`);
    const listed = [
      'robots.txt',
      'sitemap.xml',
      'coin-3.html',
      'page-data/bitcoin.json',
      'gone.xml',
    ];
    expect(await precompressFiles(dir, listed)).toBe(1);
    expect(gunzipSync(await readFile(`${robots}.gz`)).toString()).toContain('User-agent');
    expect(existsSync(`${unlisted}.br`)).toBe(false);
    expect(existsSync(path.join(dir, 'coin-3.html.br'))).toBe(false);
    expect(await precompressFiles(dir, listed)).toBe(0);
  });

  it('compresses a listed file again when its copies are older than it', async () => {
    const robots = path.join(dir, 'robots.txt');
    const later = new Date(Date.now() + 60_000);
    await writeFile(robots, 'User-agent: *\nDisallow: /\n'.repeat(100));
    await utimes(robots, later, later);
    expect(await precompressFiles(dir, ['robots.txt'])).toBe(1);
    expect(brotliDecompressSync(await readFile(`${robots}.br`)).toString()).toContain('Disallow');
  });
});

describe('precompressDir with a cache, for files below the highest quality', () => {
  it('keeps their copies at their own quality', async () => {
    const cacheDir = path.join(dir, 'banner-cache');
    const banner = path.join(dir, 'news', 'bitcoin.svg');
    await mkdir(path.dirname(banner), { recursive: true });
    await writeFile(banner, `<svg>${'<path d="M0 0h24v24H0z"/>'.repeat(80)}</svg>`);
    await precompressDir(dir, { under: 'news', cacheDir });
    expect((await readdir(cacheDir)).sort()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/-q5\.br$/),
        expect.stringMatching(/-q5\.gz$/),
      ]),
    );
    expect(brotliDecompressSync(await readFile(`${banner}.br`)).toString()).toContain('<svg>');
  });
});
