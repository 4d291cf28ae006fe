import { expect, test, type Page } from '@playwright/test';

/**
 * A press made in the first frame after the page shows, on a slow mobile link, opens what was
 * pressed on that press: the island it lands on wakes, and the press is made again once it
 * works (src/engine/islands.ts).
 */

/** Lighthouse's slow 4G: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip. */
async function slowNetwork(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** Opens the page and returns in the first frame after it is shown (boot.js reveals it on load). */
async function openAndCatchFirstFrame(page: Page, path: string) {
  await slowNetwork(page);
  await page.goto(path, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction(() => !document.documentElement.classList.contains('preload'));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

test.describe('a press in the first frame after the page shows, on a slow link', () => {
  test.setTimeout(90_000);

  test('opens the FAQ answer that was pressed', async ({ page }) => {
    await openAndCatchFirstFrame(page, '/bitcoin');
    const question = page.getByRole('region', { name: 'Bitcoin FAQ' }).getByRole('button').nth(2);
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 });
  });

  test("opens the rest of the list on 'Show more wallets'", async ({ page }) => {
    await openAndCatchFirstFrame(page, '/docs');
    const toggle = page.locator('#connecting-wallet').getByRole('button');
    await expect(toggle).toHaveAccessibleName('Show more wallets');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 });
  });

  test('opens the settings (the menu that holds them on a phone)', async ({ page }, testInfo) => {
    await openAndCatchFirstFrame(page, '/docs');
    const phone = testInfo.project.name === 'phone';
    await page.getByRole('button', { name: phone ? 'Menu' : 'Settings' }).click();
    await expect(page.getByRole('dialog', { name: phone ? 'Menu' : 'Settings' })).toBeVisible({
      timeout: 30_000,
    });
  });
});
