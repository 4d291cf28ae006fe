import { expect, test, type Page } from '@playwright/test';
import { SCRIPT_TIME_LIMIT_MS } from '../../src/net/loadScript';
import { waitForApp } from '../support/hydration';
import { fakeBase } from '../support/ports';
import { setFakeMode, useSwitchableUpstreams } from '../support/switchableUpstreams';

const CACHED_MESSAGE = 'Using cached cryptocurrency data (API rate limit reached)';
const FAILED_MESSAGE = 'Failed to load cryptocurrency data';

interface FakeWidgetRecord {
  events: { event: string; adapterPresent?: boolean }[];
  initCalls: Record<string, unknown>[];
  rejected: string[][];
}

/** The frame Rubic's script draws; it only shows once its onload handler has run. */
const widgetFrame = (scope: Page | ReturnType<Page['locator']>) =>
  scope.locator('#rubic-widget-root iframe#rubic-widget-iframe');

async function widgetFrameAddress(page: Page): Promise<URL> {
  const src = await widgetFrame(page).getAttribute('src');
  if (!src) throw new Error('The widget frame has no address.');
  return new URL(src);
}

/** Records the arguments the page passes to the adapter's init function. */
async function recordInitArguments(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'initSwapWidget', {
      configurable: true,
      get: () => undefined,
      set(init: (...args: unknown[]) => void) {
        Object.defineProperty(window, 'initSwapWidget', {
          configurable: true,
          writable: true,
          value: (...args: unknown[]) => {
            (window as unknown as { __initArguments: unknown[][] }).__initArguments ??= [];
            (window as unknown as { __initArguments: unknown[][] }).__initArguments.push(args);
            return init(...args);
          },
        });
      },
    });
  });
}

const fakeWidget = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __fakeSwapWidget?: FakeWidgetRecord }).__fakeSwapWidget,
  );

const priceStatus = (page: Page) =>
  page.getByRole('region', { name: 'Live Crypto Prices' }).getByRole('status');
const priceRows = (page: Page) =>
  page.getByRole('list', { name: /^Coins \d+ to \d+ of 14$/ }).getByRole('link');

