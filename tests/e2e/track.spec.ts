import { expect, test, type Page } from '@playwright/test';
import { FAKE_DESTINATION_TX, TRACK_FIXTURE_HASHES } from '../fixtures/fake-upstreams/swap-status';
import { expectNoAxeViolations } from '../support/axe';
import { fakeBase } from '../support/ports';
import { openSettled, themes, useTheme } from '../support/site-routes';

/** The provider's eight states and the words a visitor reads for each, written out by hand. */
const wording = {
  PENDING: ['Still on its way', /typically take 5 to 30 minutes/],
  LONG_PENDING: ['Taking longer than usual', /more than 1 hour after you sent it/],
  NOT_FOUND: ['Not found yet', /wait a minute or two/],
  REVERT: ['Refund waiting for you', /refund has to be collected/],
  REVERTED: ['Refunded', /funds as returned/],
  READY_TO_CLAIM: ['Ready to claim', /wait for you to claim them/],
  SUCCESS: ['Swap complete', /delivered to your receiving address/],
  FAIL: ['Swap failed', /tokens that were not swapped stay in your wallet/],
} as const;

/** Fails the test if the page itself ever calls the status provider. */
function watchForProviderCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${fakeBase}/rubic`)) calls.push(request.url());
  });
  return calls;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const report = (page: Page) => page.getByRole('status');

// Each test opens the page and waits on the server and its fake provider; a loaded 2-core
// machine needs well over the default 30 s for that.
test.describe.configure({ timeout: 90_000 });

for (const theme of themes) {
  test.describe(`tracking a swap in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => useTheme(page, theme));

    test('a pasted hash shows each of the eight states in words', async ({ page }) => {
      test.setTimeout(240_000);
      const providerCalls = watchForProviderCalls(page);
      await openSettled(page, '/track');
      const hashField = page.getByLabel('Transaction hash');
      for (const [state, [title, next]] of Object.entries(wording)) {
        await hashField.fill(TRACK_FIXTURE_HASHES[state as keyof typeof wording]);
        await page.getByRole('button', { name: 'Check status' }).click();
        await expect(report(page).getByRole('heading', { name: title })).toBeVisible();
        await expect(report(page)).toContainText(next);
        await expect(page).toHaveURL(
          new RegExp(`\\?tx=${TRACK_FIXTURE_HASHES[state as keyof typeof wording]}$`),
        );
        await expectNoSidewaysScroll(page);
        if (state === 'SUCCESS') {
          await expect(
            report(page).getByRole('link', { name: FAKE_DESTINATION_TX }),
          ).toHaveAttribute('href', `https://polygonscan.com/tx/${FAKE_DESTINATION_TX}`);
        }
      }
      await expectNoAxeViolations(page, `/track with a result (${theme})`, {
        within: page.locator('main'),
      });
      expect(providerCalls).toEqual([]);
    });

    test('/track?tx=<hash> opens with the hash filled in and its status', async ({ page }) => {
      const hash = TRACK_FIXTURE_HASHES.LONG_PENDING;
      await page.goto(`/track?tx=${hash}`);
      await expect(page.getByLabel('Transaction hash')).toHaveValue(hash);
      await expect(
        report(page).getByRole('heading', { name: 'Taking longer than usual' }),
      ).toBeVisible();
      await expect(report(page).getByRole('link', { name: 'troubleshooting guide' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible();
    });

    test('a bad hash gets a sentence at the field and no check', async ({ page }) => {
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/track')) apiCalls.push(request.url());
      });
      await openSettled(page, '/track');
      await page.getByLabel('Transaction hash').fill('0x12345');
      await page.getByRole('button', { name: 'Check status' }).click();
      await expect(page.getByText(/0x and 64 hex characters; this one has 5/)).toBeVisible();
      await expect(page.getByLabel('Transaction hash')).toBeFocused();
      expect(apiCalls).toEqual([]);
    });

    test('a swap that needs its trade id says so, then checks with it', async ({ page }) => {
      await openSettled(page, '/track');
      await page.getByLabel('Transaction hash').fill(TRACK_FIXTURE_HASHES['needs-id']);
      await page.getByRole('button', { name: 'Check status' }).click();
      await expect(report(page).getByRole('heading', { name: 'Trade ID needed' })).toBeVisible();
      await page.getByLabel(/Trade ID/).fill('deposit-7f3a');
      await page.getByRole('button', { name: 'Check status' }).click();
      await expect(report(page).getByRole('heading', { name: 'Swap complete' })).toBeVisible();
      await expect(page).toHaveURL(/&id=deposit-7f3a$/);
    });
  });
}

test('the footer links the status page', async ({ page }) => {
  await openSettled(page, '/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Track a swap' }).click();
  await expect(page).toHaveURL(/\/track$/);
  await expect(page.getByRole('heading', { name: 'Check a swap' })).toBeVisible();
});

test('a pending swap refreshes by itself and links its Solana destination', async ({ page }) => {
  const hash = `0x${'c'.repeat(64)}`;
  const signature =
    '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
  let checks = 0;
  // The site's own status API, answered in the browser: pending first, then delivered on Solana.
  await page.route('**/api/track?*', (route) => {
    checks += 1;
    const body =
      checks === 1
        ? { state: 'PENDING', checkedAt: new Date().toISOString() }
        : {
            state: 'SUCCESS',
            checkedAt: new Date().toISOString(),
            destinationTxHash: signature,
            destinationNetwork: 'SOLANA',
          };
    return route.fulfill({ json: body });
  });
  await page.clock.install();
  await page.goto(`/track?tx=${hash}`);
  await expect(report(page).getByRole('heading', { name: 'Still on its way' })).toBeVisible();
  await expect(report(page).getByRole('link', { name: 'Ethereum' })).toHaveAttribute(
    'href',
    `https://etherscan.io/tx/${hash}`,
  );
  await page.clock.runFor(25_000);
  await expect(report(page).getByRole('heading', { name: 'Swap complete' })).toBeVisible();
  await expect(report(page).getByRole('link', { name: signature })).toHaveAttribute(
    'href',
    `https://solscan.io/tx/${signature}`,
  );
  expect(checks).toBe(2);
});

test('a pasted explorer link is read as its hash', async ({ page }) => {
  const hash = TRACK_FIXTURE_HASHES.SUCCESS;
  await openSettled(page, '/track');
  await page.getByLabel('Transaction hash').fill(`https://etherscan.io/tx/${hash}`);
  await page.getByRole('button', { name: 'Check status' }).click();
  await expect(report(page).getByRole('heading', { name: 'Swap complete' })).toBeVisible();
  await expect(page.getByLabel('Transaction hash')).toHaveValue(hash);
});
