import { expect, test } from '@playwright/test';

/**
 * Every coin's symbol and name are aliases of its page, and a pair spelled with aliases on either side
 * moves to its one page (src/content/madePages.ts): here on the Node server, from a visitor's
 * address bar; tests/e2e/worker-pages.spec.ts asks the Worker the same.
 */
const MOVES: [string, string][] = [
  ['/btc', '/bitcoin'],
  ['/eth', '/ethereum'],
  ['/doge', '/dogecoin'],
  ['/sol', '/solana'],
  ['/ethtobtc', '/ethereumtobitcoin'],
  ['/btctoethereum', '/bitcointoethereum'],
  ['/btctoeth', '/bitcointoethereum'],
  ['/dogetobtc', '/dogecointobitcoin'],
  // A coin file's coin by its name, where its slug is its symbol.
  ['/cardano', '/ada'],
  ['/cardanotobitcoin', '/adatobitcoin'],
  ['/chainlinktotether', '/linktousdt'],
  // The spec's route /ethtousdt is the page of ETH to USDT; its other spellings move to it.
  ['/ethereumtousdt', '/ethtousdt'],
];

test.describe('addresses spelled with a coin’s symbol or name', () => {
  test('answer 301 with the page’s own address, page data included', async ({
    request,
    isMobile,
  }) => {
    test.skip(isMobile, 'no browser is involved: once is enough');
    for (const [from, to] of MOVES) {
      const answer = await request.get(from, { maxRedirects: 0 });
      expect(answer.status(), from).toBe(301);
      expect(new URL(answer.headers().location!, 'http://x').pathname, from).toBe(to);
      const data = await request.get(`/page-data${from}.json`, { maxRedirects: 0 });
      expect(data.status(), from).toBe(301);
      expect(new URL(data.headers().location!, 'http://x').pathname).toBe(`/page-data${to}.json`);
    }
    expect((await request.get('/ethtousdt', { maxRedirects: 0 })).status()).toBe(200);
    expect((await request.get('/ethtoeth', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('/ethtobtc opens the Ethereum to Bitcoin page', async ({ page }) => {
    await page.goto('/ethtobtc');
    await expect(page).toHaveURL(/\/ethereumtobitcoin$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ethereum');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bitcoin');
  });

  test('an address typed with capitals opens the page, its query kept', async ({
    page,
    request,
  }) => {
    await page.goto('/DogeCoin');
    await expect(page).toHaveURL(/\/dogecoin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dogecoin (DOGE)');
    await page.goto('/BTC');
    await expect(page).toHaveURL(/\/bitcoin$/);
    const moved = await request.get('/Bitcoin?utm_source=post', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe('/bitcoin?utm_source=post');
    // Every move keeps it: a coin's symbol, and a pair spelled with a name.
    for (const [from, to] of [
      ['/btc?utm_source=post', '/bitcoin?utm_source=post'],
      ['/cardanotobitcoin?ref=chat', '/adatobitcoin?ref=chat'],
    ]) {
      const answer = await request.get(from!, { maxRedirects: 0 });
      expect(answer.headers().location, from).toBe(to);
    }
    // Lower case makes no page of these: the 404 page, not a move.
    expect((await request.get('/API', { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get('/Bitcoin/Extra', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('/btc opens the Bitcoin page', async ({ page }) => {
    await page.goto('/btc');
    await expect(page).toHaveURL(/\/bitcoin$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bitcoin');
  });
});
