/**
 * One request to a keyed third party (the market data, the swap status): no redirect is
 * followed, since it would carry the key to wherever it points; headers and body together
 * get one time limit; the body is read up to a size and must be JSON. What came back is
 * told apart for the caller to put in its own words.
 */
export type UpstreamJson =
  | { kind: 'json'; body: unknown }
  | { kind: 'status'; status: number; retryAfterMs?: number }
  | { kind: 'too-large' }
  | { kind: 'not-json' }
  | { kind: 'timeout' }
  | { kind: 'unreachable' };

export interface UpstreamRequest {
  headers: Record<string, string>;
  timeoutMs: number;
  maxBytes: number;
  /** Reads the clock a Retry-After date is measured from. */
  now: () => number;
}

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Reads at most maxBytes, aborting the request (and so the connection) past that. */
export async function readCapped(
  response: Response,
  maxBytes: number,
  abort: () => void,
): Promise<string | null> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    abort();
    return null;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  // TextDecoder rather than Buffer: the module also runs on workerd, which has no Buffer.
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      abort();
      await reader.cancel().catch(() => undefined);
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

export async function fetchUpstreamJson(
  url: string,
  request: UpstreamRequest,
): Promise<UpstreamJson> {
  const cut = new AbortController();
  const timeout = AbortSignal.timeout(request.timeoutMs);
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json', ...request.headers },
      redirect: 'manual',
      signal: AbortSignal.any([timeout, cut.signal]),
    });
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => undefined);
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), request.now());
      return { kind: 'status', status: response.status, retryAfterMs };
    }
    const text = await readCapped(response, request.maxBytes, () => cut.abort());
    if (text === null) return { kind: 'too-large' };
    try {
      return { kind: 'json', body: JSON.parse(text) as unknown };
    } catch {
      return { kind: 'not-json' };
    }
  } catch {
    return timeout.aborted ? { kind: 'timeout' } : { kind: 'unreachable' };
  }
}
