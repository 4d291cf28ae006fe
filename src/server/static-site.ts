import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { lowerCasedPageAddress, movedTo, pageFileOf, pageSlugForRequest } from '../engine/routes';
import { SERVER_CONTENT_DIR } from './content';
import { EncodedFileCache } from './encodedFileCache';
import { acceptedEncodings, movedPermanently, type Encoding } from './middleware';
import { MIN_COMPRESS_BYTES, type Compressor } from './precompressed';
import { MADE_PAGE_CACHE_CONTROL, MadePageCache, type MakePage } from './onDemand';

/** The file static hosts such as Netlify and Cloudflare Pages read their response headers from. */
export const STATIC_HEADERS_FILE = '_headers';
/** The same hosts' file of redirect rules. */
export const STATIC_REDIRECTS_FILE = '_redirects';
/**
 * Where the build writes a page's document inside dist/: one file per page beside the others
 * (`bitcoin.html`), not a folder per page, since creating a folder costs as much as writing
 * the page on some disks; static hosts and nginx serve `/bitcoin` from `bitcoin.html` alike.
 */

/** The build's list of addresses that moved for good (`[{ from, to }]`), for this server. */
export const REDIRECTS_FILE = `${SERVER_CONTENT_DIR}/redirects.json`;

/** The build's redirects by address; none when the build wrote no list (an older build). */
function readRedirects(distDir: string): Map<string, string> {
  let text: string;
  try {
    text = readFileSync(path.join(distDir, REDIRECTS_FILE), 'utf8');
  } catch {
    return new Map();
  }
  const list = JSON.parse(text) as { from: string; to: string }[];
  return new Map(list.map(({ from, to }) => [from, to]));
}

/** How long browsers and CDNs may keep each kind of file. */
export const CACHE_POLICY = {
  /** Vite puts a content hash in every /assets/ name: a changed file gets a new name. */
  hashedAsset: 'public, max-age=31536000, immutable',
  /** HTML and page data name the current assets, so they are checked on every use (cheap with ETag). */
  document: 'public, max-age=0, must-revalidate',
  /** Unhashed files (favicon, share image, robots.txt, boot.js) change rarely but keep their names. */
  plainFile: 'public, max-age=3600',
} as const;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  // A logo uploaded in the editor may be either (src/editor/form/logoUpload.ts).
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

interface FoundFile {
  file: string;
  size: number;
  mtimeMs: number;
}

async function findFile(file: string): Promise<FoundFile | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** The build writes file.br and file.gz beside text files; pick the best one the client reads. */
async function pickEncodedCopy(
  found: FoundFile,
  acceptEncoding: string | undefined,
): Promise<{ copy: FoundFile; encoding: Encoding | null }> {
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const copy = await findFile(`${found.file}.${encoding === 'br' ? 'br' : 'gz'}`);
    if (copy) return { copy, encoding };
  }
  return { copy: found, encoding: null };
}

const isCompressible = (file: string) => {
  const type = CONTENT_TYPES[path.extname(file)] ?? '';
  return /^(text\/|application\/(json|xml)|image\/svg)/.test(type);
};

/**
 * If-None-Match as RFC 9110 reads it for GET: `*` or a comma-separated list of tags,
 * compared weakly (W/ ignored), since the tags here describe the bytes, not their encoding.
 */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** Compresses what the build did not (pages, page data, coin marks), once each, on first request. */
interface OnDemand {
  compress: Compressor;
  cache: EncodedFileCache;
}

/** The body to send, its encoding and its validator, from a build-time copy or made now. */
async function encodedBody(
  found: FoundFile,
  acceptEncoding: string | undefined,
  onDemand: OnDemand | undefined,
): Promise<{
  body: () => Promise<Uint8Array<ArrayBuffer>>;
  encoding: Encoding | null;
  etag: string;
}> {
  const etagOf = (copy: FoundFile, suffix = '') =>
    `W/"${copy.size.toString(36)}-${Math.trunc(copy.mtimeMs).toString(36)}${suffix}"`;
  const plain = { body: () => readFile(found.file), encoding: null, etag: etagOf(found) };
  if (!isCompressible(found.file)) return plain;
  const { copy, encoding } = await pickEncodedCopy(found, acceptEncoding);
  if (encoding) return { body: () => readFile(copy.file), encoding, etag: etagOf(copy) };
  const [wanted] = acceptedEncodings(acceptEncoding);
  if (!onDemand || !wanted || found.size < MIN_COMPRESS_BYTES) return plain;
  const { compress, cache } = onDemand;
  return {
    body: () =>
      cache.get({ ...found, encoding: wanted }, async () =>
        compress(wanted, new Uint8Array(await readFile(found.file))),
      ),
    encoding: wanted,
    etag: etagOf(found, `-${wanted}`),
  };
}

