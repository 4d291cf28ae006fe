import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForApp } from '../support/hydration';
import { openSettled } from '../support/site-routes';

/** Opens a route and waits until its links are followed on the client, not by the browser. */
async function openWorking(page: Page, route: string) {
  await page.goto(route);
  await waitForApp(page);
  // Gone if a link is followed by a full page load instead of on the client.
  await page.evaluate(() => document.documentElement.setAttribute('data-first-document', ''));
}

const expectSameDocument = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-first-document', '');

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('page engine', () => {
  test('renders /bitcoin from its page file with facts, pairs and an FAQ', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/bitcoin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bitcoin (BTC)');
    await expect(page).toHaveTitle(/Bitcoin/);

    const info = page.getByRole('region', { name: 'Bitcoin Information' });
    await expect(info).toContainText('21,000,000');
    await expect(info).toContainText('~10 minutes');
    await expect(info.getByRole('link', { name: 'Exchange BTC Now' })).toHaveAttribute(
      'href',
      '/?from=bitcoin',
    );

    const pairs = page.getByRole('navigation', { name: 'Popular Pairs' });
    await expect(pairs.getByRole('link')).toHaveText([
      'BTC to ETH',
      'BTC to USDT',
      'BTC to BNB',
      'BTC to SOL',
    ]);

    const questions = page.getByRole('region', { name: 'Bitcoin FAQ' }).getByRole('button');
    await expect(questions).toHaveCount(5);
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
    await questions.nth(2).click();
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');
    expect(errors).toEqual([]);
  });

  test('renders /bitcointoethereum with its swap information', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/bitcointoethereum');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Swap Bitcoin to Ethereum');
    const info = page.getByRole('region', { name: 'Swap Information' });
    for (const fact of [
      'Bitcoin (BTC)',
      'Ethereum (ETH)',
      'Cross-Chain Swap',
      '10-60 minutes',
      '0.001 BTC',
    ]) {
      await expect(info).toContainText(fact);
    }
    await expect(
      page.getByRole('navigation', { name: 'Related Pairs' }).getByRole('link'),
    ).toHaveCount(5);
    expect(errors).toEqual([]);
  });

  test('moves between pages on the client, loading page data on demand', async ({ page }) => {
    await openWorking(page, '/bitcoin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bitcoin (BTC)');
    const pageData = page.waitForResponse('**/page-data/bitcointoethereum.json');
    await page.getByRole('link', { name: 'BTC to ETH' }).click();
    await pageData;
    await expect(page).toHaveURL(/\/bitcointoethereum$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Swap Bitcoin to Ethereum');
    await expect(page).toHaveTitle(/Bitcoin to Ethereum/);
    await expectSameDocument(page);
  });

  test("puts the next page's head in place on client navigation", async ({ page }) => {
    await openWorking(page, '/ethereum');
    const head = page.locator('head');
    const canonical = head.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute('href', /\/ethereum$/);
    const ethereumDescription = await head
      .locator('meta[name="description"]')
      .getAttribute('content');

    await page
      .getByRole('banner')
      .getByRole('link', { name: /home page/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(canonical).toHaveCount(1);
    await expect(canonical).toHaveAttribute('href', /^https?:\/\/[^/]+\/$/);
    const description = head.locator('meta[name="description"]');
    await expect(description).toHaveCount(1);
    await expect(description).not.toHaveAttribute('content', ethereumDescription ?? '');
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/$/);
    const structured = await head
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    expect(structured.map((data: { '@type': string }) => data['@type'])).toEqual([
      'WebApplication',
    ]);
    await expectSameDocument(page);
  });

  test('gives the first page its own head back after a round trip on the client', async ({
    page,
  }) => {
    await openWorking(page, '/bitcoin');
    const bitcoinTitle = await page.title();
    const bitcoinDataAsked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/page-data/bitcoin.json')) bitcoinDataAsked.push(request.url());
    });
    await page.getByRole('link', { name: 'BTC to ETH' }).click();
    await expect(page).toHaveTitle(/Bitcoin to Ethereum/);
    await page.goBack();
    await expect(page).toHaveURL(/\/bitcoin$/);
    await expect(page).toHaveTitle(bitcoinTitle);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bitcoin (BTC)');
    await expectSameDocument(page);
    // The document came with that page's data: back on it, only its blocks' code is fetched.
    expect(bitcoinDataAsked).toEqual([]);
  });

  test('leaves a visitor who scrolled before the app started where they were', async ({ page }) => {
    // The app arrives a second late, as on a slow connection.
    await page.route('**/assets/hydrate-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/docs');
    await page.locator('#supported-chains').scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await waitForApp(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('starts the next page at its top after a client navigation', async ({ page }) => {
    await openWorking(page, '/docs');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'About' });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await link.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectSameDocument(page);
  });

  test("fetches no code for blocks that never wake, and a pressed block's code on the press", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const html = await (await page.request.get('/bitcoin')).text();
    for (const chunk of ['Hero', 'TextSection', 'InfoCard', 'Faq']) {
      expect(html).not.toMatch(new RegExp(`<link rel="modulepreload"[^>]*/${chunk}-`));
    }
    await page.goto('/bitcoin', { waitUntil: 'networkidle' });
    const fetched = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => /\/assets\/([A-Za-z]+)-[^/]*\.js$/.exec(entry.name)?.[1])
          .filter(Boolean),
      );
    expect(await fetched()).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(Hero|TextSection|InfoCard|Faq)$/)]),
    );
    const questions = page.getByRole('region', { name: 'Bitcoin FAQ' }).getByRole('button');
    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    expect(await fetched()).toContain('Faq');
    expect(await fetched()).not.toContain('Hero');
    expect(errors).toEqual([]);
  });

  test('fetches no app on a page of text while the visitor reads, and brings it when they point at a link', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const appScripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\/assets\/(hydrate|client)-/.test(pathname)) appScripts.push(pathname);
    });
    await page.goto('/about', { waitUntil: 'networkidle' });
    await expect(page.locator('html')).not.toHaveClass(/preload/);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(appScripts).toEqual([]);

    const link = page.locator('footer a[href="/privacy"]');
    const appArrives = page.waitForRequest(/\/assets\/hydrate-/);
    await link.hover();
    await appArrives;
    await waitForApp(page);
    await page.evaluate(() => document.documentElement.setAttribute('data-first-document', ''));
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expectSameDocument(page);
    expect(errors).toEqual([]);
  });

  test('keeps a press on a block until its code has come, then acts on it once', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    let releaseFaq = () => {};
    const faqArrives = new Promise<void>((resolve) => (releaseFaq = resolve));
    await page.route('**/assets/Faq-*.js', async (route) => {
      await faqArrives;
      await route.continue();
    });
    await page.goto('/bitcoin');
    const questions = page.getByRole('region', { name: 'Bitcoin FAQ' }).getByRole('button');
    await questions.nth(3).click();
    await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'false');
    releaseFaq();
    await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');
    expect(errors).toEqual([]);
  });

  test("says so when the code of the next page's blocks cannot be fetched, and Try again loads the page", async ({
    page,
  }) => {
    // The pair page's swap facts: a block /bitcoin does not have.
    const navigationCode = '**/assets/SwapInfo-*.js';
    await page.route(navigationCode, (route) => route.abort());
    await page.goto('/bitcoin', { waitUntil: 'networkidle' });
    await waitForApp(page);
    await page.getByRole('link', { name: 'BTC to ETH' }).click();
    await expect(page).toHaveURL(/\/bitcointoethereum$/);
    const failure = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await expect(failure).toBeVisible();

    await page.unroute(navigationCode);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Swap Bitcoin to Ethereum');
  });

  test('downloads the code of the blocks a page shows, and no other', async ({ page }) => {
    /** `working` is what the visitor sees once the page's idle islands have woken. */
    const scriptBytes = async (path: string, working?: Locator) => {
      // Bodies are read as they come; each read is awaited, so none is missed at the end.
      const reads: Promise<{ url: string; bytes: number } | null>[] = [];
      const listener = (response: import('@playwright/test').Response) => {
        if (!response.url().endsWith('.js')) return;
        reads.push(
          response
            .body()
            .then((body) => ({ url: response.url(), bytes: body.length }))
            .catch(() => null),
        );
      };
      page.on('response', listener);
      await page.goto(path, { waitUntil: 'networkidle' });
      // The idle islands wake when the browser has a moment, which on a busy machine can come
      // after the network has been quiet for Playwright's half a second.
      if (working) await expect(working).toBeVisible();
      page.off('response', listener);
      return (await Promise.all(reads)).filter((script) => script !== null);
    };
    const ownCode = <T extends { url: string }>(scripts: T[]) =>
      scripts.filter((script) => new URL(script.url).origin === new URL(page.url()).origin);
    const total = (scripts: { bytes: number }[]) =>
      scripts.reduce((sum, script) => sum + script.bytes, 0);

    const bitcoin = ownCode(
      await scriptBytes('/bitcoin', page.locator('[data-rate-status="current"]')),
    );
    // Blocks that never wake, and the FAQ until it is pressed, cost nothing; the live price
    // comes without React, which waits for a press.
    expect(bitcoin.map((script) => script.url).join('\n')).not.toMatch(
      /\/(PriceList|SwapWidget|Stats|Faq|Hero|TextSection|InfoCard|LiveRate|reactDom)-/,
    );
    expect(bitcoin.map((script) => script.url).join('\n')).toMatch(/\/live-/);
    const home = ownCode(
      await scriptBytes('/', page.getByRole('list', { name: /^Coins \d+ to \d+ of 14$/ })),
    );
    expect(home.map((script) => script.url).join('\n')).toMatch(/\/PriceList-/);
    const about = ownCode(await scriptBytes('/about'));
    expect(total(about)).toBeLessThan(total(home));
  });

  for (const path of ['/dogecoinmoon', '/bitcoin/extra']) {
    test(`answers ${path} with the 404 page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
      await expect(
        page.getByText(
          "The cryptocurrency page you're looking for doesn't exist or hasn't been created yet.",
        ),
      ).toBeVisible();
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('follows a moved pair address on the client to its page and its address', async ({
    page,
  }) => {
    await openWorking(page, '/ethereum');
    await page.locator('a[href="/ethereumtousdt"]').first().click();
    await expect(page).toHaveURL(/\/ethtousdt$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ethereum');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/ethtousdt$/,
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/ethereum$/);
    await expectSameDocument(page);
  });

  test('follows the spec’s /usdttosol link, a redirect, to the USDT to Solana page', async ({
    page,
  }) => {
    await page.goto('/usdt');
    await page.locator('a[href="/usdttosol"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Swap Tether to Solana');
  });

  test('shows the 404 page when a client-side link leads to a missing page', async ({ page }) => {
    // No page of the site links nowhere any more, so the link is added here, once the page
    // has hydrated: React would drop a node it did not render while it still hydrates.
    await openSettled(page, '/usdt');
    await waitForApp(page);
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/no-such-coin-here';
      link.textContent = 'A page that does not exist';
      document.querySelector('main')?.append(link);
    });
    await page.getByRole('link', { name: 'A page that does not exist' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  });

  test('keeps the content hidden until the window load event', async ({ page }) => {
    let releaseScript!: () => void;
    const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.goto('/bitcoin', { waitUntil: 'commit' });
    const body = page.locator('body');
    await expect(body).toBeHidden();
    releaseScript();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('shows the home page without waiting for the logos below the first view', async ({
    page,
  }) => {
    // Held for good: were any of them needed for the load event, the page would stay hidden.
    await page.route(/\/icons\/(wallets|networks)\//, () => new Promise(() => {}));
    await page.goto('/', { waitUntil: 'load' });
    await expect(page.locator('html')).not.toHaveClass(/\bpreload\b/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('shows the error screen when a block fails to render as it wakes, and recovers on refresh', async ({
    page,
  }) => {
    let corrupt = true;
    // The document only: a glob such as **/bitcoin would also catch /api/news/bitcoin.
    await page.route(
      (url) => url.pathname === '/bitcoin',
      async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        // A page file that slipped past validation: the FAQ's items are not a list, on its
        // island's wrapper (escaped as an attribute) and in the page's data alike.
        const broken = corrupt
          ? html
              .replace(
                '&quot;heading&quot;:&quot;Bitcoin FAQ&quot;,&quot;items&quot;:[',
                '&quot;heading&quot;:&quot;Bitcoin FAQ&quot;,&quot;items&quot;:7,&quot;unused&quot;:[',
              )
              .replace(
                '"heading":"Bitcoin FAQ","items":[',
                '"heading":"Bitcoin FAQ","items":7,"unused":[',
              )
          : html;
        corrupt = false;
        await route.fulfill({ response, body: broken });
      },
    );
    await page.goto('/bitcoin');
    // The FAQ wakes on a press, and renders from its wrapper's block then.
    await page.getByRole('region', { name: 'Bitcoin FAQ' }).getByRole('button').first().click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(
      page.getByText(
        'We encountered an unexpected error while loading the application. Please try refreshing the page.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Refresh Page' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bitcoin (BTC)');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
