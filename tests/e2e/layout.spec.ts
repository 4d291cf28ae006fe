import { expect, test, type Page } from '@playwright/test';
import { sidewaysOverflow } from '../support/overflow';
import { siteFixture } from '../support/siteFixture';
import { openSettled, pageTypes } from '../support/site-routes';

/** Phones, a tablet in portrait, narrow windows, laptops and a wide monitor (issue #13). */
const WIDTHS = [320, 375, 414, 768, 800, 900, 1024, 1280, 1440, 1920];
/** A phone, a tablet, a laptop and a wide monitor: a full-page picture costs a second or more. */
const PICTURED_WIDTHS = new Set([320, 768, 1280, 1920]);

/** Resizes an open page's window, as a visitor does, and waits for its layout to be drawn. */
async function resizeWindow(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Header links and buttons that wrap onto a second line or do not fit in the window. */
async function brokenHeaderItems(page: Page) {
  return page.locator('header').evaluate((header) => {
    const width = document.documentElement.clientWidth;
    const items = [...header.querySelectorAll('a, button')].filter(
      (item) => item.getClientRects().length > 0,
    );
    return items.flatMap((item) => {
      const box = item.getBoundingClientRect();
      const lineHeight = parseFloat(getComputedStyle(item).lineHeight) || 24;
      const name = (item.getAttribute('aria-label') ?? item.textContent ?? '').trim();
      const problems: string[] = [];
      // A one-line item is at most its 44 px touch height; a wrapped one is taller.
      if (box.height > Math.max(48, lineHeight * 1.5))
        problems.push(`wraps (${Math.round(box.height)} px high)`);
      if (box.left < -0.5 || box.right > width + 0.5)
        problems.push(`is cut off at ${Math.round(box.right)} px`);
      return problems.map((problem) => `"${name}" ${problem}`);
    });
  });
}

/**
 * A pair page's steps and FAQ name a token's contract in full, one word of 42 characters: the
 * kind's page (pageTypes) pairs two coins whose steps name none. One prerendered pair and one
 * made on demand, the FAQ opened, at the narrowest width.
 */
test('pair pages that name a token contract fit a 320 px phone', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the desktop project covers every width');
  await page.setViewportSize({ width: 320, height: 700 });
  for (const route of ['/bitcointoshibainu', '/dogecointopepe']) {
    await openSettled(page, route);
    await expect(page.getByText(/token contract 0x[0-9a-fA-F]{40}/).first()).toBeVisible();
    const questions = page.locator('#faq').getByRole('button', { expanded: false });
    for (let open = await questions.count(); open > 0; open -= 1) {
      await questions.first().click();
    }
    const overflow = await sidewaysOverflow(page);
    expect(
      overflow.scrollWidth,
      `${route} is ${overflow.scrollWidth} px wide; sticking out:\n${overflow.culprits.join('\n')}`,
    ).toBeLessThanOrEqual(320);
  }
});

test.describe('every width from 320 to 1920 px', () => {
  // The sweep sets its own window sizes; the phone project's 375 px is one of them.
  test.skip(({ isMobile }) => isMobile, 'the desktop project covers every width');

  // One visit per kind of page, its window then resized through the widths as a visitor
  // resizes a window: the served HTML is the same at every width, and loading is the slow part.
  for (const [type, route] of Object.entries(pageTypes)) {
    test(`${type} page at each width: no sideways scroll, the header on one line, a screenshot`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
      await openSettled(page, route);
      for (const width of WIDTHS) {
        await resizeWindow(page, width);
        const overflow = await sidewaysOverflow(page);
        expect(
          overflow.scrollWidth,
          `at ${width} px the page is ${overflow.scrollWidth} px wide; sticking out:\n${overflow.culprits.join('\n')}`,
        ).toBeLessThanOrEqual(width);
        expect(await brokenHeaderItems(page), `the header at ${width} px`).toEqual([]);
        if (!PICTURED_WIDTHS.has(width)) continue;
        const file = `test-results/screenshots/widths/${type}-${width}.png`;
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
        await testInfo.attach(`${type} at ${width} px`, { path: file, contentType: 'image/png' });
      }
    });
  }
});

