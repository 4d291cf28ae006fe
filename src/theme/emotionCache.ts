import createCache from '@emotion/cache';

/**
 * The server collects each page's critical CSS into <head> under this key (a <style> inside
 * <body> is invalid HTML). The browser's cache must use the same key: it then finds those
 * tags, marks their rules as already inserted and leaves the server markup untouched.
 */
export const emotionCacheKey = 'css';

export function createEmotionCache() {
  return createCache({ key: emotionCacheKey });
}
