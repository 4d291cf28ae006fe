import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { PAGE_BROTLI_QUALITY } from '../src/server/compress.ts';
import { MIN_COMPRESS_BYTES } from '../src/server/precompressed.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images such as PNG are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.txt',
]);

/**
 * Files whose number grows with the site: the pages and their data (one or two per page), and
 * the coin marks (one per catalogue coin). Compressing them here was most of a large build
 * (and two more files each to write, store and copy into every build's output). The server
 * compresses them on first request, at the same quality, and keeps the result; CDNs and
 * static hosts compress them on their own.
 */
export function isCompressedOnRequest(relativePath: string): boolean {
  const [top, ...below] = relativePath.split(path.sep);
  if (top === 'page-data') return true;
  if (top === 'icons' && below[0] === 'coins') return true;
  // Pages are the HTML files at the top of dist/ (pageFileOf); the 404 page is one for all.
  return below.length === 0 && top!.endsWith('.html') && top !== '404.html';
}

/**
 * Brotli quality for the shared code and styles under assets/: a few dozen files whatever the
 * number of pages, downloaded by every visitor, so the smallest copy is worth the time.
 */
export const ASSET_BROTLI_QUALITY = constants.BROTLI_MAX_QUALITY;

const ASSETS_DIR = 'assets';

export function brotliQualityFor(relativePath: string): number {
  return relativePath.split(path.sep)[0] === ASSETS_DIR
    ? ASSET_BROTLI_QUALITY
    : PAGE_BROTLI_QUALITY;
}

/**
 * Files compressed at once. zlib compresses on libuv's thread pool, so several files in flight
 * keep every core busy while the main thread reads and writes the next ones.
 */
const FILES_IN_FLIGHT = Math.max(4, os.availableParallelism() * 2);

/**
 * False for a file too small to be worth compressing, or whose file.br and file.gz were written
 * after it last changed (a reused bundle's). Asked of every file before any is read: most of
 * a site's files are small marks that never get copies, and reading each of them again was
 * most of a rebuild's compressing step. `exists` says whether a copy is there
 * without asking the disk when the caller listed the folder already.
 */
function needsCopies(file: string, exists: (copy: string) => boolean): boolean {
  const source = statSync(file);
  if (source.size < MIN_COMPRESS_BYTES) return false;
  if (!exists(`${file}.br`) || !exists(`${file}.gz`)) return true;
  const changed = source.mtimeMs;
  return statSync(`${file}.br`).mtimeMs < changed || statSync(`${file}.gz`).mtimeMs < changed;
}

async function compress(content: Buffer, quality: number) {
  return Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
}

/**
 * Copies of a file compressed earlier from the same content at the same quality, or new ones
 * kept there for next time: most of a client bundle's shared assets are the same after a code
 * change, and compressing them at brotli 11 was most of the time a new bundle took after Vite.
 */
async function compressCached(content: Buffer, quality: number, cacheDir: string, file: string) {
  const name = createHash('sha256').update(content).digest('hex');
  const kept = path.join(cacheDir, `${name}-q${quality}`);
  try {
    await Promise.all([copyFile(`${kept}.br`, `${file}.br`), copyFile(`${kept}.gz`, `${file}.gz`)]);
    return;
  } catch {
    // Not kept yet (or only half of it): compressed below.
  }
  const [br, gz] = await compress(content, quality);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  await mkdir(cacheDir, { recursive: true });
  // Each copy appears whole or not at all, so a build stopped halfway leaves none half written.
  const staging = `${kept}.${process.pid}`;
  await Promise.all([writeFile(`${staging}.br`, br), writeFile(`${staging}.gz`, gz)]);
  await Promise.all([rename(`${staging}.br`, `${kept}.br`), rename(`${staging}.gz`, `${kept}.gz`)]);
}

async function compressFile(dir: string, file: string, cacheDir?: string) {
  const content = await readFile(file);
  const quality = brotliQualityFor(path.relative(dir, file));
  if (cacheDir) {
    await compressCached(content, quality, cacheDir, file);
    return;
  }
  const [br, gz] = await compress(content, quality);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/** Whether a file (relative to the site folder) gets compressed copies at all. */
const isShared = (relativePath: string) =>
  COMPRESSIBLE_EXTENSIONS.has(path.extname(relativePath)) && !isCompressedOnRequest(relativePath);

/** Compresses the files that need copies, several at once; returns how many it compressed. */
async function compressAll(
  dir: string,
  files: readonly string[],
  exists: (copy: string) => boolean,
  cacheDir?: string,
) {
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      if (!needsCopies(file, exists)) continue;
      await compressFile(dir, file, cacheDir);
      written += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(FILES_IN_FLIGHT, files.length) }, worker));
  return written;
}

/**
 * Writes file.br and file.gz beside every compressible file in dir (or only in its subfolder
 * `under`) that is not a page or page data, so the server (or a CDN) sends them without
 * compressing on every request. Files whose copies are newer than they are (code bundles
 * reused from an earlier build) are left as they are; with a cacheDir, files compressed before
 * at the same quality are copied from there.
 */
export async function precompressDir(
  dir: string,
  { under, cacheDir }: { under?: string; cacheDir?: string } = {},
) {
  const root = under ? path.join(dir, under) : dir;
  const names = new Set(
    (await readdir(root, { withFileTypes: true, recursive: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
  const files = [...names].filter((file) => isShared(path.relative(dir, file)));
  return compressAll(dir, files, (copy) => names.has(copy), cacheDir);
}

/**
 * The same for the listed files of dir alone (paths relative to it, '/'-separated), those the
 * build writes beside the client bundle; a file not there is skipped. The client bundle comes
 * with its copies (`precompressDir` when it is made), so looking through the thousands of
 * other files of a built site again, every build, found nothing to do: about 50 ms of a
 * rebuild after one page's edit.
 */
export async function precompressFiles(dir: string, relativePaths: readonly string[]) {
  const files = relativePaths
    .map((relative) => path.join(dir, relative))
    .filter((file) => isShared(path.relative(dir, file)) && existsSync(file));
  return compressAll(dir, [...new Set(files)], existsSync);
}

/**
 * Writes a file the build makes for the whole site (not a page) only when its text changed:
 * an unchanged file keeps its time, so its compressed copies stay valid and
 * a marketer's rebuild does not compress it again. True when it was written.
 */
export async function writeIfChanged(file: string, text: string): Promise<boolean> {
  const before = await readFile(file, 'utf8').catch(() => null);
  if (before === text) return false;
  // A new file, not the old one written into: the 404 page may be a kept copy's other name
  // (page-store.ts).
  if (before !== null) await rm(file, { force: true });
  await writeFile(file, text);
  return true;
}
