import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { slugForPath } from '../../src/engine/routes.ts';
import { pageFileOf } from '../../src/engine/routes.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface FirstLoadJs {
  route: string;
  /** Same-origin scripts a first visit downloads, as paths under the site root. */
  files: string[];
  /** Scripts from other hosts the HTML names (counted nowhere, listed so they are not missed). */
  external: string[];
  bytes: number;
  gzip: number;
  brotli: number;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The routes whose first load the bench measures and compares with the floor's. */
export const FIRST_LOAD_ROUTES = ['/', '/bitcoin', '/bitcointoethereum', '/about'];

const VITE_MANIFEST = path.join('.vite', 'manifest.json');

/** The attributes of every `<script>` and `<link>` tag in an HTML document. */
export function scriptAndLinkTags(html: string): { tag: string; attrs: Map<string, string> }[] {
  const tags: { tag: string; attrs: Map<string, string> }[] = [];
  for (const match of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = new Map<string, string>();
    for (const attr of match[2]!.matchAll(/([^\s=/]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)) {
      const raw = attr[2] ?? '';
      attrs.set(attr[1]!.toLowerCase(), raw.replace(/^["']|["']$/g, ''));
    }
    tags.push({ tag: match[1]!.toLowerCase(), attrs });
  }
  return tags;
}

/** Script URLs a browser fetches before the page can run: scripts and module preloads. */
export function firstLoadScriptUrls(html: string): string[] {
  const urls = scriptAndLinkTags(html).flatMap(({ tag, attrs }) => {
    if (tag === 'script') {
      const type = attrs.get('type') ?? '';
      const isScript = type === '' || type === 'module' || /javascript/.test(type);
      return isScript && attrs.has('src') ? [attrs.get('src')!] : [];
    }
    const rel = (attrs.get('rel') ?? '').split(/\s+/);
    return rel.includes('modulepreload') && attrs.has('href') ? [attrs.get('href')!] : [];
  });
  return [...new Set(urls)];
}

const isSameOrigin = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * Adds every chunk the listed files import statically, following Vite's manifest. Dynamic
 * imports (React.lazy, import()) are left out: they load after the page has started.
 */
export function withStaticImports(files: readonly string[], manifest: Manifest): string[] {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const key = byFile.get(file);
    for (const imported of (key && manifest[key]?.imports) || []) {
      const chunk = manifest[imported];
      if (chunk) visit(chunk.file);
    }
  };
  files.forEach(visit);
  return [...seen];
}

export function htmlFileForRoute(distDir: string, route: string): string {
  return path.join(distDir, pageFileOf(slugForPath(route)!));
}

async function readManifest(distDir: string): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(path.join(distDir, VITE_MANIFEST), 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(
      `cannot read ${VITE_MANIFEST} in the build (is build.manifest on in vite.config.ts?)`,
      { cause: error },
    );
  }
}

/** Compressed sizes as a CDN serves pre-compressed files: gzip -9 and brotli at quality 11. */
export async function compressedSizes(bytes: Buffer): Promise<{ gzip: number; brotli: number }> {
  const [gzipped, brotlied] = await Promise.all([
    gzipAsync(bytes, { level: 9 }),
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  ]);
  return { gzip: gzipped.length, brotli: brotlied.length };
}

/** The JavaScript a first visit to `route` downloads, each file compressed on its own. */
export async function measureFirstLoadJs(distDir: string, route: string): Promise<FirstLoadJs> {
  const html = await readFile(htmlFileForRoute(distDir, route), 'utf8');
  const urls = firstLoadScriptUrls(html);
  const local = urls.filter(isSameOrigin).map((url) => url.slice(1).split(/[?#]/)[0]!);
  const files = withStaticImports(local, await readManifest(distDir)).sort();
  const totals = { bytes: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const bytes = await readFile(path.join(distDir, file));
    const sizes = await compressedSizes(bytes);
    totals.bytes += bytes.length;
    totals.gzip += sizes.gzip;
    totals.brotli += sizes.brotli;
  }
  return { route, files, external: urls.filter((url) => !isSameOrigin(url)), ...totals };
}
