import type { Context } from 'hono';
import { acceptedEncodings, type Encoding } from './middleware';

/**
 * Makes one encoded form of a body. Handed in by the runtime's entry: Node passes a zlib one
 * (src/server/compress.ts); a Worker passes none, because the platform compresses what it
 * sends and workerd has no zlib.
 */
export type Compressor = (
  encoding: Encoding,
  body: Uint8Array<ArrayBuffer>,
) => Promise<Uint8Array<ArrayBuffer>>;

/** Below this, compression saves less than the header it costs. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * An API answer that is served many times: each encoding is made once, on first demand,
 * and kept with the answer, so a cached answer costs no compression per request. Without a
 * compressor it is always sent as it is.
 */
export class PrecompressedBody {
  readonly identity: Uint8Array<ArrayBuffer>;
  private readonly encoded = new Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>();

  constructor(
    text: string,
    private readonly compress?: Compressor,
  ) {
    this.identity = new TextEncoder().encode(text);
  }

  private encode(encoding: Encoding, compress: Compressor): Promise<Uint8Array<ArrayBuffer>> {
    let pending = this.encoded.get(encoding);
    if (!pending) {
      pending = compress(encoding, this.identity);
      this.encoded.set(encoding, pending);
    }
    return pending;
  }

  /** The best form the client accepts, with the headers that describe it. */
  async forClient(
    acceptEncoding: string | undefined,
  ): Promise<{ body: Uint8Array<ArrayBuffer>; headers: Record<string, string> }> {
    const { compress } = this;
    if (!compress) {
      return {
        body: this.identity,
        headers: { 'Content-Length': String(this.identity.byteLength) },
      };
    }
    const [encoding] = acceptedEncodings(acceptEncoding);
    // Vary is set either way: the same address answers differently per Accept-Encoding.
    const headers: Record<string, string> = { Vary: 'Accept-Encoding' };
    if (!encoding || this.identity.byteLength < MIN_COMPRESS_BYTES) {
      return {
        body: this.identity,
        headers: { ...headers, 'Content-Length': String(this.identity.byteLength) },
      };
    }
    const body = await this.encode(encoding, compress);
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
