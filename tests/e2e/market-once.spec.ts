import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startFakeUpstreams, type FakeUpstreams } from '../support/contract/upstreams';
import { fakeUpstreamEnv } from '../fixtures/fake-upstreams/deploymentEnv';
import { killGroup, spawnNpm, type NpmRun } from '../support/npm-process';
import { sitePages } from '../support/site-routes';

/**
 * The shared e2e server runs with the market cache off (its tests switch the fake market
 * within seconds), so the once-a-period promise is checked on a server of its own: the
 * production build under `npm start` with the cache and budget a deployment has, its
 * upstream a fake in this process that counts its calls. Each coin's record is asked for
 * once per period, whichever page shows it first.
 */
const MARKET_PATH = '/market/coins/markets';
const PAIR_PAGES = 20;

let upstreams: FakeUpstreams;
let site: NpmRun | undefined;
let siteUrl: string;

test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.skip(({ isMobile }) => isMobile, 'one server-side count is enough');

test.beforeAll(async () => {
  test.setTimeout(120_000);
  upstreams = await startFakeUpstreams();
  site = spawnNpm(['start'], {
    ...fakeUpstreamEnv(upstreams.base),
    // The build on disk as it is: this test must not rebuild under the shared server.
    DIST_DIR: path.resolve('dist'),
    HOST: '127.0.0.1',
    PORT: '0',
    MARKET_CACHE_SECONDS: '60',
    // One browser here stands for the many visitors who open these pages: the whole
    // budget, rather than one client's share of it.
    MARKET_CLIENT_SHARE_PER_MINUTE: '30',
  });
  const listening = await site.waitFor(/on http:\/\/127\.0\.0\.1:(\d+)/, 90_000);
  siteUrl = `http://127.0.0.1:${listening[1]}`;
});

test.afterAll(async () => {
  killGroup(site?.child.pid);
  await upstreams?.close();
});

test('20 different pair pages, each with its rate, cost at most one call per coin they show', async ({
  page,
}) => {
  const pairs = (await sitePages()).filter((candidate) => candidate.kind === 'pair');
  // Spread over the catalogue, hand-written pages and template-made ones alike.
  const step = Math.floor(pairs.length / PAIR_PAGES);
  const opened = Array.from({ length: PAIR_PAGES }, (_, index) => pairs[index * step]!);
  expect(new Set(opened.map((pair) => pair.slug)).size).toBe(PAIR_PAGES);

  const browserAsked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/market/')) browserAsked.push(request.url());
  });
  for (const pair of opened) {
    await page.goto(`${siteUrl}/${pair.slug}`, { waitUntil: 'load' });
    // A coin worth under a cent is quoted per thousand, million or billion (#46 item 5).
    await expect(page.locator('main')).toContainText(
      new RegExp(`1[KMB]? ${pair.fromSymbol} ≈ `),
      // A loaded machine: the first page also waits for the market's first answer.
      { timeout: 20_000 },
    );
  }
  // Every page asked the site for its own coins; the site asked the service at most once for
  // each coin, within the budget of 30 calls a minute.
  expect(browserAsked.length).toBeGreaterThanOrEqual(PAIR_PAGES);
  const coinsShown = new Set(
    browserAsked.flatMap((url) => new URL(url).searchParams.get('ids')?.split(',') ?? []),
  );
  expect(upstreams.calls(MARKET_PATH)).toBeGreaterThan(0);
  expect(upstreams.calls(MARKET_PATH)).toBeLessThanOrEqual(Math.min(coinsShown.size, 30));
});