test.describe('tablets and narrow windows (768 to 1100 px)', () => {
  test.skip(({ isMobile }) => isMobile, 'window widths set by the test');
  /** The rule: below this, the sidebar joins the main column. */
  const MAIN_COLUMN_MIN_PX = 560;

  // One visit per page, its window then resized, as in the sweep above.
  for (const route of ['/bitcointoethereum', '/ada']) {
    test(`${route} at 768, 900 and 1024 px keeps a main column of ${MAIN_COLUMN_MIN_PX} px and no empty column`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: 768, height: 900 });
      await openSettled(page, route);
      for (const width of [768, 900, 1024]) {
        await resizeWindow(page, width);
        const main = page.locator('main');
        const chart = main.locator('section#chart');
        const sidebar = main.getByRole('complementary', { name: 'Page details' }).last();
        const chartBox = await chart.boundingBox();
        const sidebarBox = await sidebar.boundingBox();
        const mainBox = await main.boundingBox();
        if (!chartBox || !sidebarBox || !mainBox) throw new Error('chart, sidebar or main missing');
        expect(chartBox.width, `at ${width} px`).toBeGreaterThanOrEqual(MAIN_COLUMN_MIN_PX);
        const besideEachOther = sidebarBox.x >= chartBox.x + chartBox.width;
        if (!besideEachOther) {
          // Joined: one column, the sidebar as wide as the main column, nothing left empty.
          expect(Math.round(sidebarBox.width), `at ${width} px`).toBe(Math.round(chartBox.width));
          expect(Math.round(sidebarBox.x), `at ${width} px`).toBe(Math.round(chartBox.x));
        }
        if (width === 768) expect(besideEachOther).toBe(false);
        const file = `test-results/screenshots/widths/tablet-${route.slice(1)}-${width}.png`;
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
        await testInfo.attach(`${route} at ${width} px`, { path: file, contentType: 'image/png' });
      }
    });
  }
});

/**
 * Tiles of one row of a grid that sit alone on it without taking the whole row, by their
 * text: a grid whose last tile is stranded in a corner looks unfinished (issue #28).
 */
async function loneTiles(page: Page, tileSelector: string) {
  return page
    .locator(tileSelector)
    .first()
    .evaluate((firstTile) => {
      const grid = firstTile.parentElement;
      if (!grid) throw new Error('a tile outside any grid');
      const gridWidth = grid.getBoundingClientRect().width;
      const tiles = [...grid.children].filter((tile) => tile.getClientRects().length > 0);
      const rows = new Map<number, Element[]>();
      for (const tile of tiles) {
        const top = Math.round(tile.getBoundingClientRect().top);
        rows.set(top, [...(rows.get(top) ?? []), tile]);
      }
      return [...rows.values()].flatMap(([tile, ...others]) =>
        tile &&
        others.length === 0 &&
        tiles.length > 1 &&
        tile.getBoundingClientRect().width < gridWidth - 1
          ? [(tile.textContent ?? '').trim().slice(0, 40)]
          : [],
      );
    });
}

test.describe('no tile alone on its row', () => {
  const grids = [
    { route: '/', name: 'the blockchain grid', tiles: '#blockchains li' },
    { route: '/', name: 'the statistics row', tiles: '#statistics dl > div' },
    { route: '/docs', name: 'the troubleshooting tiles', tiles: '#troubleshooting h3 >> xpath=..' },
    { route: '/usdt', name: 'the list tiles', tiles: 'main h2:text-is("Use Cases") >> xpath=..' },
    { route: '/docs', name: 'the folded wallet tiles', tiles: '#connecting-wallet li' },
    {
      route: '/docs',
      name: 'the unfolded wallet tiles',
      tiles: '#connecting-wallet li',
      unfold: 'Show more wallets',
    },
  ];
  for (const { route, name, tiles, unfold } of grids) {
    test(`${name} on ${route} at 375, 768 and 1280 px`, async ({ page }, testInfo) => {
      test.skip(testInfo.project.use.isMobile === true, 'the desktop project sets each width');
      // One visit, its window then resized, as in the sweep above.
      await page.setViewportSize({ width: 375, height: 900 });
      await openSettled(page, route);
      if (unfold) await page.getByRole('button', { name: unfold }).click();
      for (const width of [375, 768, 1280]) {
        await resizeWindow(page, width);
        const grid = page.locator(tiles).first().locator('xpath=..');
        const file = `test-results/screenshots/widths/tiles-${name.replaceAll(' ', '-')}-${width}.png`;
        await grid.screenshot({ path: file, animations: 'disabled' });
        await testInfo.attach(`${name} at ${width} px`, { path: file, contentType: 'image/png' });
        expect(await loneTiles(page, tiles), `alone on a row at ${width} px`).toEqual([]);
      }
    });
  }

  test('the Docs wallet tiles are even and each shows its wallet logo', async ({ page }) => {
    await openSettled(page, '/docs');
    await page.getByRole('button', { name: 'Show more wallets' }).click();
    const tiles = page.locator('#connecting-wallet li');
    const { wallets } = siteFixture();
    const expected = [...wallets.featured, ...wallets.others];
    await expect(tiles).toHaveCount(expected.length);
    for (const [index, wallet] of expected.entries()) {
      const tile = tiles.nth(index);
      await tile.scrollIntoViewIfNeeded();
      await expect(tile).toContainText(wallet.name);
      if (wallet.logo) {
        // The wallet's own file, loaded, not the initials that stand in for a missing one.
        const image = tile.locator(`img[src="${wallet.logo}"]`);
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
      } else {
        await expect(tile.getByTestId('logo-fallback')).toBeVisible();
      }
    }
    const heights = await tiles.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().height)),
    );
    expect(new Set(heights), `tile heights ${heights.join(', ')}`).toEqual(new Set([heights[0]]));
  });
});
