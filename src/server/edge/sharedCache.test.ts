import { describe, expect, it } from 'vitest';
import { marketCacheControl, newsCacheControl } from '../cacheControl';
import { marketQuery } from '../../market/query';
import { answerThroughCache, sharedCacheable, sharedCacheKey } from './sharedCache';

/** caches.default's part that the layer uses, kept in memory and without expiry. */
function memoryCache() {
  const entries = new Map<string, Response>();
  const cache = {
    match: async (key: Request) => entries.get(key.url)?.clone(),
    put: async (key: Request, response: Response) => void entries.set(key.url, response),
  } as unknown as Cache;
  return { cache, entries };
}

function run(cache: Cache, request: Request, reply: () => Response, now = () => 0) {
  let calls = 0;
  const pending: Promise<unknown>[] = [];
  const answer = answerThroughCache(
    request,
    cache,
    { waitUntil: (promise) => void pending.push(promise) },
    async () => {
      calls += 1;
      return reply();
    },
    now,
  );
  return { answer, calls: () => calls, stored: () => Promise.all(pending) };
}

const shared = () =>
  new Response('[]', { headers: { 'Cache-Control': marketCacheControl(60_000) } });

describe('the shared cache in front of the worker', () => {
  it('answers a repeat request from the cache, saying how old the answer is', async () => {
    const { cache } = memoryCache();
    const url = 'https://site.test/api/market/coins/markets?vs_currency=usd';
    const first = run(cache, new Request(url), shared, () => Date.parse('2026-01-01T00:00:00Z'));
    expect((await first.answer).headers.get('Age')).toBeNull();
    await first.stored();
    const again = run(cache, new Request(url), shared, () => Date.parse('2026-01-01T00:00:42Z'));
    const hit = await again.answer;
    expect(again.calls()).toBe(0);
    expect(hit.headers.get('Age')).toBe('42');
    expect(await hit.text()).toBe('[]');
  });

  it.each([
    [
      'an error',
      () => new Response('{}', { status: 502, headers: { 'Cache-Control': 'no-store' } }),
    ],
    [
      'a browser-only answer',
      () => new Response('{}', { headers: { 'Cache-Control': 'public, max-age=300' } }),
    ],
    [
      'a market answer with the cache switched off',
      () => new Response('[]', { headers: { 'Cache-Control': marketCacheControl(0) } }),
    ],
  ])('stores nothing for %s, so the next request asks the app again', async (_label, reply) => {
    const { cache, entries } = memoryCache();
    const request = () => new Request('https://site.test/api/market/coins/markets');
    await run(cache, request(), reply).stored();
    expect(entries.size).toBe(0);
    const again = run(cache, request(), reply);
    await again.answer;
    expect(again.calls()).toBe(1);
  });

  it('leaves requests other than GET /api/* to the app', async () => {
    const { cache, entries } = memoryCache();
    await run(
      cache,
      new Request('https://site.test/api/news/bitcoin', { method: 'HEAD' }),
      shared,
    ).stored();
    await run(cache, new Request('https://site.test/bitcoin'), shared).stored();
    expect(entries.size).toBe(0);
  });

  it('never lets a shared cache show a price older than the 5-minute refresh', () => {
    for (const seconds of [1, 30, 60, 100, 150]) {
      const directives = Object.fromEntries(
        marketCacheControl(seconds * 1000)
          .split(', ')
          .map((directive) => [directive.split('=')[0], Number(directive.split('=')[1] ?? 0)]),
      );
      // Up to one period in the proxy, one in the shared cache, then the stale allowances.
      const oldest =
        2 * seconds +
        Math.max(directives['stale-while-revalidate'] ?? 0, directives['stale-if-error'] ?? 0);
      expect(oldest).toBeLessThanOrEqual(300);
      expect(
        sharedCacheable(
          new Response('', { headers: { 'Cache-Control': marketCacheControl(seconds * 1000) } }),
        ),
      ).toBe(true);
    }
    expect(newsCacheControl(900_000)).toMatch(/(^|, )s-maxage=900(,|$)/);
  });

  describe('the key an answer is shared under', () => {
    const keyOf = sharedCacheKey(['bitcoin', 'ethereum', 'solana']);
    const market = 'https://site.test/api/market/coins/markets';
    const canonical = `${market}?${marketQuery(['bitcoin', 'ethereum'])}`;

    it('is the canonical market query however the price list’s query is written', () => {
      const shuffled = new URLSearchParams(marketQuery(['ethereum', 'bitcoin']));
      shuffled.set('vs_currency', 'USD');
      shuffled.sort();
      expect(keyOf(new URL(`${market}?${shuffled}`))).toBe(canonical);
      expect(keyOf(new URL(canonical))).toBe(canonical);
    });

    it('is none for a market query the proxy refuses, so a cache-buster is never stored', () => {
      const busted = new URLSearchParams(marketQuery(['bitcoin']));
      busted.set('cb', '12345');
      expect(keyOf(new URL(`${market}?${busted}`))).toBeNull();
    });

    it('keeps one swap status per swap, under the hash’s one spelling', () => {
      const hash = `0x${'ab'.repeat(32)}`;
      const track = 'https://site.test/api/track';
      expect(keyOf(new URL(`${track}?hash=${hash.toUpperCase().replace('0X', '0x')}`))).toBe(
        `${track}?hash=${hash}`,
      );
      expect(keyOf(new URL(`${track}?id=t-1&hash=${hash}`))).toBe(`${track}?hash=${hash}&id=t-1`);
      expect(keyOf(new URL(`${track}?hash=0x12`))).toBeNull();
      expect(keyOf(new URL(`${track}?hash=${hash}&cb=1`))).toBeNull();
    });

    it('leaves out the query of the other API answers, which do not read it', () => {
      expect(keyOf(new URL('https://site.test/api/news/bitcoin?cb=1'))).toBe(
        'https://site.test/api/news/bitcoin',
      );
    });

    it('lets two spellings of one market query share a single call', async () => {
      const { cache } = memoryCache();
      const reordered = new URLSearchParams(marketQuery(['ethereum', 'bitcoin']));
      reordered.sort();
      let calls = 0;
      for (const address of [canonical, `${market}?${reordered}`]) {
        const pending: Promise<unknown>[] = [];
        const answer = await answerThroughCache(
          new Request(address),
          cache,
          { waitUntil: (promise) => void pending.push(promise) },
          async () => {
            calls += 1;
            return shared();
          },
          () => 0,
          keyOf,
        );
        expect(answer.status).toBe(200);
        await Promise.all(pending);
      }
      expect(calls).toBe(1);
    });
  });
});