test.describe('home page', () => {
  // One visit, since opening the home page is what these checks spend their time on: each
  // step starts where the one before it left the page.
  test('a first visit: blocks in order, prices paged with their mini charts, the widget following the theme', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');

    await test.step('shows its blocks in order, without console errors', async () => {
      await expect(page.getByText('Welcome to SwapRoute')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Instant Crypto Swaps Across Every Chain',
      );
      const order = await page.evaluate(() =>
        Array.from(document.querySelectorAll('#main section')).map(
          (section) => section.id || section.querySelector('h1')?.textContent,
        ),
      );
      expect(order).toEqual([
        'Instant Crypto Swaps Across Every Chain',
        'swap',
        'prices',
        'blockchains',
        'statistics',
        'wallets',
      ]);
      const chains = page
        .getByRole('region', { name: 'Supported Blockchains' })
        .getByRole('listitem');
      await expect(chains).toHaveCount(11);
      await expect(chains.last()).toContainText('60+');
      const stats = page
        .getByRole('region', { name: 'SwapRoute in Numbers' })
        .getByRole('definition');
      await expect(stats).toHaveText(['53.3K', '$43.5M', '20.8K', '20.5K', '60+']);
      await expect(
        page.getByRole('list', { name: 'Featured wallets' }).getByRole('listitem'),
      ).toHaveCount(3);
      await expect(
        page.getByRole('list', { name: 'More wallets' }).getByRole('listitem'),
      ).toHaveCount(14);
      expect(errors).toEqual([]);
    });

    await test.step('the widget frame comes from the provider with the configuration as its query', async () => {
      await expect(widgetFrame(page)).toBeVisible();
      const address = await widgetFrameAddress(page);
      expect(address.origin).toBe(fakeBase);
      expect(address.pathname).toBe('/widget/app/');
      expect(Object.fromEntries(address.searchParams)).toEqual({
        iframe: 'true',
        from: 'ETH',
        to: 'USDT',
        fromChain: 'ETH',
        toChain: 'ETH',
        amount: '1',
        hideSelectionFrom: 'false',
        hideSelectionTo: 'false',
        theme: 'light',
        language: 'en',
        device: (page.viewportSize()?.width ?? 0) < 600 ? 'mobile' : 'desktop',
      });
      await expect(
        page.frameLocator('#rubic-widget-iframe').getByText('Fake swap widget (light), amount 1'),
      ).toBeVisible();
      // Rubic's frame is 400 px wide; on a phone it narrows with the page instead.
      const frameBox = await widgetFrame(page).boundingBox();
      const width = page.viewportSize()?.width ?? 0;
      expect((frameBox?.x ?? 0) + (frameBox?.width ?? 0)).toBeLessThanOrEqual(width);
    });

    const drawings = page.locator('[data-fake-mini-chart]');
    await test.step("lists live prices five at a time, each row's chart drawn by the provider's mini chart", async () => {
      await expect(priceStatus(page)).toContainText('Live prices in US dollars');
      await expect(priceRows(page)).toHaveCount(5);
      const bitcoin = priceRows(page).first();
      await expect(bitcoin).toHaveAttribute('href', '/bitcoin');
      await expect(bitcoin).toContainText('Bitcoin');
      await expect(bitcoin).toContainText('$97,000');
      await expect(bitcoin.locator('img')).toBeVisible();
      await expect(drawings).toHaveCount(5);
      await expect(drawings.first()).toHaveAttribute('data-theme', 'light');
      const symbols = await drawings.evaluateAll((nodes) =>
        nodes.map((node) => node.getAttribute('data-fake-mini-chart')),
      );
      expect(symbols).toEqual([
        'BINANCE:BTCUSDT',
        'BINANCE:ETHUSDT',
        'BINANCE:BNBUSDT',
        'BINANCE:SOLUSDT',
        'BINANCE:XRPUSDT',
      ]);
      await expect(priceRows(page).getByTestId('sparkline')).toHaveCount(5);
      for (const sparkline of await priceRows(page).getByTestId('sparkline').all()) {
        await expect(sparkline).toBeHidden();
      }
      await page.getByRole('button', { name: 'Show price list page 2 of 3' }).click();
      await expect(priceRows(page).first()).toHaveAttribute('href', '/ada');
      await expect(
        priceRows(page).filter({ hasText: 'Polygon' }).locator('[data-fake-mini-chart]'),
      ).toHaveAttribute('data-fake-mini-chart', 'COINBASE:POLUSD');
    });

    await test.step('the charts and the widget follow a theme change, until the visitor has clicked into the widget', async () => {
      await page.evaluate(() => document.body.classList.add('dark'));
      await expect(drawings.first()).toHaveAttribute('data-theme', 'dark');
      await expect(drawings).toHaveCount(5);
      await expect
        .poll(async () => (await widgetFrameAddress(page)).searchParams.get('theme'))
        .toBe('dark');
      await expect(widgetFrame(page)).toBeVisible();
      await expect(widgetFrame(page)).toHaveCount(1);

      // Inside the frame the visitor may now be half way through a swap: nothing redraws it.
      await widgetFrame(page).click();
      await page.evaluate(() => document.body.classList.remove('dark'));
      await expect(page.locator('body')).not.toHaveClass(/dark/);
      await page.waitForTimeout(300);
      expect((await widgetFrameAddress(page)).searchParams.get('theme')).toBe('dark');
      expect((await fakeWidget(page))?.initCalls).toHaveLength(2);
    });

    await test.step("the last page of prices, with the site's own mark for a logo the market lacks", async () => {
      await page.getByRole('button', { name: 'Show price list page 3 of 3' }).click();
      await expect(priceRows(page)).toHaveCount(4);
      const pepe = priceRows(page).filter({ hasText: 'Pepe' });
      await expect(pepe).toContainText('$0.000012');
      // The fake serves no Pepe logo, so the site's own copy of the mark stands in.
      await expect(pepe.locator('img')).toHaveAttribute('src', '/icons/tokens/pepe.svg');
      await expect(pepe.locator('img')).toHaveJSProperty('complete', true);
      expect(
        await pepe.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
    });

    await test.step("a row's chart lets clicks through to the coin page", async () => {
      const chainlinkChart = priceRows(page)
        .filter({ hasText: 'Chainlink' })
        .locator('[data-fake-mini-chart]');
      const box = await chainlinkChart.boundingBox();
      if (!box) throw new Error('The mini chart has no box.');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page).toHaveURL(/\/link$/);
    });
  });

  for (const [problem, answer] of [
    ['fails to load', { status: 500, body: 'broken' }],
    ['loads but draws nothing', { status: 200, contentType: 'text/javascript', body: '' }],
  ] as const) {
    test(`keeps the sparklines when the mini chart script ${problem}`, async ({ page }) => {
      // A third party that fails is a warning in the console, not an error.
      const errors: string[] = [];
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.route('**/mini-chart/**', (route) => route.fulfill(answer));
      await page.goto('/');
      const rows = priceRows(page);
      await expect(rows.locator('[data-mini-chart-state="failed"]')).toHaveCount(5, {
        timeout: 15_000,
      });
      for (const sparkline of await rows.getByTestId('sparkline').all()) {
        await expect(sparkline).toBeVisible();
      }
      await expect(page.locator('[data-fake-mini-chart]')).toHaveCount(0);
      expect(errors.some((text) => text.includes('The row chart'))).toBe(false);
      expect(
        warnings.some((text) => text.includes('The row chart fell back to the sparkline')),
      ).toBe(true);
    });
  }

  test.describe('with the market failing', () => {
    useSwitchableUpstreams();
    // The first answer fails on a page load; each other kind of failure comes on Try again, so
    // that one visit sees them all.
    test('shows no price at all on a 429, 500, timeout or malformed answer, only the message and a retry that recovers', async ({
      page,
    }) => {
      const prices = page.getByRole('region', { name: 'Live Crypto Prices' });
      const expectNoPrices = async (mode: string) => {
        await expect(priceStatus(page), mode).toContainText(FAILED_MESSAGE, { timeout: 20_000 });
        await expect(priceRows(page), mode).toHaveCount(0);
        await expect(prices, mode).not.toContainText('$');
      };
      // A failed request is asked once more by itself a second later (swrDefaults.ts): the
      // fake's next mode waits for both answers, or that second request could take it first.
      const answeredTwice = () => {
        let answers = 0;
        return page.waitForResponse(
          (response) => response.url().includes('/api/market/coins/markets') && ++answers === 2,
          { timeout: 60_000 },
        );
      };
      const [first, ...others] = ['429', '500', 'timeout', 'malformed-json'];
      await setFakeMode('market', first!);
      const loadedAndRetried = answeredTwice();
      await page.goto('/');
      await loadedAndRetried;
      await expectNoPrices(first!);
      for (const mode of others) {
        await setFakeMode('market', mode);
        const pressedAndRetried = answeredTwice();
        await prices.getByRole('button', { name: 'Try again' }).click();
        await pressedAndRetried;
        await expectNoPrices(mode);
      }

      await setFakeMode('market', 'success');
      await prices.getByRole('button', { name: 'Try again' }).click();
      await expect(priceStatus(page)).toContainText('Live prices in US dollars');
      await expect(priceRows(page).first()).toContainText('$97,000');
    });

    test('keeps the last real prices with their time when a refresh fails', async ({ page }) => {
      await page.clock.install({ time: new Date('2026-03-01T14:05:00') });
      await page.goto('/');
      await expect(priceRows(page).first()).toContainText('$97,000');
      await setFakeMode('market', '500');
      await page.clock.fastForward(300_000);
      // The time is the market proxy's own (its Last-Modified), not the page's paused clock.
      const escaped = CACHED_MESSAGE.replace(/[()]/g, '\\$&');
      await expect(priceStatus(page)).toContainText(
        new RegExp(`${escaped}\\. Showing the last prices received, as of \\d{2}:\\d{2} UTC\\.`),
        { timeout: 15_000 },
      );
      await expect(priceRows(page).first()).toContainText('$97,000');
    });
  });

  test('loads the widget script, then the adapter, then calls init with the container and theme', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await recordInitArguments(page);
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      localStorage.setItem('theme_reset_done', 'true');
      document.addEventListener('DOMContentLoaded', () => document.body.classList.add('dark'));
    });
    await page.goto('/');
    await expect(widgetFrame(page)).toBeVisible();
    await expect(page.getByTestId('swap-widget-skeleton')).toHaveCount(0);

    const widgetScripts = scripts.filter((path) =>
      /script\.js$|swap-widget-adapter\.js$/.test(path),
    );
    expect(widgetScripts).toEqual(['/widget/script.js', '/swap-widget-adapter.js']);
    const record = await fakeWidget(page);
    expect(record?.events).toEqual([
      { event: 'provider-script', adapterPresent: false },
      { event: 'init' },
    ]);
    expect(record?.rejected).toEqual([]);
    expect(record?.initCalls[0]).toMatchObject({ theme: 'dark', language: 'en', iframe: true });
    const initArguments = await page.evaluate(
      () => (window as unknown as { __initArguments: unknown[][] }).__initArguments,
    );
    expect(initArguments).toHaveLength(1);
    expect(initArguments[0]?.slice(0, 2)).toEqual(['rubic-widget-root', 'dark']);
  });

  test('never loads the widget scripts twice across client-side navigation', async ({ page }) => {
    await page.goto('/');
    await expect(widgetFrame(page)).toBeVisible();
    await waitForApp(page);
    await priceRows(page).first().click();
    await expect(page).toHaveURL(/\/bitcoin$/);
    // The home page and its widget are gone only once the next page is drawn: a quicker Back
    // would find the widget still there, with nothing to start again.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bitcoin (BTC)');
    await page.goBack();
    await expect(widgetFrame(page)).toBeVisible();
    const record = await fakeWidget(page);
    expect(record?.events.filter((entry) => entry.event === 'provider-script')).toHaveLength(1);
    expect(record?.initCalls).toHaveLength(2);
    expect(await page.locator('script[src$="swap-widget-adapter.js"]').count()).toBe(1);
  });

  test.describe('with the swap widget failing', () => {
    useSwitchableUpstreams();
    for (const mode of ['fail', 'no-init']) {
      test(`shows a message with Retry when the widget ${mode === 'fail' ? 'script fails' : 'never sets itself up'}`, async ({
        page,
      }) => {
        // A third party that fails is a warning in the console, not an error.
        const errors: string[] = [];
        const warnings: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
          if (message.type() === 'warning') warnings.push(message.text());
        });
        await setFakeMode('swap-widget', mode);
        await page.goto('/');
        const area = page.getByRole('region', { name: 'Swap tokens' });
        // A widget that never sets itself up is given up on only at the script time limit.
        await expect(area.getByRole('alert')).toContainText(
          'The swap widget could not be loaded.',
          {
            timeout: SCRIPT_TIME_LIMIT_MS + 10_000,
          },
        );
        expect(errors.some((text) => text.includes('The swap widget could not be loaded'))).toBe(
          false,
        );
        expect(warnings.some((text) => text.includes('The swap widget could not be loaded'))).toBe(
          true,
        );

        await setFakeMode('swap-widget', 'ok');
        await area.getByRole('button', { name: 'Retry' }).click();
        await expect(widgetFrame(area)).toBeVisible();
        await expect(area.getByRole('alert')).toHaveCount(0);
      });
    }

    test('with the widget and prices down, a 375 px phone shows both failures on one screen, then pages to try', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await setFakeMode('swap-widget', 'fail');
      await setFakeMode('market', '500');
      await page.goto('/');
      const area = page.getByRole('region', { name: 'Swap tokens' });
      const prices = page.getByRole('region', { name: 'Live Crypto Prices' });
      // What is measured here is room, not speed: a loaded machine may take a while to get there.
      await expect(area.getByRole('alert')).toBeVisible({ timeout: 30_000 });
      await expect(prices.getByRole('button', { name: 'Try again' })).toBeVisible({
        timeout: 30_000,
      });
      await expect(prices).not.toContainText('made-up');

      const swapFailure = await area.boundingBox();
      const priceFailure = await prices.boundingBox();
      if (!swapFailure || !priceFailure) throw new Error('a failure state is not on the page');
      const together = priceFailure.y + priceFailure.height - swapFailure.y;
      expect(
        together,
        `the two failure states take ${Math.round(together)} px`,
      ).toBeLessThanOrEqual(812);

      const elsewhere = area.getByRole('navigation', { name: /popular pairs and coins/ });
      await expect(elsewhere.getByRole('link', { name: 'BTC to ETH' })).toHaveAttribute(
        'href',
        '/bitcointoethereum',
      );
      await expect(elsewhere.getByRole('link', { name: /Docs/ })).toHaveAttribute('href', '/docs');
      await elsewhere.getByRole('link', { name: 'SOL to USDT' }).click();
      await expect(page).toHaveURL(/\/solanatousdt$/);
    });
  });

  test('shows the page before the widget script arrives, with its area reserved so nothing moves', async ({
    page,
  }) => {
    let releaseScript!: () => void;
    const held = new Promise<void>((resolve) => (releaseScript = resolve));
    await page.route('**/widget/script.js', async (route) => {
      await held;
      await route.continue();
    });
    // The page loads and shows while the third party's script is still on its way.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const area = page.getByRole('region', { name: 'Swap tokens' });
    const prices = page.getByRole('region', { name: 'Live Crypto Prices' });
    await expect(page.getByTestId('swap-widget-skeleton')).toBeVisible();
    const areaBefore = await area.boundingBox();
    const pricesBefore = await prices.boundingBox();
    expect(areaBefore?.height).toBeGreaterThanOrEqual(550);

    releaseScript();
    await expect(widgetFrame(area)).toBeVisible();
    expect(await area.boundingBox()).toEqual(areaBefore);
    expect((await prices.boundingBox())?.y).toBe(pricesBefore?.y);
  });
});
