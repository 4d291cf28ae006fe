import { marketQuery } from '../../market/query';
import { catalogueIndex, parseVisitorQuery } from '../market';
import { parseTrackQuery } from '../track';

/** What the Workers runtime hands a fetch handler for work that outlives the answer. */
export interface WaitUntil {
  waitUntil(promise: Promise<unknown>): void;
}

/** Answers a shared cache may keep: successful ones whose Cache-Control gives shared caches a lifetime. */
export function sharedCacheable(response: Response): boolean {
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  return (
    response.status === 200 &&
    /(^|,)\s*s-maxage=0*[1-9]/i.test(cacheControl) &&
    !/(^|,)\s*(no-store|private)\b/i.test(cacheControl)
  );
}

/** A shared cache must say how long it has held an answer, so browsers do not keep it for its whole max-age again. */
function withAge(hit: Response, now: number): Response {
  const stored = Date.parse(hit.headers.get('Date') ?? '');
  const answer = new Response(hit.body, hit);
  if (!Number.isNaN(stored)) {
    answer.headers.set('Age', String(Math.max(0, Math.floor((now - stored) / 1000))));
  }
  return answer;
}

/** The address an answer is stored under, or null for a request that must not share one. */
export type SharedCacheKey = (url: URL) => string | null;

const MARKET_PATH = '/api/market/coins/markets';
const TRACK_PATH = '/api/track';

/**
 * One key per answer, so that nobody can make every instance ask the service again by
 * changing the address: the market's query is rewritten to the one canonical form the proxy
 * asks upstream with (src/market/query.ts; anything else is answered 400 and not stored),
 * a swap status is kept per swap, under the hash's one spelling, and other API answers do
 * not read the query, so it is dropped.
 */
export function sharedCacheKey(coinIds: readonly string[]): SharedCacheKey {
  const catalogue = catalogueIndex(coinIds);
  return (url) => {
    if (url.pathname === TRACK_PATH) {
      const swap = parseTrackQuery(url.searchParams);
      if ('error' in swap) return null;
      const query = new URLSearchParams({ hash: swap.hash });
      if (swap.id) query.set('id', swap.id);
      return `${url.origin}${url.pathname}?${query.toString()}`;
    }
    if (url.pathname !== MARKET_PATH) return `${url.origin}${url.pathname}`;
    const parsed = parseVisitorQuery(url.searchParams, catalogue);
    return 'error' in parsed ? null : `${url.origin}${url.pathname}?${marketQuery(parsed.ids)}`;
  };
}

/**
 * GET /api/* and made pages through the runtime's Cache API (caches.default on Workers, one per data
 * centre and shared by every instance there): a stored answer is served as it is, anything
 * else goes to the app, and its answer is stored when its Cache-Control allows a shared
 * cache to keep it. The cache honours s-maxage for the lifetime; errors are never stored.
 */
export async function answerThroughCache(
  request: Request,
  cache: Cache,
  context: WaitUntil,
  answer: () => Promise<Response>,
  now: () => number = Date.now,
  keyFor: SharedCacheKey = (url) => url.href,
): Promise<Response> {
  const url = new URL(request.url);
  const address = request.method === 'GET' && keyFor(url);
  if (!address) return answer();
  // The address alone is the key: neither the API's answers nor made pages vary by header.
  const key = new Request(address, { method: 'GET' });
  const hit = await cache.match(key);
  if (hit) return withAge(hit, now());

  const response = await answer();
  if (!sharedCacheable(response)) return response;
  const stamped = new Response(response.body, response);
  stamped.headers.set('Date', new Date(now()).toUTCString());
  context.waitUntil(cache.put(key, stamped.clone()));
  return stamped;
}
