import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { absentCoin, readContentFile, siteFixture } from '../siteFixture';
import { fileOf, PAGE_FOLDERS } from '../../../src/content/contentFiles';
import type { PageDefinition } from '../../../src/engine/types';
import { marketsUrl } from '../../../src/market/client';
import { priceListCoins } from '../../../src/market/query';
import type { BuiltinNews, NewsResponse } from '../../../src/news/types';
import { SERVER_CONTENT_FILE, serverContentOf } from '../../../src/server/content';
import {
  FAKE_DESTINATION_TX,
  TRACK_FIXTURE_HASHES,
} from '../../fixtures/fake-upstreams/swap-status';
import { PROVIDER_STATES, type TrackAnswer } from '../../../src/track/states';
import { startFakeUpstreams, type FakeUpstreams } from './upstreams';

/**
 * The API's contract, one list of cases run against every runtime the API ships on: the
 * Node server (src/server/node.ts) and the Cloudflare Worker (src/server/edge/worker.ts on
 * workerd). Each runtime supplies a target that starts a fresh instance, with empty caches,
 * from the same settings a deployment gives it.
 */
export interface ApiTarget {
  start(settings: TargetSettings): Promise<RunningApi>;
  /**
   * A cheap route this runtime's own code answers, asked while a slow request is under way
   * to show nothing holds it up; /api/config unless given.
   */
  probeRoute?: string;
}

export interface TargetSettings {
  /** The environment variables of a deployment (on Workers: vars and secrets). */
  env: Record<string, string>;
  /** A built site's output: the Node server reads it from disk, the worker through its asset binding. */
  distDir: string;
}

export interface RunningApi {
  /** Where the instance answers over HTTP, such as http://127.0.0.1:4321. */
  url: string;
  stop(): Promise<void>;
}

const API_KEY = 'contract-secret-key';
export const MARKET_PATH = '/market/coins/markets';
/** Where the hostile fake's redirect points. */
const ELSEWHERE_PATH = '/market/elsewhere';
export const FEEDS = ['/feeds/crypto.xml', '/feeds/markets.xml'];
const siteJson = siteFixture();

/** The query the price list sends (src/market/client), so the cases survive stricter checks. */
const siteMarketQuery = new URL(
  marketsUrl(
    'http://site.test/api/market',
    priceListCoins(siteJson).map((coin) => coin.id),
  ),
).search;
export const MARKET_ROUTE = `/api/market/coins/markets${siteMarketQuery}`;

/** What a deployment sets, pointed at the fakes: the market cache as in production. */
export function deploymentEnv(fakeBase: string): Record<string, string> {
  return {
    MARKET_BASE: '/api/market',
    COINGECKO_API_URL: `${fakeBase}/market`,
    COINGECKO_API_KEY: API_KEY,
    MARKET_IMAGE_ORIGINS: new URL(fakeBase).origin,
    MARKET_CACHE_SECONDS: '60',
    MARKET_UPSTREAM_TIMEOUT_SECONDS: '1',
    NEWS_FEEDS: FEEDS.map((feed) => `${fakeBase}${feed}`).join(','),
    CHART_SCRIPT_URL: `${fakeBase}/chart/tv.js`,
    MINI_CHART_SCRIPT_URL: '',
    SWAP_WIDGET_SCRIPT_URL: `${fakeBase}/widget/script.js`,
    RUBIC_API_URL: `${fakeBase}/rubic`,
    RUBIC_API_KEY: API_KEY,
    TRACK_UPSTREAM_TIMEOUT_SECONDS: '1',
    // Each case names its client in X-Forwarded-For (Node) and CF-Connecting-IP (Workers).
    TRUST_FORWARDED_FOR: '1',
  };
}

/**
 * The server's content as the build writes it (dist/_server/content.json), from the real
 * site, the real Pepe page, and a page whose news block is about Ethereum although no coin
 * has its slug, so only the build's keyword index can say so.
 */
