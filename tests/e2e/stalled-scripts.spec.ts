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
