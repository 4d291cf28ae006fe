import { readdirSync } from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEFAULT_CONTENT_DIR } from '../../src/content/collections';
import { viteCacheFor } from '../support/editorServer';
import { devBrokenPort, devPort, fakeBase } from '../support/ports';
import { spawnNpm, stopNpm } from '../support/npm-process';
import { fakeUpstreamEnv } from '../fixtures/fake-upstreams/deploymentEnv';

/**
 * `npm run dev` on a copy of the content folder: a marketer's mistake shows on the error
 * overlay as the validator words it, and the fix shows on the open page without a reload.
 */
const devUrl = `http://127.0.0.1:${devPort}`;
const repoRoot = path.resolve(import.meta.dirname, '../..');
let contentDir: string;
let dev: ChildProcess | undefined;
let devOutput = '';

async function waitForDevServer(): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (let attempt = 0; attempt < 120 && Date.now() < deadline; attempt++) {
    try {
      if ((await fetch(`${devUrl}/page-data/bitcoin.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`npm run dev did not answer at ${devUrl}:\n${devOutput}`);
}

test.describe('content in npm run dev', () => {
  // One dev server for the whole group: each worker running a test of it would start its own.
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test.beforeAll(async () => {
    // Skipped here, not by a condition on the tests: that one is read per test, after this hook
    // has run, so the phone project started a second dev server on the same port beside the
    // desktop's, and its first visits made the desktop's pages reload.
    test.skip(
      Boolean(test.info().project.use.isMobile),
      'the dev server behaves the same at any width',
    );
    contentDir = await mkdtemp(path.join(tmpdir(), 'dev-content-'));
    await cp(DEFAULT_CONTENT_DIR, contentDir, { recursive: true });
    dev = spawn(
      'npm',
      ['run', 'dev', '--', '--host', '127.0.0.1', '--port', String(devPort), '--strictPort'],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          // The API answers through the fakes, as it does for the production server's tests.
          ...fakeUpstreamEnv(fakeBase),
          CONTENT_DIR: contentDir,
          VITE_CACHE_DIR: viteCacheFor('dev-content'),
        },
        // Its own process group, so the server npm starts ends with it.
        detached: true,
      },
    );
    dev.stdout?.on('data', (chunk: Buffer) => (devOutput += chunk.toString()));
    dev.stderr?.on('data', (chunk: Buffer) => (devOutput += chunk.toString()));
    await waitForDevServer();
  });

  test.afterAll(async () => {
    if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
    if (contentDir) await rm(contentDir, { recursive: true, force: true });
  });

  // Before the content is changed: each change reloads every open page, gallery frames too.
  test('shows every block type from its schema examples, in both themes and widths', async ({
    page,
  }) => {
    // The first visit of a fresh dev server: Vite compiles the gallery and each example's
    // modules as the frames ask for them, a minute on a loaded two-core machine.
    test.setTimeout(240_000);
    await page.goto(`${devUrl}/__blocks`);
    const blockTypes = page.getByRole('navigation', { name: 'Block types' }).getByRole('link');
    const schemaFiles = readdirSync('schema/blocks').filter((file) =>
      file.endsWith('.schema.json'),
    );
    await expect(blockTypes).toHaveCount(schemaFiles.length, { timeout: 90_000 });
    const hero = page.getByRole('region', { name: 'hero' });
    await expect(hero.getByRole('cell', { name: 'blurb (required)' })).toBeVisible();
    // Every field, the block's type included, says what it is from the block's schema.
    const typeRow = hero.getByRole('row').filter({ hasText: /^type/ });
    await expect(typeRow).toContainText('Always "hero": the top of a page');
    const headingRow = hero.getByRole('row').filter({ hasText: /^heading/ });
    await expect(headingRow).toContainText("the page's main heading (its h1)");
    await hero.scrollIntoViewIfNeeded();
    await expect(hero.locator('iframe')).toHaveCount(4);
    const dark = page.frameLocator('iframe[title="hero, dark theme, phone (375 px)"]');
    await expect(dark.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 120_000 });
    await expect(dark.locator('body')).toHaveClass(/\bdark\b/);

    // The gallery fits a 1,280 px window, and each example can be copied as it is.
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await hero.getByRole('button', { name: 'Copy hero example 1' }).click();
    await expect(hero.getByRole('status').first()).toHaveText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(copied)).toMatchObject({ type: 'hero' });
  });

  test('makes catalogue coins, pairs of any two and their moves as the production server does', async ({
    page,
    request,
  }) => {
    await page.goto(`${devUrl}/dogecoin`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dogecoin (DOGE)', {
      timeout: 60_000,
    });
    await page.goto(`${devUrl}/dogecointolitecoin`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Swap Dogecoin to Litecoin');
    // The dev API's market answers for catalogue coins, as production's does.
    await expect(page.getByText('1 DOGE ≈ 0.003619 LTC')).toBeVisible();
    const news = await request.get(`${devUrl}/api/news/dogecointolitecoin`);
    expect(((await news.json()) as { data: { title: string }[] }).data).toContainEqual(
      expect.objectContaining({ title: 'Dogecoin tipping returns to a video platform' }),
    );

    // A coin's name moves to its coin file's page, and so does its page data.
    await page.goto(`${devUrl}/cardano`);
    await expect(page).toHaveURL(`${devUrl}/ada`);
    await page.goto(`${devUrl}/DogeCoin`);
    await expect(page).toHaveURL(`${devUrl}/dogecoin`);
    const moved = await request.get(`${devUrl}/page-data/cardanotobitcoin.json`, {
      maxRedirects: 0,
    });
    expect(moved.status()).toBe(301);
    expect(moved.headers()['location']).toBe('/page-data/adatobitcoin.json');
    expect((await request.get(`${devUrl}/page-data/dogecoim.json`)).status()).toBe(404);
  });

  test('shows a content error on the overlay and the fix on the open page', async ({ page }) => {
    const file = path.join(contentDir, 'coins/bitcoin.json');
    const original = await readFile(file, 'utf8');
    await page.goto(`${devUrl}/bitcoin`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Bitcoin (BTC)', { timeout: 60_000 });
    // The page is settled (no reload of the dev server's own still to come) before the change.
    await page.waitForLoadState('networkidle');

    await writeFile(file, original.replace('"heading": "Bitcoin (BTC)"', '"heading": 42'));
    const overlay = page.locator('vite-error-overlay .message-body');
    await expect(overlay).toContainText(
      /coins\/bitcoin\.json:\d+:\d+ +blocks\[0\]\.heading +must be a string \(got number\)/,
      { timeout: 30_000 },
    );
    await expect(page.locator('vite-error-overlay .frame')).toContainText('"heading": 42');
    expect(devOutput).toMatch(/blocks\[0\]\.heading +must be a string \(got number\)/);

    await writeFile(
      file,
      original.replace('"heading": "Bitcoin (BTC)"', '"heading": "Bitcoin Live"'),
    );
    await expect(heading).toHaveText('Bitcoin Live', { timeout: 30_000 });
    await expect(page.locator('vite-error-overlay')).toHaveCount(0);
  });

  test('shows content warnings over the page until they are fixed', async ({ page }) => {
    const file = path.join(contentDir, 'coins/bitcoin.json');
    const original = await readFile(file, 'utf8');
    await page.goto(`${devUrl}/bitcoin`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const warnings = page.getByRole('complementary', { name: /^Content warnings/ });
    await expect(warnings).toHaveCount(0);

    // A valid page whose title search results would cut: a warning, not an error.
    const longTitle = `Swap Bitcoin ${'and more '.repeat(8)}| SwapRoute`;
    const title = /"title": "[^"]*"/.exec(original)?.[0] ?? '';
    await writeFile(file, original.replace(title, `"title": "${longTitle}"`));
    await expect(warnings).toContainText(/coins\/bitcoin\.json.*title/, { timeout: 30_000 });
    await expect(warnings).toContainText('search results cut it');
    await expect(page.locator('vite-error-overlay')).toHaveCount(0);

    await writeFile(file, original);
    await expect(warnings).toHaveCount(0, { timeout: 30_000 });
  });
});

test('npm run dev started on a folder with an error shows it, then the page once it is fixed', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the dev server behaves the same at any width');
  test.setTimeout(120_000);
  const brokenDir = await mkdtemp(path.join(tmpdir(), 'dev-broken-'));
  await cp(DEFAULT_CONTENT_DIR, brokenDir, { recursive: true });
  const file = path.join(brokenDir, 'coins/bitcoin.json');
  const original = await readFile(file, 'utf8');
  await writeFile(file, original.replace('"heading": "Bitcoin (BTC)"', '"heading": 42'));
  const dev = spawnNpm(
    ['run', 'dev', '--', '--host', '127.0.0.1', '--port', String(devBrokenPort), '--strictPort'],
    { CONTENT_DIR: brokenDir, VITE_CACHE_DIR: viteCacheFor('dev-broken') },
  );
  try {
    await dev.waitFor(/must be a string \(got number\)/, 60_000);
    const url = `http://127.0.0.1:${devBrokenPort}/bitcoin`;
    // Once answered 500 for every address, Vite's own client included: a blank error page.
    expect((await page.goto(url))?.status()).toBe(200);
    await expect(page.locator('vite-error-overlay .message-body')).toContainText(
      /coins\/bitcoin\.json:\d+:\d+ +blocks\[0\]\.heading +must be a string/,
      { timeout: 60_000 },
    );
    await writeFile(file, original);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bitcoin (BTC)', {
      timeout: 60_000,
    });
    await expect(page.locator('vite-error-overlay')).toHaveCount(0);
  } finally {
    await stopNpm(dev);
    await rm(brokenDir, { recursive: true, force: true });
  }
});

test('the block gallery is not part of the production site', async ({ page }) => {
  const response = await page.goto('/__blocks');
  expect(response?.status()).toBe(404);
});
