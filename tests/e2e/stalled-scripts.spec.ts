import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { SCRIPT_TIME_LIMIT_MS } from '../../src/net/loadScript';

/**
 * A third party whose script request neither loads nor fails: the fake upstream holds the
 * request open (tests/fixtures/fake-upstreams/hold.ts) for longer than the site's limit.
 */
const HELD_MS = SCRIPT_TIME_LIMIT_MS + 6_000;
/** The promise: the failure state shows within at most 10 s of the request. */
const PROMISED_MS = 10_000;

test.describe.configure({ timeout: 90_000 });
// The time limit and Retry are the same code at any width; the phone's layout of the failure
// states is checked in home.spec.ts.
test.skip(({ isMobile }) => isMobile, 'the same time limit at any width');

async function holdScript(context: BrowserContext, fake: 'chart' | 'swap-widget', ms: number) {
  await context.addCookies([
    { name: `fake-hold-${fake}`, value: String(ms), domain: '127.0.0.1', path: '/' },
  ]);
}

/** When the browser sent the script's request: the time limit counts from there. */
const requestStart = (page: Page, url: string) =>
  page.waitForRequest(url, { timeout: 60_000 }).then(() => Date.now());

test.describe('a stalled swap widget script', () => {
  test('shows the failure and Retry within the limit, then the widget once the script arrives', async ({
    page,
    context,
  }) => {
    await holdScript(context, 'swap-widget', HELD_MS);
    const requested = requestStart(page, '**/widget/script.js');
    await page.goto('/');
    const area = page.getByRole('region', { name: 'Swap tokens' });
    const startedAt = await requested;
    await expect(area.getByRole('alert')).toBeVisible({ timeout: PROMISED_MS });
    expect(Date.now() - startedAt).toBeLessThan(PROMISED_MS);
    await expect(area.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByTestId('swap-widget-skeleton')).toHaveCount(0);

    await expect(area.locator('iframe#rubic-widget-iframe')).toBeVisible({ timeout: HELD_MS });
    await expect(area.getByRole('alert')).toHaveCount(0);
  });

  test('Retry asks for the script again and draws the widget when that request answers', async ({
    page,
    context,
  }) => {
    await holdScript(context, 'swap-widget', 60_000);
    const requested = requestStart(page, '**/widget/script.js');
    await page.goto('/');
    const area = page.getByRole('region', { name: 'Swap tokens' });
    await requested;
    await expect(area.getByRole('alert')).toBeVisible({ timeout: PROMISED_MS });

    await context.clearCookies();
    await area.getByRole('button', { name: 'Retry' }).click();
    await expect(area.locator('iframe#rubic-widget-iframe')).toBeVisible();
    await expect(area.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('a stalled chart script', () => {
  test('shows the failure and Retry within the limit, then the chart once the script arrives', async ({
    page,
    context,
  }) => {
    await holdScript(context, 'chart', HELD_MS);
    const requested = requestStart(page, '**/chart/tv.js');
    await page.goto('/bitcoin');
    const chart = page.locator('section#chart');
    // It wakes in view, as a reader scrolls to it.
    await chart.evaluate((section) => section.scrollIntoView());
    await expect(chart.getByText('Loading the BTC/USD chart…')).toBeVisible();
    const startedAt = await requested;
    await expect(chart.getByText('The live chart is unavailable right now.')).toBeVisible({
      timeout: PROMISED_MS,
    });
    expect(Date.now() - startedAt).toBeLessThan(PROMISED_MS);
    await expect(chart.getByRole('button', { name: 'Retry' })).toBeVisible();

    await expect(chart.getByText('Fake chart COINBASE:BTCUSD (light)')).toBeVisible({
      timeout: HELD_MS,
    });
    await expect(chart.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });

  test('Retry asks for the script again and draws the chart when that request answers', async ({
    page,
    context,
  }) => {
    await holdScript(context, 'chart', 60_000);
    await page.goto('/bitcoin');
    const chart = page.locator('section#chart');
    // It wakes in view, as a reader scrolls to it.
    await chart.evaluate((section) => section.scrollIntoView());
    await expect(chart.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: HELD_MS });

    await context.clearCookies();
    await chart.getByRole('button', { name: 'Retry' }).click();
    await expect(chart.getByText('Fake chart COINBASE:BTCUSD (light)')).toBeVisible();
  });
});

test.describe('a stalled picture', () => {
  test('a /favicon.svg held for 12 s leaves /bitcoin painted within 3 s of its HTML', async ({
    page,
  }) => {
    await page.route('**/favicon.svg', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 12_000));
      // The page may be gone by then.
      await route.continue().catch(() => {});
    });
    // When boot.js takes its hiding class off, on the page's own clock.
    await page.addInitScript(() => {
      let hidden = false;
      new MutationObserver(() => {
        const record = window as unknown as { shownAt?: number };
        const root = document.documentElement;
        if (root.classList.contains('preload')) hidden = true;
        else if (hidden && record.shownAt === undefined) record.shownAt = performance.now();
      }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
    });
    await page.goto('/bitcoin', { waitUntil: 'commit' });
    const shown = await page.waitForFunction(
      () => (window as unknown as { shownAt?: number }).shownAt,
      undefined,
      { timeout: 10_000 },
    );
    const shownAt = (await shown.jsonValue()) as number;
    const parsedAt = await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
          .domInteractive,
    );
    // The picture still holds the load event: the page showed without it.
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    expect(shownAt - parsedAt).toBeLessThan(3_000);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