export async function writeBuiltSite(distDir: string) {
  const pages = [
    readContentFile<PageDefinition>(`${PAGE_FOLDERS.coin}/pepe.json`),
    { slug: 'layertwo', blocks: [{ type: 'news', keywords: ['Ethereum'] }] } as PageDefinition,
  ];
  const content = serverContentOf(
    siteJson,
    pages,
    readContentFile<BuiltinNews>(fileOf('articles')!),
  );
  await mkdir(path.join(distDir, path.dirname(SERVER_CONTENT_FILE)), { recursive: true });
  await writeFile(path.join(distDir, SERVER_CONTENT_FILE), JSON.stringify(content));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(path.join(distDir, '404.html'), '<!doctype html><title>Missing</title>');
  await writeFile(path.join(distDir, 'robots.txt'), 'User-agent: *\n');
}

/** Settles the fake market back to working order, letting go of any request it holds. */
const MARKET_OK = { mode: 'success' };
export const STATUS_PATH = '/rubic/api/info/statusExtended';
const STATUS_ELSEWHERE_PATH = '/rubic/elsewhere';
const TRACK_OK = { mode: 'PENDING' };

/** A source transaction of its own for each case and index, so no case meets another's cache. */
const swapHash = (series: number, index = 0) =>
  `0x${series.toString(16).padStart(8, '0')}${'e'.repeat(48)}${index.toString(16).padStart(8, '0')}`;
const trackRoute = (hash: string, id?: string) =>
  `/api/track?hash=${hash}${id === undefined ? '' : `&id=${id}`}`;

