import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openSettled } from '../support/site-routes';

test('the wallet strip pauses and plays again', async ({ page }) => {
  await openSettled(page, '/');
  const pause = page.getByRole('button', { name: 'Pause wallet logos' });
  await pause.scrollIntoViewIfNeeded();
  const track = page.getByTestId('wallet-track');
  const position = () =>
    track.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41);
  await pause.click();
  await expect(page.getByRole('button', { name: 'Play wallet logos' })).toBeFocused();
  const stopped = await position();
  await page.waitForTimeout(1_500);
  expect(await position()).toBe(stopped);
  await page.getByRole('button', { name: 'Play wallet logos' }).click();
  await expect.poll(position, { timeout: 5_000 }).not.toBe(stopped);
  await expectNoAxeViolations(page, 'home with the wallet strip paused', {
    within: page.locator('section').filter({ has: track }),
  });
});

test('/docs’ table of contents shows every label whole on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openSettled(page, '/docs');
  const links = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
  expect(await links.count()).toBeGreaterThan(3);
  for (const link of await links.all()) {
    const cut = await link.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const list = element.closest('ul')!.getBoundingClientRect();
      return element.scrollWidth > element.clientWidth || box.right > list.right + 1;
    });
    expect(cut, await link.innerText()).toBe(false);
  }
});