async function sendFile(
  c: Context,
  found: FoundFile,
  {
    status = 200,
    cacheControl,
    onDemand,
  }: { status?: 200 | 404; cacheControl: string; onDemand?: OnDemand },
): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': CONTENT_TYPES[path.extname(found.file)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
  };
  if (isCompressible(found.file)) headers.Vary = 'Accept-Encoding';
  const { body, encoding, etag } = await encodedBody(
    found,
    c.req.header('Accept-Encoding'),
    onDemand,
  );
  if (encoding) headers['Content-Encoding'] = encoding;
  if (status === 200) {
    headers.ETag = etag;
    if (noneMatchHits(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
  }
  const bytes = await body();
  headers['Content-Length'] = String(bytes.byteLength);
  return c.body(bytes, status, headers);
}

/** About 8 KB of brotli per page: the compressed forms of some 4,000 pages. */
const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

export interface StaticSiteOptions {
  /**
   * Compresses pages, page data and coin marks, which the build leaves uncompressed, on first
   * request. Left out, they are sent as they are (a CDN in front compresses them).
   */
  compress?: Compressor;
  /** How many bytes of those compressed forms are kept in memory. */
  cacheBytes?: number;
  /**
   * Makes the pages the build did not prerender (a long-tail pair, a catalogue coin) on their
   * first request; without it, an address with no file is a 404.
   */
  makePage?: Promise<MakePage | null>;
  /** Bytes of made pages kept at most. */
  madePageBytes?: number;
}

/**
 * Serves the prerendered site from dist/: pages by slug, page data, hashed assets and the
 * few plain files; everything else is the 404 page with status 404.
 */
export function staticSite(
  distDir: string,
  { compress, cacheBytes = DEFAULT_CACHE_BYTES, makePage, madePageBytes }: StaticSiteOptions = {},
) {
  const site = new Hono();
  const onDemand = compress && { compress, cache: new EncodedFileCache(cacheBytes) };
  const madePages = makePage?.then((make) => make && new MadePageCache(make, madePageBytes));
  const inDist = (...parts: string[]) => path.join(distDir, ...parts);
  const redirects = readRedirects(distDir);

  const notFound = async (c: Context) => {
    const page = await findFile(inDist('404.html'));
    if (!page) return c.text('404 Page Not Found', 404);
    return sendFile(c, page, { status: 404, cacheControl: CACHE_POLICY.document, onDemand });
  };

  site.get('/assets/:name{.+}', async (c) => {
    const found = await findFile(inDist('assets', c.req.param('name')));
    return found ? sendFile(c, found, { cacheControl: CACHE_POLICY.hashedAsset }) : notFound(c);
  });

  site.get('/page-data/:file{[a-z0-9-]+\\.json}', async (c) => {
    // Client-side navigation to a moved address follows the move to the page's data.
    const moved = movedTo(c.req.path, redirects);
    if (moved) return c.redirect(moved, 301);
    const found = await findFile(inDist('page-data', c.req.param('file')));
    if (!found) {
      const made = (await madePages)?.get(c.req.param('file').replace(/\.json$/, ''));
      if (made && 'redirect' in made) return c.redirect(`/page-data${made.redirect}.json`, 301);
      if (made && 'data' in made) return sendMade(c, made.data, 'application/json; charset=utf-8');
      return c.json(null, 404, { 'Cache-Control': CACHE_POLICY.document });
    }
    return sendFile(c, found, { cacheControl: CACHE_POLICY.document, onDemand });
  });

  site.get('*', async (c, next) => {
    const requested = c.req.path;
    // An API path no API route took is the API's 404, not the site's.
    if (requested.startsWith('/api/')) return next();
    const moved = movedTo(requested, redirects);
    if (moved) return movedPermanently(c, moved);
    // The server's own paths are no pages: /assets/ is the 404 page at once, not a move first,
    // and /404 is no page though 404.html sits beside the pages.
    const slug = pageSlugForRequest(requested);
    if (slug) {
      // One address per page: /bitcoin/ moves to /bitcoin, as the canonical link says.
      if (requested.length > 1 && requested.endsWith('/')) {
        return movedPermanently(c, requested.slice(0, -1));
      }
      const page = await findFile(inDist(pageFileOf(slug)));
      if (page) return sendFile(c, page, { cacheControl: CACHE_POLICY.document, onDemand });
      const made = (await madePages)?.get(slug);
      if (made && 'redirect' in made) return movedPermanently(c, made.redirect);
      if (made && 'notFound' in made) {
        return c.body(made.notFound, 404, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': CACHE_POLICY.document,
        });
      }
      return made ? sendMade(c, made.document, 'text/html; charset=utf-8') : notFound(c);
    }
    const lowered = lowerCasedPageAddress(requested);
    if (lowered) return movedPermanently(c, lowered);
    // Pages are reached by slug only, encoded copies through Accept-Encoding only, and
    // build bookkeeping such as .vite/manifest.json, a static host's _headers or the
    // server's own content not at all.
    const hidden =
      /\.(html|br|gz)$/.test(requested) ||
      requested.includes('/.') ||
      requested === `/${STATIC_HEADERS_FILE}` ||
      requested === `/${STATIC_REDIRECTS_FILE}` ||
      requested.startsWith(`/${SERVER_CONTENT_DIR}/`);
    // A file has one address: /robots.txt/ is not /robots.txt.
    if (hidden || requested.startsWith('/page-data/') || requested.endsWith('/')) {
      return notFound(c);
    }
    const found = await findFile(inDist(...requested.split('/').filter(Boolean)));
    // The coin marks, one per catalogue coin, come without copies, as pages do (precompress.ts).
    return found
      ? sendFile(c, found, { cacheControl: CACHE_POLICY.plainFile, onDemand })
      : notFound(c);
  });

  return { routes: site, notFound };
}

/** A made page or its data; the app's compression middleware compresses it on the way out. */
function sendMade(c: Context, body: string, contentType: string) {
  return c.body(body, 200, {
    'Content-Type': contentType,
    'Cache-Control': MADE_PAGE_CACHE_CONTROL,
  });
}
