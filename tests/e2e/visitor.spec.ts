import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from '../support/hydration';
import { allRoutes, notFoundRoute, openSettled, readThrough } from '../support/site-routes';

const routes = await allRoutes();

/** What a visitor's browser logs as errors while the test runs. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const priceRows = (page: Page) =>
  page.getByRole('list', { name: /^Coins \d+ to \d+ of 14$/ }).getByRole('link');

test.describe('layout a visitor sees', () => {
  test('chain names stay inside their tiles', async ({ page }) => {
    await openSettled(page, '/');
    const tiles = page.getByRole('region', { name: 'Supported Blockchains' }).getByRole('listitem');
    await expect(tiles).toHaveCount(11);
    const outside = await tiles.evaluateAll((items) =>
      items.flatMap((item) => {
        const tile = item.getBoundingClientRect();
        const padding = parseFloat(getComputedStyle(item).paddingRight);
        return [...item.querySelectorAll('span')]
          .filter((span) => span.children.length === 0 && span.textContent)
          .filter((span) => span.getBoundingClientRect().right > tile.right - padding + 0.5)
          .map((span) => span.textContent);
      }),
    );
    expect(outside).toEqual([]);
    // A name on two lines means a word was broken ("Avalanch / e") or pushed down.
    const wrapped = await tiles.evaluateAll((items) =>
      items.flatMap((item) =>
        [...item.querySelectorAll('span')]
          .filter((span) => span.children.length === 0 && !/\s/.test(span.textContent ?? ''))
          .filter(
            (span) => span.getClientRects().length > 1 || span.getBoundingClientRect().height > 30,
          )
          .map((span) => span.textContent),
      ),
    );
    expect(wrapped).toEqual([]);
  });

  test('coin names in the price list are not cut short, down to 320 px', async ({
    page,
    isMobile,
  }) => {
    if (isMobile) await page.setViewportSize({ width: 320, height: 700 });
    await openSettled(page, '/');
    await expect(priceRows(page)).toHaveCount(5);
    const cut: (string | null)[] = [];
    for (const dot of [1, 2, 3]) {
      await page.getByRole('button', { name: `Show price list page ${dot} of 3` }).click();
      cut.push(
        ...(await priceRows(page).evaluateAll((rows) =>
          rows.flatMap((row) => {
            const name = row.querySelector('span > span');
            return name && name.scrollWidth > name.clientWidth ? [name.textContent] : [];
          }),
        )),
      );
    }
    expect(cut).toEqual([]);
  });

  test("a coin's and a pair's key facts come right after the hero on phones, beside the text on wide screens", async ({
    page,
    isMobile,
  }) => {
    for (const [route, card, firstText] of [
      ['/bitcoin', 'Bitcoin Information', 'About Bitcoin'],
      ['/bitcointousdt', 'Swap Information', 'How to Swap BTC to USDT'],
    ] as const) {
      await openSettled(page, route);
      const facts = await page.getByRole('heading', { name: card }).boundingBox();
      const text = await page.getByRole('heading', { name: firstText }).boundingBox();
      if (!facts || !text) throw new Error(`${route}: a heading has no box`);
      if (isMobile) expect(facts.y, route).toBeLessThan(text.y);
      else expect(facts.x, route).toBeGreaterThan(text.x + text.width);
    }
  });

  test('the header fits on both sides of the width where the menu takes over', async ({ page }) => {
    for (const width of [959, 960]) {
      await page.setViewportSize({ width, height: 800 });
      await openSettled(page, '/');
      const header = await page.locator('header').evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      }));
      expect(header.overflow, `${width} px`).toBe(0);
      // One row of 44 px controls plus padding; a wrapped item would make it taller.
      expect(header.height, `${width} px`).toBeLessThan(80);
      const menu = page.getByRole('button', { name: 'Menu' });
      if (width < 960) await expect(menu).toBeVisible();
      else await expect(menu).toBeHidden();
    }
  });

  test('the 404 page keeps its footer at the bottom of a tall window', async ({ page }) => {
    await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height: 1600 });
    await openSettled(page, notFoundRoute);
    const footer = await page.locator('footer').boundingBox();
    if (!footer) throw new Error('The footer has no box.');
    expect(Math.round(footer.y + footer.height)).toBe(1600);
  });
});

test.describe('brand marks', () => {
  test.skip(({ isMobile }) => isMobile, 'the same logo files at any width');
  test('wallets, chains and coins show real logo files that load', async ({ page }) => {
    await openSettled(page, '/');
    const pictures = [
      page.getByRole('list', { name: 'Featured wallets' }).locator('img'),
      page.getByRole('region', { name: 'Supported Blockchains' }).locator('img'),
    ];
    await expect(pictures[0]!).toHaveCount(3);
    await expect(pictures[1]!).toHaveCount(10);
    for (const list of pictures) {
      for (const picture of await list.all()) {
        await picture.scrollIntoViewIfNeeded();
        await expect(picture).toHaveAttribute('src', /^\/icons\/(wallets|networks)\/[a-z-]+\.svg$/);
        await expect
          .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(0);
      }
    }
    const metamask = await page.request.get('/icons/wallets/metamask.svg');
    expect(metamask.headers()['content-type']).toContain('image/svg+xml');
    // The real mark has MetaMask's fox colours, not a letter on a square.
    expect(await metamask.text()).toContain('#FF5C16');
  });

  test("a coin keeps the site's own mark, checked to read in both themes, once the market answers", async ({
    page,
  }) => {
    await page.goto('/');
    const bitcoin = priceRows(page).first();
    await expect(bitcoin).toContainText('$97,000');
    await expect(bitcoin.locator('img')).toHaveAttribute('src', '/icons/tokens/btc.svg');
  });
});

test.describe('share and search metadata', () => {
  test.skip(({ isMobile }) => isMobile, 'the same head at any width');
  test('every page names the site once in its share picture text and fits search results', async ({
    request,
  }) => {
    const problems: string[] = [];
    for (const route of routes.filter((candidate) => candidate !== notFoundRoute)) {
      const html = await (await request.get(route)).text();
      const attribute = (pattern: RegExp) =>
        (pattern.exec(html)?.[1] ?? '').replace(/&amp;/g, '&').replace(/&quot;/g, '"');
      const title = attribute(/<title>([^<]*)<\/title>/);
      const description = attribute(/<meta name="description" content="([^"]*)"/);
      const imageAlt = attribute(/<meta property="og:image:alt" content="([^"]*)"/);
      if (!imageAlt) problems.push(`${route}: no og:image:alt`);
      if (imageAlt.split('SwapRoute').length > 2) problems.push(`${route}: "${imageAlt}"`);
      if (title.length > 60) problems.push(`${route}: title of ${title.length} characters`);
      if (description.length > 160) {
        problems.push(`${route}: description of ${description.length} characters`);
      }
    }
    expect(problems).toEqual([]);
  });
});

test.describe('requests go through the one helper', () => {
  test.skip(({ isMobile }) => isMobile, 'the same requests at any width');
  test('a failing news request is logged in Turkish with "status: body"', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.route('**/api/news/pepe', (route) =>
      route.fulfill({ status: 503, body: 'feeds are down' }),
    );
    await page.goto('/pepe');
    // The news wakes in view, as a reader scrolls to it.
    await readThrough(page);
    await expect(page.getByRole('heading', { name: 'Background Reading on Pepe' })).toBeVisible();
    expect(errors).toContainEqual(
      expect.stringContaining(
        'API isteği başarısız: GET /api/news/pepe Error: 503: feeds are down',
      ),
    );
  });

  test('a failing market request is logged in Turkish with "status: body"', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.route('**/api/market/**', (route) =>
      route.fulfill({ status: 429, body: 'slow down' }),
    );
    await page.goto('/');
    // The message waits for the one retry, a second after the first answer.
    await expect(page.getByText('Failed to load cryptocurrency data')).toBeVisible({
      timeout: 20_000,
    });
    expect(
      errors.some((text) => /^Sorgu fonksiyonu hatası: \/api\/market\/.*429: slow down/.test(text)),
    ).toBe(true);
  });
});

test.describe('market data on a return to the home page', () => {
  test.skip(({ isMobile }) => isMobile, 'the same cache at any width');
  test('is shown from the cache within 5 minutes, without a new request', async ({
    page,
    isMobile,
  }) => {
    const marketRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/market/')) marketRequests.push(request.url());
    });
    await openSettled(page, '/');
    await expect(priceRows(page).first()).toContainText('$97,000');
    // The price list's query; the coin page asks for its own coin with another.
    expect(marketRequests).toHaveLength(1);
    const priceListRequest = marketRequests[0];

    // The cache lives in the app, which follows the site's links once it is there.
    await waitForApp(page);
    await priceRows(page).first().click();
    await expect(page).toHaveURL(/\/bitcoin$/);
    if (isMobile) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Home' }).click();
    } else {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Home' })
        .click();
    }
    await expect(page).toHaveURL(/\/$/);
    await expect(priceRows(page).first()).toContainText('$97,000');
    await page.waitForTimeout(1000);
    expect(marketRequests.filter((url) => url === priceListRequest)).toHaveLength(1);
  });
});
