import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deploymentEnv,
  describeApiContract,
  FEEDS,
  MARKET_PATH,
  MARKET_ROUTE,
  writeBuiltSite,
} from '../../../tests/support/contract/apiContract';
import { startFakeUpstreams, type FakeUpstreams } from '../../../tests/support/contract/upstreams';
import {
  buildWorker,
  startWorkerd,
  workerOptions,
  WRANGLER_CONFIG,
  type BuiltWorker,
} from './workerd';

let built: BuiltWorker;

beforeAll(async () => {
  built = await buildWorker();
}, 60_000);

afterAll(() => built?.dispose());

describeApiContract('workerd (the Cloudflare Worker)', {
  async start(settings) {
    const { miniflare, url } = await startWorkerd([
      { name: 'swaproute', ...workerOptions(built, settings) },
    ]);
    return { url, stop: () => miniflare.dispose() };
  },
});

describe('the deployment in wrangler.jsonc', { timeout: 30_000 }, () => {
  let upstreams: FakeUpstreams;
  let distDir: string;

  beforeAll(async () => {
    upstreams = await startFakeUpstreams();
    distDir = await mkdtemp(path.join(tmpdir(), 'worker-dist-'));
    await writeBuiltSite(distDir);
    await writeFile(path.join(distDir, 'robots.txt'), 'User-agent: *\n');
    await writeFile(path.join(distDir, 'bitcoin.html'), '<title>Bitcoin</title>');
  });

  afterAll(async () => {
    await upstreams?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const options = (name: string) => ({
    name,
    ...workerOptions(built, { distDir, env: deploymentEnv(upstreams.base) }),
  });

  it('needs no Node module of its own: the compatibility layer is for the server bundle', async () => {
    const bundle = await readFile(built.scriptPath, 'utf8');
    expect(bundle).not.toMatch(/from\s*["']node:|require\(["']node:/);
    expect(await readFile(WRANGLER_CONFIG, 'utf8')).toContain('nodejs_compat');
  });

  it('serves dist/ from the platform and sends /api/* to the worker', async () => {
    const { miniflare, url } = await startWorkerd([options('swaproute')]);
    try {
      const home = await fetch(`${url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<title>Home</title>');
      expect((await fetch(`${url}/robots.txt`)).status).toBe(200);
      expect(await (await fetch(`${url}/bitcoin`)).text()).toContain('<title>Bitcoin</title>');
      const slashed = await fetch(`${url}/bitcoin/`, { redirect: 'manual' });
      expect(slashed.status).toBe(307);
      expect(slashed.headers.get('location')).toBe('/bitcoin');
      const missing = await fetch(`${url}/no-such-page`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('<title>Missing</title>');
      // The worker reads the server's content through ASSETS; visitors get the 404 page.
      const hidden = await fetch(`${url}/_server/content.json`);
      expect(hidden.status).toBe(404);
      expect(await hidden.text()).toContain('<title>Missing</title>');
      // The 404 page sits beside the pages as 404.html, but /404 is no page.
      const notFoundPage = await fetch(`${url}/404`);
      expect(notFoundPage.status).toBe(404);
      expect(await notFoundPage.text()).toContain('<title>Missing</title>');
      // A file that the build wrote is still not an API answer.
      const api = await fetch(`${url}/api/config`);
      expect(api.status).toBe(200);
      expect(api.headers.get('content-type')).toMatch(/^application\/json/);
    } finally {
      await miniflare.dispose();
    }
  });

  it('answers 503 with a JSON error when the deployment lacks the server’s content', async () => {
    const bare = await mkdtemp(path.join(tmpdir(), 'worker-bare-'));
    await writeFile(path.join(bare, 'index.html'), '<!doctype html><title>Home</title>');
    const { miniflare, url } = await startWorkerd([
      {
        name: 'swaproute',
        ...workerOptions(built, { distDir: bare, env: deploymentEnv(upstreams.base) }),
      },
    ]);
    try {
      const response = await fetch(`${url}${MARKET_ROUTE}`);
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(((await response.json()) as { error: string }).error).toMatch(/content/);
    } finally {
      await miniflare.dispose();
      await rm(bare, { recursive: true, force: true });
    }
  });

  it('lets three instances share one upstream call per period through caches.default', async () => {
    const names = ['edge-1', 'edge-2', 'edge-3'];
    // The same query with its fields in another order: the shared key is the canonical one.
    const [routePath, routeQuery] = MARKET_ROUTE.split('?');
    const fields = new URLSearchParams(routeQuery);
    fields.sort();
    const respelled = `${routePath}?${fields}`;
    expect(respelled).not.toBe(MARKET_ROUTE);
    const { miniflare, url } = await startWorkerd(names.map(options));
    try {
      const marketBefore = upstreams.calls(MARKET_PATH);
      const feedsBefore = FEEDS.map((feed) => upstreams.calls(feed));
      const bodies = new Set<string>();
      const ages: (string | null)[] = [];
      for (const name of names) {
        // Each worker is its own isolate with its own memory: only the Cache API is shared.
        // Miniflare types it with the Workers typings, which this project does not install.
        const instance = (await miniflare.getWorker(name)) as unknown as {
          fetch(url: string): Promise<Response>;
        };
        for (const route of [MARKET_ROUTE, respelled]) {
          const market = await instance.fetch(`${url}${route}`);
          expect(market.status).toBe(200);
          ages.push(market.headers.get('age'));
          bodies.add(await market.text());
          const news = await instance.fetch(`${url}/api/news/bitcoin`);
          expect(news.status).toBe(200);
          await news.arrayBuffer();
        }
      }
      expect(upstreams.calls(MARKET_PATH) - marketBefore).toBe(1);
      expect(FEEDS.map((feed) => upstreams.calls(feed))).toEqual(
        feedsBefore.map((count) => count + 1),
      );
      expect(bodies.size).toBe(1);
      // Only the first answer came from the app; the shared copies say how old they are.
      expect(ages[0]).toBeNull();
      expect(ages.slice(1).every((age) => age !== null && Number(age) >= 0)).toBe(true);
    } finally {
      await miniflare.dispose();
    }
  });

  it('takes each client’s share of /api/track from the platform’s rate limiting', async () => {
    const fromWrangler = options('swaproute') as { ratelimits?: Record<string, unknown> };
    expect(fromWrangler.ratelimits?.TRACK_CLIENT_LIMITER).toMatchObject({
      simple: { limit: 2, period: 60 },
    });
    expect(fromWrangler.ratelimits?.MARKET_CLIENT_LIMITER).toMatchObject({
      simple: { limit: 6, period: 60 },
    });
    // A binding of one call a minute, where the variables would give each client two: the
    // second distinct swap is refused, so the platform's limiter is the one counting.
    const { miniflare, url } = await startWorkerd([
      {
        ...fromWrangler,
        ratelimits: {
          ...fromWrangler.ratelimits,
          TRACK_CLIENT_LIMITER: { simple: { limit: 1, period: 60 } },
        },
      },
    ]);
    const swap = (n: number, client: string) =>
      fetch(`${url}/api/track?hash=0x${String(n).repeat(64)}`, {
        headers: { 'CF-Connecting-IP': client },
      });
    try {
      expect((await swap(1, '203.0.113.1')).status).toBe(200);
      const refused = await swap(2, '203.0.113.1');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('60');
      expect(await refused.json()).toMatchObject({ busy: true, retryAfterSeconds: 60 });
      expect((await swap(3, '203.0.113.2')).status).toBe(200);
      // The first swap is kept in caches.default, answered before any share is asked.
      expect((await swap(1, '203.0.113.1')).status).toBe(200);
    } finally {
      await miniflare.dispose();
    }
  });
});
