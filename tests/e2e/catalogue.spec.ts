import { expect, test } from '@playwright/test';
import { openSettled } from '../support/site-routes';

// The fake market answers DOGE at 0.38 USD and LTC at 105 USD. Dogecoin, Litecoin and
// Toncoin have no coin file: their pages and their pair come from the catalogue, on demand.

test.describe('the catalogue’s coins, made on demand', () => {
  test('/dogecoin shows its price with its time, and the chains it lives on', async ({ page }) => {
    const answer = await page.goto('/dogecoin');
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Dogecoin');
    await expect(page.getByText(/\$0\.38/).first()).toBeVisible();
    await expect(page.getByText(/as of \d\d:\d\d UTC/).first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/dogecoin$/);
    await expect(page.getByText("DOGE is Dogecoin's native coin")).toBeVisible();
  });

  test('/dogecointolitecoin quotes DOGE in LTC and its swap opens on DOGE → LTC', async ({
    page,
  }) => {
    await openSettled(page, '/dogecointolitecoin');
    const card = page.getByRole('region', { name: 'DOGE to LTC Rate', exact: true });
    await expect(card).toContainText('1 DOGE ≈ 0.003619 LTC');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/dogecointolitecoin$/,
    );
    await page.getByRole('link', { name: 'Swap DOGE to LTC' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Swap DOGE to LTC' })).toBeVisible();
  });

  test('Toncoin has a page, and an address of no coin is the 404 page', async ({ request }) => {
    expect((await request.get('/toncoin')).status()).toBe(200);
    const junk = await request.get('/zzqqtozzqq');
    expect(junk.status()).toBe(404);
    expect(await junk.text()).toContain('404 Page Not Found');
  });

  test('/dogecoim is the 404 page, and it offers Dogecoin', async ({ page }) => {
    const answer = await page.goto('/dogecoim');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dogecoin', exact: true })).toHaveAttribute(
      'href',
      '/dogecoin',
    );
  });
});
