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

/**
 * GET /api/* through the runtime's Cache API (caches.default on Workers, one per data
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
): Promise<Response> {
  if (request.method !== 'GET' || !new URL(request.url).pathname.startsWith('/api/')) {
    return answer();
  }
  // The address alone is the key: the API's answers do not vary by request header.
  const key = new Request(request.url, { method: 'GET' });
  const hit = await cache.match(key);
  if (hit) return withAge(hit, now());

  const response = await answer();
  if (!sharedCacheable(response)) return response;
  const stamped = new Response(response.body, response);
  stamped.headers.set('Date', new Date(now()).toUTCString());
  context.waitUntil(cache.put(key, stamped.clone()));
  return stamped;
}
