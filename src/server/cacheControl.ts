/**
 * Cache-Control for the API answers that come from third parties, written so that a shared
 * cache in front (a CDN, or caches.default on Workers) may serve one answer to every
 * instance and visitor, yet nobody is shown data older than the spec allows.
 */

/** Spec: the price list asks again every 5 minutes, so no price shown may be older. */
const MARKET_MAX_AGE_S = 300;

/**
 * A market answer may already be cacheMs old when it leaves the proxy's own cache. A shared
 * cache keeps it fresh for cacheMs more and then serves it for up to cacheMs while it asks
 * again in the background (3 × 60 s at most); when the proxy fails it may serve it until the
 * answer is 5 minutes old. Browsers keep nothing (max-age=0): they get the shared copy.
 */
export function marketCacheControl(cacheMs: number): string {
  const period = Math.round(cacheMs / 1000);
  if (period <= 0) return 'no-store';
  const staleIfError = Math.max(0, MARKET_MAX_AGE_S - 2 * period);
  const staleWhileRevalidate = Math.min(period, staleIfError);
  return [
    'public',
    'max-age=0',
    `s-maxage=${period}`,
    ...(staleWhileRevalidate > 0 ? [`stale-while-revalidate=${staleWhileRevalidate}`] : []),
    ...(staleIfError > 0 ? [`stale-if-error=${staleIfError}`] : []),
  ].join(', ');
}

/** A minute of background refresh; a failing API may be covered for one more news period. */
const NEWS_STALE_WHILE_REVALIDATE_S = 60;
const NEWS_STALE_IF_ERROR_S = 15 * 60;

/**
 * News stays fresh for what is left of the server's own period (15 minutes from the feeds,
 * 1 minute for the built-in fallback), for browsers and shared caches alike.
 */
export function newsCacheControl(remainingMs: number): string {
  const fresh = Math.max(0, Math.round(remainingMs / 1000));
  return [
    'public',
    `max-age=${fresh}`,
    `s-maxage=${fresh}`,
    `stale-while-revalidate=${NEWS_STALE_WHILE_REVALIDATE_S}`,
    `stale-if-error=${NEWS_STALE_IF_ERROR_S}`,
  ].join(', ');
}
