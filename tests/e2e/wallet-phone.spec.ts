import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { describeViolations } from '../support/axe';

const ALICE = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
const PHONE_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** An Ethereum-style wallet injected as window.ethereum that shares ALICE and counts requests. */
async function injectWallet(page: Page) {
  await page.addInitScript((account) => {
    const requests: string[] = [];
    (window as unknown as { walletRequests: string[] }).walletRequests = requests;
    (window as unknown as { ethereum: unknown }).ethereum = {
      request: async ({ method }: { method: string }) => {
        requests.push(method);
        return [account];
      },
      on: () => undefined,
      removeListener: () => undefined,
    };
  }, ALICE);
}

test.describe('a phone’s browser with no wallet', () => {
  test.use({ userAgent: PHONE_BROWSER });

  test('CONNECT WALLET offers to reopen this page in a wallet app, never an extension', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'a phone at 375 px');
    await page.goto('/usdttobitcoin?amount=50');
    await page.getByRole('button', { name: 'CONNECT WALLET' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open in your wallet app' });
    await expect(dialog).toBeVisible();
    const here = new URL(page.url());
    const encoded = encodeURIComponent(`${here.origin}/usdttobitcoin?amount=50`);
    await expect(dialog.getByRole('link', { name: 'Open in MetaMask' })).toHaveAttribute(
      'href',
      `https://link.metamask.io/dapp/${here.host}/usdttobitcoin?amount=50`,
    );
    await expect(dialog.getByRole('link', { name: 'Open in Trust Wallet' })).toHaveAttribute(
      'href',
      `https://link.trustwallet.com/open_url?coin_id=60&url=${encoded}`,
    );
    await expect(dialog.getByRole('link', { name: 'Open in Coinbase Wallet' })).toHaveAttribute(
      'href',
      `https://go.cb-w.com/dapp?cb_url=${encoded}`,
    );
    await expect(page.getByText('Install a browser wallet extension')).toHaveCount(0);
    const scan = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(scan.violations, describeViolations(scan.violations)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // From the keyboard, focus goes into the dialog and back to the button on close.
    const connect = page.getByRole('button', { name: 'CONNECT WALLET' });
    await connect.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('link', { name: 'Open in MetaMask' })).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(connect).toBeFocused();
  });
});

test.describe('a pair that pays from another chain than Ethereum’s', () => {
  test('says the swap connects its own wallet and connects none', async ({ page }) => {
    await injectWallet(page);
    await page.goto('/solanatousdt');
    await page.getByRole('button', { name: 'CONNECT WALLET' }).click();
    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
    await expect(toast).toContainText('The swap connects its own wallet');
    await expect(toast).toContainText('Solana');
    expect(
      await page.evaluate(() => (window as unknown as { walletRequests: string[] }).walletRequests),
    ).toEqual([]);
    await expect(page.getByRole('banner').getByText('0x71C7…976F')).toHaveCount(0);
  });

  test('hides a connected address there, and shows it again where the swap can use it', async ({
    page,
  }) => {
    await injectWallet(page);
    await page.goto('/usdttoethereum');
    await page.getByRole('button', { name: 'CONNECT WALLET' }).click();
    const address = page.getByRole('banner').getByText('0x71C7…976F');
    await expect(address).toBeVisible();
    const navigate = (path: string) =>
      page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    await navigate('/solanatousdt');
    await expect(address).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'CONNECT WALLET' })).toBeVisible();
    await navigate('/usdttoethereum');
    await expect(address).toBeVisible();
  });
});
