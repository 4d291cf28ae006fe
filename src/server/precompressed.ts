import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { acceptedEncodings, type Encoding } from './middleware';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compression saves less than the header it costs. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * An API answer that is served many times: each encoding is made once, on first demand,
 * and kept with the answer, so a cached answer costs no compression per request.
 */
export class PrecompressedBody {
  readonly identity: Uint8Array<ArrayBuffer>;
  private readonly encoded = new Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>();

  constructor(text: string) {
    this.identity = new TextEncoder().encode(text);
  }

  private encode(encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
    let pending = this.encoded.get(encoding);
    if (!pending) {
      const compressed =
        encoding === 'br'
          ? brotli(this.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipAsync(this.identity, { level: 9 });
      pending = compressed.then((buffer) => new Uint8Array(buffer));
      this.encoded.set(encoding, pending);
    }
    return pending;
  }

  /** The best form the client accepts, with the headers that describe it. */
  async forClient(
    acceptEncoding: string | undefined,
  ): Promise<{ body: Uint8Array<ArrayBuffer>; headers: Record<string, string> }> {
    const [encoding] = acceptedEncodings(acceptEncoding);
    // Vary is set either way: the same address answers differently per Accept-Encoding.
    const headers: Record<string, string> = { Vary: 'Accept-Encoding' };
    if (!encoding || this.identity.byteLength < MIN_COMPRESS_BYTES) {
      return {
        body: this.identity,
        headers: { ...headers, 'Content-Length': String(this.identity.byteLength) },
      };
    }
    const body = await this.encode(encoding);
    return {
      body,
      headers: {
        ...headers,
        'Content-Encoding': encoding,
        'Content-Length': String(body.byteLength),
      },
    };
  }
}

/** Sends a kept answer as JSON in the encoding the request asks for. */
export async function sendPrecompressed(
  c: Context,
  json: PrecompressedBody,
  status: number,
  headers: Record<string, string> = {},
): Promise<Response> {
  const chosen = await json.forClient(c.req.header('Accept-Encoding'));
  return c.body(chosen.body, status as 200, {
    'Content-Type': 'application/json; charset=utf-8',
    ...headers,
    ...chosen.headers,
  });
}