export function describeApiContract(runtime: string, target: ApiTarget) {
  // Starting a fresh workerd takes a second or two, more on a busy machine.
  describe(`the API contract on ${runtime}`, { timeout: 30_000 }, () => {
    let upstreams: FakeUpstreams;
    let distDir: string;
    let shared: RunningApi;

    const startFresh = (env: Record<string, string> = {}) =>
      target.start({ env: { ...deploymentEnv(upstreams.base), ...env }, distDir });

    async function withFresh<T>(
      env: Record<string, string>,
      run: (api: RunningApi) => Promise<T>,
    ): Promise<T> {
      const api = await startFresh(env);
      try {
        return await run(api);
      } finally {
        await api.stop();
      }
    }

    /** A request from one client address, as each runtime learns it behind its proxy. */
    const get = (api: RunningApi, route: string, client = '192.0.2.1') =>
      fetch(`${api.url}${route}`, {
        headers: { 'X-Forwarded-For': client, 'CF-Connecting-IP': client },
      });
    const newsOf = async (api: RunningApi, slug: string) => {
      const response = await get(api, `/api/news/${slug}`);
      return { response, body: (await response.json()) as NewsResponse };
    };

    beforeAll(async () => {
      upstreams = await startFakeUpstreams();
      distDir = await mkdtemp(path.join(tmpdir(), 'api-contract-dist-'));
      await writeBuiltSite(distDir);
      shared = await startFresh();
    }, 60_000);

    afterAll(async () => {
      await shared?.stop();
      upstreams?.control('market', MARKET_OK);
      upstreams?.control('swap-status', TRACK_OK);
      await upstreams?.close();
      await rm(distDir, { recursive: true, force: true });
    });

    afterEach(() => {
      upstreams.control('market', MARKET_OK);
      upstreams.control('swap-status', TRACK_OK);
    });

    describe('/api/config', () => {
      it('gives the deployment’s provider settings with five minutes of caching', async () => {
        const response = await get(shared, '/api/config');
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('public, max-age=300');
        expect(await response.json()).toEqual({
          marketBase: '/api/market',
          chartScriptUrl: `${upstreams.base}/chart/tv.js`,
          miniChartScriptUrl: null,
          analyticsScriptUrl: null,
          swapWidgetScriptUrl: `${upstreams.base}/widget/script.js`,
        });
      });

      it('carries the security headers, with a policy built from those settings', async () => {
        const { headers } = await get(shared, '/api/config');
        const policy = headers.get('content-security-policy') ?? '';
        expect(policy).toContain(`script-src 'self' ${upstreams.base}`);
        expect(policy).toContain("frame-ancestors 'none'");
        expect(headers.get('x-content-type-options')).toBe('nosniff');
        expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(headers.get('x-frame-options')).toBe('DENY');
      });

      it('answers an unknown API path with a JSON 404', async () => {
        const response = await get(shared, '/api/nothing-here');
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: 'Not found' });
      });
    });

    describe('/api/market', () => {
      it('passes the records on, with the key sent upstream only, from one call per period', async () => {
        await withFresh({}, async (api) => {
          const answers = [];
          for (let visit = 0; visit < 3; visit += 1) answers.push(await get(api, MARKET_ROUTE));
          for (const answer of answers) {
            expect(answer.status).toBe(200);
            expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
            // Shared caches may serve it for the period; errors below are never stored.
            expect(answer.headers.get('cache-control')).toBe(
              'public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=180',
            );
            const records = (await answer.json()) as { id: string }[];
            expect(records.map((record) => record.id)).toEqual(
              priceListCoins(siteJson).map((coin) => coin.id),
            );
          }
          expect(upstreams.calls(MARKET_PATH)).toBeGreaterThan(0);
          const callsAfter = upstreams.calls(MARKET_PATH);
          await get(api, MARKET_ROUTE);
          expect(upstreams.calls(MARKET_PATH)).toBe(callsAfter);
          expect(upstreams.lastHeaders(MARKET_PATH)?.['x-cg-demo-api-key']).toBe(API_KEY);
          const seenByVisitor = await get(api, MARKET_ROUTE);
          const visible = JSON.stringify([...seenByVisitor.headers]) + (await seenByVisitor.text());
          expect(visible).not.toContain(API_KEY);
        });
      });

      it.each([
        ['429', 429, /rate limiting/],
        ['500', 502, /answered 500 instead of market data/],
        ['malformed-json', 502, /not JSON/],
        ['malformed-record', 502, /malformed record at position 1/],
      ] as const)(
        'answers an upstream %s with %i, a clear JSON error and no caching',
        async (mode, status, message) => {
          upstreams.control('market', { mode });
          await withFresh({}, async (api) => {
            const response = await get(api, MARKET_ROUTE);
            expect(response.status).toBe(status);
            expect(response.headers.get('cache-control')).toBe('no-store');
            expect(response.headers.get('x-content-type-options')).toBe('nosniff');
            expect(((await response.json()) as { error: string }).error).toMatch(message);
            if (mode === '429') expect(response.headers.get('retry-after')).toBe('60');
          });
        },
      );

      // The hostile-upstream cases of issue 14 that do not depend on the runtime.
      it.each([
        [503, '120', 502, /answered 503/, '120'],
        [408, undefined, 504, /timed out \(it answered 408\)/, null],
        [418, undefined, 502, /answered 418 instead of market data/, null],
      ] as const)(
        'maps an upstream %i (Retry-After %s) to %i with a JSON error',
        async (code, retryAfter, status, message, shownRetryAfter) => {
          upstreams.control('market', { mode: 'status', status: code, retryAfter });
          await withFresh({}, async (api) => {
            const response = await get(api, MARKET_ROUTE);
            expect(response.status).toBe(status);
            expect(response.headers.get('cache-control')).toBe('no-store');
            expect(((await response.json()) as { error: string }).error).toMatch(message);
            expect(response.headers.get('retry-after')).toBe(shownRetryAfter);
          });
        },
      );

      it('stops reading a body past the 2 MB cap and answers 502 instead of serving it', async () => {
        upstreams.control('market', { mode: 'oversized' });
        await withFresh({}, async (api) => {
          const response = await get(api, MARKET_ROUTE);
          expect(response.status).toBe(502);
          expect(response.headers.get('cache-control')).toBe('no-store');
          expect(((await response.json()) as { error: string }).error).toMatch(
            /more than 2000000 bytes/,
          );
        });
      });

      it('follows no redirect, so the key never travels to where it points', async () => {
        upstreams.control('market', { mode: 'redirect' });
        const elsewhereBefore = upstreams.calls(ELSEWHERE_PATH);
        await withFresh({}, async (api) => {
          const response = await get(api, MARKET_ROUTE);
          expect(response.status).toBe(502);
          expect(((await response.json()) as { error: string }).error).toMatch(
            /redirects are not followed/,
          );
        });
        expect(upstreams.calls(ELSEWHERE_PATH)).toBe(elsewhereBefore);
      });

      it.each([
        ['an extra field', `${MARKET_ROUTE}&cb=1`],
        ['a field twice', `${MARKET_ROUTE}&page=1`],
        ['another currency', MARKET_ROUTE.replace('vs_currency=usd', 'vs_currency=eur')],
        [
          'a coin the site does not list',
          MARKET_ROUTE.replace('ids=', `ids=${absentCoin(siteJson.coins).catalogue.id}%2C`),
        ],
      ])('refuses a query with %s with 400, without asking the service', async (_, route) => {
        const before = upstreams.calls(MARKET_PATH);
        const response = await get(shared, route);
        expect(response.status).toBe(400);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(((await response.json()) as { error: string }).error).toMatch(
          /site's own market query only/,
        );
        expect(upstreams.calls(MARKET_PATH)).toBe(before);
      });

      it('answers 504 when the service holds the request past the timeout', async () => {
        upstreams.control('market', { mode: 'timeout' });
        await withFresh({}, async (api) => {
          const started = performance.now();
          const response = await get(api, MARKET_ROUTE);
          expect(response.status).toBe(504);
          expect(response.headers.get('cache-control')).toBe('no-store');
          expect(performance.now() - started).toBeLessThan(5_000);
        });
      });
    });

    describe('/api/track', () => {
      const trackOf = async (api: RunningApi, route: string, client?: string) => {
        const response = await get(api, route, client);
        return { response, body: (await response.json()) as TrackAnswer & { error?: string } };
      };

      it('names each of the provider’s eight states, with the key sent upstream only', async () => {
        await withFresh({}, async (api) => {
          for (const [index, state] of PROVIDER_STATES.entries()) {
            const { response, body } = await trackOf(
              api,
              trackRoute(TRACK_FIXTURE_HASHES[state]),
              `198.51.100.${index + 1}`,
            );
            expect(response.status).toBe(200);
            expect(body.state).toBe(state);
            expect(Date.parse(body.checkedAt)).not.toBeNaN();
          }
          expect(upstreams.lastHeaders(STATUS_PATH)?.apikey).toBe(API_KEY);
          const done = await get(api, trackRoute(TRACK_FIXTURE_HASHES.SUCCESS));
          const visible = JSON.stringify([...done.headers]) + (await done.text());
          expect(visible).not.toContain(API_KEY);
          expect(JSON.parse(visible.slice(visible.indexOf('{')))).toMatchObject({
            destinationTxHash: FAKE_DESTINATION_TX,
            destinationNetwork: 'POLYGON',
            destinationUrl: `https://polygonscan.com/tx/${FAKE_DESTINATION_TX}`,
          });
        });
      });

      it('keeps a final state for a day and shares a pending one for 30 seconds', async () => {
        await withFresh({}, async (api) => {
          const done = await get(api, trackRoute(TRACK_FIXTURE_HASHES.FAIL));
          expect(done.headers.get('cache-control')).toMatch(
            /^public, max-age=86\d{3}, s-maxage=86\d{3}$/,
          );
          const pending = await get(api, trackRoute(TRACK_FIXTURE_HASHES.PENDING));
          expect(pending.headers.get('cache-control')).toMatch(
            /^public, max-age=0, s-maxage=[23]\d$/,
          );
        });
      });

      it('makes at most one upstream call for 30 requests about one pending swap', async () => {
        upstreams.control('swap-status', { mode: 'slow', delayMs: 300 });
        await withFresh({}, async (api) => {
          const before = upstreams.calls(STATUS_PATH);
          const started = performance.now();
          const hash = swapHash(1);
          const first = await Promise.all(
            Array.from({ length: 15 }, () => trackOf(api, trackRoute(hash))),
          );
          const second = [];
          for (let visit = 0; visit < 15; visit += 1)
            second.push(await trackOf(api, trackRoute(hash)));
          expect(performance.now() - started).toBeLessThan(5_000);
          for (const { response, body } of [...first, ...second]) {
            expect(response.status).toBe(200);
            expect(body.state).toBe('PENDING');
          }
          expect(upstreams.calls(STATUS_PATH) - before).toBeLessThanOrEqual(1);
        });
      });

      it.each([
        ['an empty hash', '', /Paste the transaction hash/],
        ['a short hash', `0x${'1'.repeat(63)}`, /0x and 64 hex characters; this one has 63/],
        ['markup', '%3Cscript%3E', /only letters and digits/],
        ['a hash that is no chain’s', 'hello', /does not look like a transaction hash/],
      ])(
        'answers %s with 400 and a sentence, without asking the provider',
        async (_, hash, message) => {
          const before = upstreams.calls(STATUS_PATH);
          const { response, body } = await trackOf(shared, `/api/track?hash=${hash}`);
          expect(response.status).toBe(400);
          expect(response.headers.get('cache-control')).toBe('no-store');
          expect(body.error).toMatch(message);
          expect(upstreams.calls(STATUS_PATH)).toBe(before);
        },
      );

      it('refuses a query field it does not know with 400', async () => {
        const { response, body } = await trackOf(shared, `${trackRoute(swapHash(2))}&cb=1`);
        expect(response.status).toBe(400);
        expect(body.error).toMatch(/hash and a trade ID only/);
      });

      it('answers the 11th distinct hash in a minute with 429, Retry-After and a message', async () => {
        await withFresh({}, async (api) => {
          // Ten visitors, one swap each: the whole budget, no client past its share.
          for (let index = 0; index < 10; index += 1) {
            const visitor = `198.51.100.${index + 1}`;
            expect((await get(api, trackRoute(swapHash(3, index)), visitor)).status).toBe(200);
          }
          const before = upstreams.calls(STATUS_PATH);
          const { response, body } = await trackOf(
            api,
            trackRoute(swapHash(3, 10)),
            '198.51.100.99',
          );
          expect(response.status).toBe(429);
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
          expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(60);
          expect(body.error).toMatch(/Please try again in \d+ seconds?\./);
          expect(upstreams.calls(STATUS_PATH)).toBe(before);
          // A swap already checked is still answered from what the server keeps.
          expect((await get(api, trackRoute(swapHash(3, 0)))).status).toBe(200);
        });
      });

      it('holds one client to its share of the budget, and answers the next client', async () => {
        await withFresh({}, async (api) => {
          const prober = '203.0.113.7';
          expect((await get(api, trackRoute(swapHash(6, 0)), prober)).status).toBe(200);
          expect((await get(api, trackRoute(swapHash(6, 1)), prober)).status).toBe(200);
          const before = upstreams.calls(STATUS_PATH);
          const { response, body } = await trackOf(api, trackRoute(swapHash(6, 2)), prober);
          expect(response.status).toBe(429);
          expect(response.headers.get('cache-control')).toBe('no-store');
          const seconds = Number(response.headers.get('retry-after'));
          expect(seconds).toBeGreaterThan(0);
          expect(seconds).toBeLessThanOrEqual(60);
          expect(body).toMatchObject({
            error: expect.stringMatching(/checked many swaps.*try again in \d+ seconds?\./),
            busy: true,
            retryAfterSeconds: seconds,
          });
          expect(upstreams.calls(STATUS_PATH)).toBe(before);
          const visitor = await trackOf(api, trackRoute(swapHash(6, 3)), '203.0.113.8');
          expect(visitor.response.status).toBe(200);
        });
      });

      it('answers junk trade ids on a hash already final without asking the provider', async () => {
        await withFresh({}, async (api) => {
          const hash = TRACK_FIXTURE_HASHES.SUCCESS;
          expect((await trackOf(api, trackRoute(hash))).body.state).toBe('SUCCESS');
          const before = upstreams.calls(STATUS_PATH);
          for (let junk = 0; junk < 5; junk += 1) {
            const { response, body } = await trackOf(api, trackRoute(hash, `junk-${junk}`));
            expect(response.status).toBe(200);
            expect(body.state).toBe('SUCCESS');
          }
          expect(upstreams.calls(STATUS_PATH)).toBe(before);
        });
      });

      it('says the trade id is needed when the provider refuses the hash alone', async () => {
        await withFresh({}, async (api) => {
          const hash = TRACK_FIXTURE_HASHES['needs-id'];
          expect((await trackOf(api, trackRoute(hash))).body.state).toBe('NEEDS_ID');
          const withId = await trackOf(api, trackRoute(hash, 'trade-0042'));
          expect(withId.body.state).toBe('SUCCESS');
        });
      });

      it.each([
        ['unknown-status', 200, { state: 'UNKNOWN' }],
        ['hostile', 200, { state: 'SUCCESS' }],
        ['429', 429, { error: expect.stringMatching(/try again in 30 seconds/) }],
        ['500', 502, { error: expect.stringMatching(/answered 500/) }],
        ['malformed', 502, { error: expect.stringMatching(/not JSON/) }],
        ['redirect', 502, { error: expect.stringMatching(/redirects are not followed/) }],
      ] as const)('answers an upstream in mode %s with %i', async (mode, status, expected) => {
        upstreams.control('swap-status', { mode });
        const elsewhereBefore = upstreams.calls(STATUS_ELSEWHERE_PATH);
        await withFresh({}, async (api) => {
          const { response, body } = await trackOf(
            api,
            trackRoute(swapHash(4, mode.charCodeAt(0) * 100 + mode.length)),
          );
          expect(response.status).toBe(status);
          expect(body).toMatchObject(expected);
          if (status !== 200) expect(response.headers.get('cache-control')).toBe('no-store');
          if (mode === '429') expect(response.headers.get('retry-after')).toBe('30');
          expect(JSON.stringify(body)).not.toMatch(/<|script|alert/i);
        });
        expect(upstreams.calls(STATUS_ELSEWHERE_PATH)).toBe(elsewhereBefore);
      });

      it.each([
        ['endless', 502, /more than 16384 bytes/],
        ['slow', 504, /did not answer in time/],
      ] as const)(
        'answers an upstream in mode %s with %i within the timeout',
        async (mode, status, message) => {
          upstreams.control('swap-status', { mode, delayMs: 10_000 });
          await withFresh({}, async (api) => {
            const started = performance.now();
            const { response, body } = await trackOf(api, trackRoute(swapHash(5, mode.length)));
            expect(performance.now() - started).toBeLessThan(5_000);
            expect(response.status).toBe(status);
            expect(body.error).toMatch(message);
          });
        },
      );
    });

    describe('/api/news/:slug', () => {
      it('gathers the feeds’ articles about a coin, newest first, fresh for 15 minutes', async () => {
        const { response, body } = await newsOf(shared, 'bitcoin');
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe(
          'public, max-age=900, s-maxage=900, stale-while-revalidate=60, stale-if-error=900',
        );
        expect(body.success).toBe(true);
        expect(body.data.map((article) => article.title)).toEqual([
          'Bitcoin hash rate reaches a new high',
          'BTC options traders eye the quarterly expiry',
          'Why Bitcoin fees stayed low this week',
          'Bitcoin developers discuss a soft fork',
        ]);
      });

      it('reads each feed once per period for all pages, however often they ask', async () => {
        await withFresh({}, async (api) => {
          const before = FEEDS.map((feed) => upstreams.calls(feed));
          await newsOf(api, 'ethereum');
          const afterFirst = FEEDS.map((feed) => upstreams.calls(feed));
          expect(afterFirst).toEqual(before.map((count) => count + 1));
          const slugs = [
            'ethereum',
            'bitcoin',
            'pepe',
            'layertwo',
            ...siteJson.coins.map((c) => c.slug),
          ];
          for (const slug of slugs) {
            expect((await newsOf(api, slug)).response.status).toBe(200);
          }
          expect(FEEDS.map((feed) => upstreams.calls(feed))).toEqual(afterFirst);
        });
      });

      it('takes a page’s keywords from the build’s content index', async () => {
        const { body } = await newsOf(shared, 'layertwo');
        expect(body.data.map((article) => article.title)).toEqual(['Ethereum blob usage climbs']);
      });

      it('strips markup a hostile feed puts in its items', async () => {
        const { body } = await newsOf(shared, 'pepe');
        expect(body.data.map((article) => article.summary)).toContain('A light-hearted poll.');
        expect(JSON.stringify(body)).not.toMatch(/<|script|alert/i);
      });

      it('answers 404 with success false for a slug no page has', async () => {
        const { response, body } = await newsOf(shared, 'dogecoinmoon');
        expect(response.status).toBe(404);
        expect(body).toMatchObject({ success: false, data: [] });
        expect(body.error).toMatch(/dogecoinmoon/);
      });

      it.each(['Bitcoin', '..%2f..%2fetc'])('answers 400 for the slug %s', async (slug) => {
        const response = await get(shared, `/api/news/${slug}`);
        expect(response.status).toBe(400);
      });

      // Issue 31: each of these once held the event loop for seconds, so that nothing else
      // was answered meanwhile.
      it.each(['hostile-title.xml', 'many-items.xml'])(
        'keeps answering other requests at once while it reads %s',
        async (feed) => {
          const env = { NEWS_FEEDS: `${upstreams.base}/feeds/${feed}` };
          // The first read in a process also compiles the reader; a warm one is what counts.
          await withFresh(env, (api) => newsOf(api, 'bitcoin'));
          await withFresh(env, async (api) => {
            const probe = async () => {
              const started = performance.now();
              const response = await get(api, target.probeRoute ?? '/api/config');
              await response.arrayBuffer();
              expect(response.status).toBe(200);
              return performance.now() - started;
            };
            // What a round trip costs this machine now, with nothing else running.
            const idle: number[] = [];
            for (let round = 0; round < 5; round += 1) idle.push(await probe());
            let newsDone = false;
            const news = newsOf(api, 'bitcoin').finally(() => (newsDone = true));
            const during: number[] = [];
            // Bounded: the news request has 30 s at most, and 2,000 probes take far longer.
            while (!newsDone && during.length < 2_000) during.push(await probe());
            const { response, body } = await news;
            expect(response.status).toBe(200);
            expect(body.data[0]?.title).toMatch(/^Bitcoin/);
            expect(JSON.stringify(body)).not.toMatch(/<|script/);
            expect(during.length).toBeGreaterThan(0);
            // Before, these feeds held the loop for 9 s to minutes, so every probe made
            // meanwhile waited that long. Any single round trip can stall on a shared machine,
            // so the slowest one is held to a bound that grows with the slowest idle one. The
            // issue's 100 ms is held in CPU time by feedItems.test.ts (no stretch of reading
            // between two turns takes longer): in wall time, with two unit suites on two
            // cores, a round trip beside the reading took about 20 times an idle one.
            const bound = Math.max(1_000, 100 + 3 * Math.max(...idle));
            expect(Math.max(...during)).toBeLessThan(bound);
          });
        },
      );

      it('serves the built-in articles for a minute when no feed answers', async () => {
        await withFresh({ NEWS_FEEDS: `${upstreams.base}/feeds/gone.xml` }, async (api) => {
          const { response, body } = await newsOf(api, 'bitcoin');
          expect(response.status).toBe(200);
          expect(response.headers.get('cache-control')).toBe(
            'public, max-age=60, s-maxage=60, stale-while-revalidate=60, stale-if-error=900',
          );
          expect(body.success).toBe(true);
          expect(body.data).toHaveLength(3);
          expect(body.data.every((article) => !article.url.includes('fake.example'))).toBe(true);
        });
      });
    });
  });
}
