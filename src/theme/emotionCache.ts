import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The server collects each page's critical CSS into <head> under this key (a <style> inside
 * <body> is invalid HTML). The browser's cache must use the same key: it then finds those
 * tags, marks their rules as already inserted and leaves the server markup untouched.
 */
export const emotionCacheKey = 'css';

export function createEmotionCache() {
  return createCache({ key: emotionCacheKey });
}

let pageCache: EmotionCache | undefined;

/**
 * The one cache of a page in the browser, shared by the app and the blocks' own roots: a
 * second cache would find the server's tags already claimed and insert every rule again.
 */
export function pageEmotionCache() {
  pageCache ??= createEmotionCache();
  return pageCache;
}
