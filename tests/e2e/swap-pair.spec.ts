import { expect, test, type Page } from '@playwright/test';
import { openSettled, sitePages } from '../support/site-routes';
import { setFakeMode, useSwitchableUpstreams } from '../support/switchableUpstreams';

// The fake widget is shared with the other suites, which switch its modes; hold it while a
// test reads what it recorded. Building pages on a loaded machine takes a while.
test.describe.configure({ timeout: 90_000 });

interface FakeWidgetRecord {
  initCalls: Record<string, unknown>[];
  rejected: string[][];
}

const firstInit = async (page: Page) => {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            (window as unknown as { __fakeSwapWidget?: FakeWidgetRecord }).__fakeSwapWidget
              ?.initCalls.length ?? 0,
        ),
      // The widget loads after the page's load event, then two scripts: slow on a busy machine.
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  return page.evaluate(
    () => (window as unknown as { __fakeSwapWidget: FakeWidgetRecord }).__fakeSwapWidget,
  );
};

test.describe('the swap widget starts on the visitor’s pair', () => {
  test('the swap button on /solanatousdt opens the widget in place on SOL to USDT, about $100 worth', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const widgetScript = page.waitForRequest('**/widget/script.js', { timeout: 30_000 });
    let pressed = false;
    let askedEarly = false;
    page.on('request', (request) => {
      if (request.url().includes('/widget/script.js') && !pressed) askedEarly = true;
    });
    await openSettled(page, '/solanatousdt');
    // The fake market answers SOL at 187.65 USD: about $100 is 0.5 SOL.
    await expect(page.getByRole('region', { name: 'SOL to USDT Rate' })).toContainText('$187.65');
    const button = page.getByRole('main').getByRole('link', { name: 'Swap SOL to USDT' }).first();
    pressed = true;
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Swap SOL to USDT' });
    await expect(dialog).toBeVisible();
    await widgetScript;
    expect(askedEarly).toBe(false);
    await expect(page).toHaveURL(/\/solanatousdt$/);
    await expect(dialog).toContainText('starts on 0.5 SOL, about $100');
    const record = await firstInit(page);
    expect(record.rejected).toEqual([]);
    expect(record.initCalls[0]).toMatchObject({
      from: 'SOL',
      fromChain: 'SOLANA',
      to: 'USDT',
      toChain: 'SOLANA',
      amount: 0.5,
    });
    await expect(dialog.locator('iframe#rubic-widget-iframe')).toBeVisible();

    // Focus stays in the dialog, and Escape closes it back onto the button.
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await dialog.getByRole('button', { name: 'Close the swap' }).focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('a coin worth a fraction of a cent starts on an amount printed with its thousands', async ({
    page,
  }) => {
    // The fake market answers SHIB at 0.0000235 USD: about $100 is 4,000,000 SHIB.
    await openSettled(page, '/shibainutopepe');
    await page.getByRole('main').getByRole('link', { name: 'Swap SHIB to PEPE' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Swap SHIB to PEPE' });
    await expect(dialog).toContainText('starts on 4,000,000 SHIB, about $100');
    expect((await firstInit(page)).initCalls[0]).toMatchObject({ amount: 4_000_000 });
  });

  test('step 1\'s "swap widget on the home page" carries the pair', async ({ page }) => {
    await page.goto('/solanatousdt');
    await expect(
      page.getByRole('link', { name: 'swap widget on the home page' }).first(),
    ).toHaveAttribute('href', '/?from=solana&to=usdt');
  });

  test('"Exchange BTC Now" on /bitcoin prefills only the coin it pays with', async ({ page }) => {
    await page.goto('/bitcoin');
    await page.getByRole('link', { name: 'Exchange BTC Now' }).first().click();
    await expect(page).toHaveURL(/\/\?from=bitcoin$/);
    expect((await firstInit(page)).initCalls[0]).toMatchObject({
      from: 'BTC',
      fromChain: 'BITCOIN',
      to: 'USDT',
      toChain: 'ETH',
    });
  });

  test('a hostile address opens the widget on its defaults', async ({ page }) => {
    await page.goto('/?from=<script>alert(1)</script>&to=x&amount=1e9');
    const record = await firstInit(page);
    expect(record.rejected).toEqual([]);
    expect(record.initCalls[0]).toMatchObject({
      from: 'ETH',
      fromChain: 'ETH',
      to: 'USDT',
      toChain: 'ETH',
      amount: 1,
    });
    expect(record.initCalls[0]).not.toHaveProperty('injectTokens');
  });
});

test.describe('the swap dialog with the swap widget failing', () => {
  useSwitchableUpstreams();
  test('shows the failure with Retry, and Retry draws the widget on the pair', async ({ page }) => {
    await setFakeMode('swap-widget', 'fail');
    await openSettled(page, '/solanatousdt');
    await page.getByRole('main').getByRole('link', { name: 'Swap SOL to USDT' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Swap SOL to USDT' });
    await expect(dialog.getByRole('alert')).toContainText('The swap widget could not be loaded.', {
      timeout: 30_000,
    });
    await setFakeMode('swap-widget', 'ok');
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect(dialog.locator('iframe')).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    expect((await firstInit(page)).initCalls[0]).toMatchObject({ from: 'SOL' });
  });
});

test.describe('honest pair pages and links', () => {
  test('no pair page reads "a ETH", "a ADA" or "BNB (BNB)"', async ({ request }) => {
    const pairs = (await sitePages()).filter((page) => page.kind === 'pair');
    expect(pairs.length).toBeGreaterThan(200);
    const found: string[] = [];
    for (const { slug } of pairs) {
      const html = await (await request.get(`/${slug}`)).text();
      for (const wrong of [/\ba ETH\b/, /\ba ADA\b/, /BNB \(BNB\)/]) {
        if (wrong.test(html)) found.push(`/${slug}: ${wrong.source}`);
      }
    }
    expect(found).toEqual([]);
  });

  test('Popular Pairs links on the coin pages lead to the pair pages they name', async ({
    page,
  }) => {
    for (const coin of ['matic', 'avax', 'link', 'atom', 'trx', 'shibainu', 'pepe', 'floki']) {
      await page.goto(`/${coin}`);
      const links = page.getByRole('link', {
        name: /^[A-Z0-9]+ to (BTC|ETH|USDT|BNB|SOL|SHIB|PEPE|FLOKI)$/,
      });
      const hrefs = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href')),
      );
      expect(hrefs.length, coin).toBeGreaterThanOrEqual(4);
      for (const href of hrefs) expect(href, coin).toMatch(new RegExp(`^/${coin}to[a-z]+$`));
    }
    await page.getByRole('link', { name: 'FLOKI to USDT' }).first().click();
    await expect(page).toHaveURL(/\/flokitousdt$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Swap Floki to Tether');
  });

  test('/usdttosol answers 301 to /usdttosolana', async ({ request }) => {
    const moved = await request.get('/usdttosol', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()['location']).toBe('/usdttosolana');
    expect((await request.get('/usdttosol')).status()).toBe(200);
  });
});
