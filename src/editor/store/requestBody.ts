import type { IncomingMessage } from 'node:http';

/**
 * The largest request the editor reads: the largest page file is tens of kilobytes. Without a
 * limit, a 300 MB POST took the dev server to 2.8 GB of memory.
 */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** A request body over the limit: answered 413, with this message. */
export class BodyTooLarge extends Error {
  constructor(limit: number) {
    super(`the request is larger than the editor takes (${limit / 1024 / 1024} MB)`);
  }
}

/**
 * The request's JSON object, read only up to `limit` bytes: a declared length over it is
 * refused before anything is read, and a body that grows past it is left unread.
 */
export async function jsonBody(
  req: IncomingMessage,
  limit = MAX_BODY_BYTES,
): Promise<Record<string, unknown>> {
  if (Number(req.headers['content-length'] ?? 0) > limit) throw new BodyTooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size > limit) throw new BodyTooLarge(limit);
    chunks.push(bytes);
  }
  // Decoded whole: a character split across two chunks stays one character.
  const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  if (typeof value !== 'object' || value === null) throw new Error('the request is not an object');
  return value as Record<string, unknown>;
}
