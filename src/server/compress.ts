import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { acceptedEncodings } from './middleware';
import { MIN_COMPRESS_BYTES, type Compressor } from './precompressed';

// Node only: edge runtimes compress what a worker sends by themselves, and have no zlib.
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const zlibCompressorAt =
  (brotliQuality: number): Compressor =>
  async (encoding, body) => {
    const compressed =
      encoding === 'br'
        ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } })
        : await gzipAsync(body, { level: 9 });
    return new Uint8Array(compressed);
  };

/** For answers kept and sent many times, so the best ratio is worth its one-off cost. */
export const zlibCompressor = zlibCompressorAt(9);

/**
 * Brotli quality for what is compressed once per page or per request: measured at about 1/45
 * of the CPU of quality 11 for copies about 11 % larger, and above 8 the time jumps tenfold
 * (README, "Compression").
 */
export const PAGE_BROTLI_QUALITY = 5;

/**
 * For pages and page data, compressed on first request and then kept; a crawler asking for
 * every page pays that once per page.
 */
export const pageCompressor = zlibCompressorAt(PAGE_BROTLI_QUALITY);

const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg)/;

/**
 * Compresses what routes build at request time, such as API answers. Files from dist are
 * encoded by the static site (from the build's .br/.gz copies, or on first request for pages)
 * and marked by Vary: Accept-Encoding, so they pass through untouched.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { res } = c;
    const type = res.headers.get('Content-Type') ?? '';
    if (
      c.req.method === 'HEAD' ||
      !res.body ||
      res.status === 204 ||
      res.status === 304 ||
      res.headers.has('Content-Encoding') ||
      // A file from dist whose encoded copies were already weighed against the request.
      /accept-encoding/i.test(res.headers.get('Vary') ?? '') ||
      !COMPRESSIBLE_TYPE.test(type)
    ) {
      return;
    }
    const vary = res.headers.get('Vary');
    const [encoding] = acceptedEncodings(c.req.header('Accept-Encoding'));
    const body = Buffer.from(await res.arrayBuffer());
    const compressed =
      encoding && body.length >= MIN_COMPRESS_BYTES
        ? encoding === 'br'
          ? await brotli(body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY },
            })
          : await gzipAsync(body)
        : null;
    // Hono copies the old response's headers onto the new one, so the new values go after.
    c.res = new Response(compressed ?? body, res);
    c.res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (compressed && encoding) {
      c.res.headers.set('Content-Encoding', encoding);
      c.res.headers.set('Content-Length', String(compressed.length));
    }
  };
}
