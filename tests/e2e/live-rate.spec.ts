import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openSettled, themes, useTheme } from '../support/site-routes';
import { setFakeMode, useSwitchableUpstreams } from '../support/switchableUpstreams';

// The fake market answers BTC at 97,000 USD and ETH at 3,400 USD.

const rateCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const amountField = (page: Page, symbol: string) =>
  page.getByRole('textbox', { name: `Amount of ${symbol} you pay` });

test.describe('the live rate on a pair page', () => {
  test('/bitcointoethereum shows 28.53 ETH per BTC, both prices and their time', async ({
    page,
  }) => {
    await openSettled(page, '/bitcointoethereum');
    const card = rateCard(page, 'BTC to ETH Rate');
    await expect(card).toContainText('1 BTC ≈ 28.53 ETH');
    await expect(card).toContainText('1 ETH ≈ 0.03505 BTC');
    await expect(card).toContainText('$97,000');
    await expect(card).toContainText('$3,400');
    await expect(card).toContainText(/as of \d\d:\d\d UTC/);
    await expect(card).toContainText('Indicative rate');
  });

  test('the figures come without React, which a visitor typing into the calculator brings', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/bitcointoethereum', { waitUntil: 'networkidle' });
    await expect(rateCard(page, 'BTC to ETH Rate')).toContainText('1 BTC ≈ 28.53 ETH');
    expect(scripts.join('\n')).not.toMatch(/\/(reactDom|LiveRate)-/);
    // Reached with the keyboard, as a visitor without a mouse would.
    await amountField(page, 'BTC').focus();
    await page.keyboard.type('2');
    await expect(page.getByRole('status').filter({ hasText: '≈' })).toHaveText('≈ 57.06 ETH');
    expect(scripts.join('\n')).toMatch(/\/LiveRate-/);
  });

  test('a template-made pair with a coin outside the price list has its rate too', async ({
    page,
  }) => {
    await openSettled(page, '/atomtousdt');
    await expect(rateCard(page, 'ATOM to USDT Rate')).toContainText('1 ATOM ≈ 4.57 USDT');
  });

  test('/bitcoin shows its price and 24-hour change beside its facts', async ({ page }) => {
    await openSettled(page, '/bitcoin');
    const card = rateCard(page, 'Bitcoin Price');
    await expect(card).toContainText('$97,000');
    await expect(card).toContainText(/[+-]\d+\.\d\d% in 24h/);
    await expect(card).toContainText(/as of \d\d:\d\d UTC/);
  });

  test('the calculator turns 2 BTC into about 57.06 ETH and the link carries 2 BTC', async ({
    page,
  }) => {
    await openSettled(page, '/bitcointoethereum');
    await expect(rateCard(page, 'BTC to ETH Rate')).toContainText('28.53');
    await amountField(page, 'BTC').fill('2');
    await expect(page.getByRole('status').filter({ hasText: '≈' })).toHaveText('≈ 57.06 ETH');
    const swap = page.getByRole('link', { name: 'Swap 2 BTC to ETH' });
    await expect(swap).toHaveAttribute('href', '/?from=bitcoin&to=ethereum&amount=2');
    await swap.click();
    // The swap opens on the page, on the amount shown.
    const dialog = page.getByRole('dialog', { name: 'Swap BTC to ETH' });
    await expect(dialog).toContainText('starts on the 2 BTC you entered');
    await expect(page).toHaveURL(/\/bitcointoethereum$/);
  });

  test('"1,500" on /usdttobitcoin asks which was meant, and never becomes 1.5 by itself', async ({
    page,
  }) => {
    await openSettled(page, '/usdttobitcoin');
    const card = rateCard(page, 'USDT to BTC Rate');
    await expect(card).toContainText('1 BTC ≈ 97,000 USDT');
    await amountField(page, 'USDT').fill('1,500');
    const question = card.getByRole('group', { name: 'Which amount of USDT did you mean?' });
    await expect(question.getByRole('button')).toHaveText(['1 500 USDT', '1.5 USDT']);
    await expect(card).not.toContainText('≈ 0.0000155 BTC');
    await expect(card).not.toContainText('Swap 1.5 USDT');
    await expect(card.getByRole('link', { name: 'Swap USDT to BTC' })).toHaveAttribute(
      'href',
      '/?from=usdt&to=bitcoin',
    );

    await question.getByRole('button', { name: /in thousands/ }).click();
    await expect(amountField(page, 'USDT')).toHaveValue('1500');
    await expect(page.getByRole('status').filter({ hasText: '≈' })).toHaveText('≈ 0.01546 BTC');
    await card.getByRole('link', { name: 'Swap 1500 USDT to BTC' }).click();
    const init = await page.waitForFunction(
      () =>
        (window as unknown as { __fakeSwapWidget?: { initCalls: { amount?: number }[] } })
          .__fakeSwapWidget?.initCalls[0],
      undefined,
      { timeout: 30_000 },
    );
    expect(await init.jsonValue()).toMatchObject({ from: 'USDT', to: 'BTC', amount: 1500 });

    // The card's own figure, pasted back, is read as printed.
    await page.keyboard.press('Escape');
    await amountField(page, 'USDT').fill('97,000');
    await expect(question).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: '≈' })).toHaveText('≈ 1 BTC');
  });

  test('keeps an amount typed before the calculator worked, and converts it once it does', async ({
    page,
  }) => {
    // The calculator's code arrives late, as on a slow connection; its field is on the page.
    await page.route('**/assets/LiveRate-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/bitcointoethereum');
    await amountField(page, 'BTC').pressSequentially('2');
    await expect(rateCard(page, 'BTC to ETH Rate')).toContainText('28.53');
    await expect(amountField(page, 'BTC')).toHaveValue('2');
    await expect(page.getByRole('status').filter({ hasText: '≈' })).toHaveText('≈ 57.06 ETH');
    await expect(page.getByRole('link', { name: 'Swap 2 BTC to ETH' })).toHaveAttribute(
      'href',
      '/?from=bitcoin&to=ethereum&amount=2',
    );
  });

  test('shows the rate when its code failed to arrive the first time, without a reload', async ({
    page,
  }) => {
    // A phone's connection drops just as the figures' code is asked for, then comes back.
    let dropped = 0;
    await page.route('**/assets/live-*.js', async (route) => {
      if (dropped === 0) {
        dropped += 1;
        await route.abort('internetdisconnected');
        return;
      }
      await route.continue();
    });
    await page.goto('/bitcointoethereum');
    await expect(rateCard(page, 'BTC to ETH Rate')).toContainText('28.53');
    expect(dropped).toBe(1);
  });

  for (const [typed, message] of [
    ['abc', 'Enter a number, such as 0.5 or 2,5.'],
    ['-1', 'The amount cannot be negative. Enter an amount above zero.'],
    [
      '1e9',
      'Write the amount in plain digits, such as 1000000000; forms like 1e9 are not accepted.',
    ],
  ] as const) {
    test(`"${typed}" gets a clear line under the field`, async ({ page }) => {
      await openSettled(page, '/bitcointoethereum');
      await expect(rateCard(page, 'BTC to ETH Rate')).toContainText('28.53');
      const field = amountField(page, 'BTC');
      await field.fill(typed);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.locator('main')).not.toContainText('NaN');
      const card = rateCard(page, 'BTC to ETH Rate');
      await expect(card.getByRole('link', { name: 'Swap BTC to ETH' })).toHaveAttribute(
        'href',
        '/?from=bitcoin&to=ethereum',
      );
    });
  }

  test.describe('with the market failing', () => {
    useSwitchableUpstreams();

    test('with the market failing, no rate and no price appears anywhere, only the sentence', async ({
      page,
    }) => {
      await setFakeMode('market', '500');
      const pages = [
        [
          '/bitcointoethereum',
          'BTC',
          'The live BTC to ETH rate is not available right now, so none is shown.',
        ],
        [
          '/atomtousdt',
          'ATOM',
          'The live ATOM to USDT rate is not available right now, so none is shown.',
        ],
        ['/bitcoin', null, 'The live Bitcoin price is not available right now, so none is shown.'],
      ] as const;
      for (const [route, paying, sentence] of pages) {
        await openSettled(page, route);
        const main = page.locator('main');
        await expect(main).toContainText(sentence);
        // Typing an amount estimates nothing without a rate.
        if (paying) await amountField(page, paying).fill('2');
        await expect(main).not.toContainText('≈');
        // The pages' own text names minimums such as "$10 to $20"; no market figure is there.
        for (const price of ['$97,000', '$3,400', '$4.57', '$1.00']) {
          await expect(main).not.toContainText(price);
        }
        await expect(main.getByRole('region', { name: /Rate$|Price$/ })).not.toContainText(/\$\d/);
      }
    });
  });
});

for (const theme of themes) {
  test(`the rate card has no axe violations with an error shown (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await openSettled(page, '/bitcointoethereum');
    await expect(rateCard(page, 'BTC to ETH Rate')).toContainText('28.53');
    await amountField(page, 'BTC').fill('abc');
    await expect(amountField(page, 'BTC')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, `/bitcointoethereum with a bad amount (${theme})`, {
      within: rateCard(page, 'BTC to ETH Rate'),
    });
  });
}
