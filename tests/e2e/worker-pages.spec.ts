import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { NewsResponse } from '../../src/news/types';
import {
  buildWorker,
  DIST_RENDERER,
  startWorkerd,
  workerOptions,
} from '../../src/server/edge/workerd';
import { deploymentEnv } from '../support/contract/apiContract';
import { fakeBase, wranglerDevPort } from '../support/ports';
import { prerenderedMadePair } from '../support/madePages';
import { spawnNpm, stopNpm } from '../support/npm-process';
import { fakeUpstreamEnv } from '../fixtures/fake-upstreams/deploymentEnv';

/**
 * The Cloudflare deployment of this build, as `npx wrangler deploy` would upload it, on
 * workerd: a page no file answers is made by the worker with the build's own server bundle.
 * One made page's file is taken out of a copy of dist/, so this holds whatever the content.
 * Then `npx wrangler dev` itself, with wrangler.jsonc as it is, for a browser.
 */
test.describe('pages made on demand by the Worker', () => {
  test.skip(({ isMobile }) => isMobile, 'no browser is involved: once is enough');
  test.setTimeout(180_000);

  test('a made page is the prerender’s, a moved pair or symbol moves and junk is a quick 404', async () => {
    const distDir = await mkdtemp(path.join(tmpdir(), 'worker-site-'));
    const built = await buildWorker(DIST_RENDERER);
    const slug = await prerenderedMadePair('dist');
    await cp('dist', distDir, {
      recursive: true,
      filter: (file) => !path.basename(file).startsWith(`${slug}.html`),
    });
    const { miniflare, url } = await startWorkerd([
      { name: 'swaproute', ...workerOptions(built, { distDir, env: deploymentEnv(fakeBase) }) },
    ]);
    try {
      const made = await fetch(`${url}/${slug}`);
      expect(made.status).toBe(200);
      expect(made.headers.get('cache-control')).toContain('s-maxage=');
      expect((await made.text()) === (await readFile(`dist/${slug}.html`, 'utf8'))).toBe(true);
      const data = await fetch(`${url}/page-data/${slug}.json`);
      expect(data.status).toBe(200);
      // The spec's own link /usdttosol (SOL by its alias) moves to the pair's page.
      const moved = await fetch(`${url}/usdttosol`, { redirect: 'manual' });
      expect(moved.status).toBe(301);
      expect(new URL(moved.headers.get('location')!, url).pathname).toBe('/usdttosolana');
      // Every coin's symbol or name, on either side or both, as the Node server answers it.
      for (const [from, to] of [
        ['/btc', '/bitcoin'],
        ['/cardanotobitcoin', '/adatobitcoin'],
        ['/doge', '/dogecoin'],
        ['/ethtobtc', '/ethereumtobitcoin'],
        ['/btctoethereum', '/bitcointoethereum'],
        ['/page-data/eth.json', '/page-data/ethereum.json'],
        // Typed with capitals: no file has that name, so the Worker moves it to lower case.
        ['/DogeCoin', '/dogecoin'],
      ]) {
        const answer = await fetch(`${url}${from}`, { redirect: 'manual' });
        expect(answer.status, from).toBe(301);
        expect(new URL(answer.headers.get('location')!, url).pathname, from).toBe(to);
      }
      // A pair no build prerenders has the news of its two coins, as on the Node server.
      const news = await fetch(`${url}/api/news/dogecointolitecoin`);
      expect(news.status).toBe(200);
      expect(((await news.json()) as NewsResponse).data.map((article) => article.title)).toContain(
        'Dogecoin tipping returns to a video platform',
      );
      const junk = await fetch(`${url}/zzqqtozzqq`);
      expect(junk.status).toBe(404);
      expect(await junk.text()).toContain('404 Page Not Found');
    } finally {
      await miniflare.dispose();
      await built.dispose();
      await rm(distDir, { recursive: true, force: true });
    }
  });

  test('wrangler dev makes the long-tail coin and pair pages from the build, for a browser', async ({
    page,
  }) => {
    const state = await mkdtemp(path.join(tmpdir(), 'wrangler-state-'));
    const vars = Object.entries(fakeUpstreamEnv(fakeBase)).flatMap(([name, value]) => [
      '--var',
      `${name}:${value}`,
    ]);
    // wrangler.jsonc as a deployment has it, over dist/ as the build left it: no page below
    // has a file there, so the worker makes each one.
    const wrangler = spawnNpm(
      [
        'exec',
        '--no',
        '--',
        'wrangler',
        'dev',
        '--ip',
        '127.0.0.1',
        '--port',
        String(wranglerDevPort),
        '--persist-to',
        state,
        '--show-interactive-dev-session=false',
        ...vars,
      ],
      // Playwright's FORCE_COLOR would wrap the address in colour codes.
      { WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: '0' },
    );
    try {
      const [, url] = await wrangler.waitFor(/Ready on (http:\/\/\S+)/, 120_000);
      await page.goto(`${url}/dogecoin`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dogecoin (DOGE)');
      await page.goto(`${url}/dogecointolitecoin`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Swap Dogecoin to Litecoin');
      await expect(page.getByText('1 DOGE ≈ 0.003619 LTC')).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        /\/dogecointolitecoin$/,
      );
      await page.goto(`${url}/toncoin`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toncoin (TON)');
      const missing = await page.goto(`${url}/dogecoim`);
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('link', { name: 'Dogecoin' })).toHaveAttribute(
        'href',
        '/dogecoin',
      );
    } finally {
      await stopNpm(wrangler);
      await rm(state, { recursive: true, force: true });
    }
  });
});
