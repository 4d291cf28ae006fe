import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openSettled, pageTypes } from '../support/site-routes';

/** More Tab presses than any page has stops; reaching it means focus is stuck in a loop. */
const maxTabPresses = 400;

interface FocusStop {
  /** Focus has left the page's elements (back to <body> or the browser). */
  left: boolean;
  /** Focus came back to an element it already visited: one full round is done. */
  repeated: boolean;
  label: string;
  problem: string | null;
}

/** Where focus is now, and whether a sighted keyboard user can see it there. */
async function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) {
      return { left: true, repeated: false, label: 'body', problem: null };
    }
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    const label = `<${element.tagName.toLowerCase()}> "${name.replace(/\s+/g, ' ').slice(0, 50)}"`;
    const seen = ((window as { tabWalkSeen?: WeakSet<Element> }).tabWalkSeen ??= new WeakSet());
    // A provider's frame is one element here while focus moves around inside it.
    if (element.tagName === 'IFRAME') return { left: false, repeated: false, label, problem: null };
    const repeated = seen.has(element);
    seen.add(element);

    const box = element.getBoundingClientRect();
    const onScreen =
      box.width > 0 &&
      box.height > 0 &&
      box.right > 0 &&
      box.bottom > 0 &&
      box.left < innerWidth &&
      box.top < innerHeight;
    const shown = element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const hiddenFromAssistiveTech = element.closest('[aria-hidden="true"], [inert]') !== null;
    const style = getComputedStyle(element);
    const ring =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none';
    const problem = !shown
      ? 'is hidden'
      : !onScreen
        ? 'is off screen'
        : hiddenFromAssistiveTech
          ? 'is inside an aria-hidden or inert part of the page'
          : !ring
            ? 'shows no focus outline or ring'
            : null;
    return { left: false, repeated, label, problem };
  });
}

/** Tabs once round the whole page; fails on every stop a keyboard user could not see. */
async function tabThroughPage(page: Page): Promise<string[]> {
  const stops: string[] = [];
  const problems: string[] = [];
  for (let press = 0; press < maxTabPresses; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    if (stop.repeated || (stop.left && stops.length > 0)) return stops;
    if (stop.left) continue;
    stops.push(stop.label);
    if (stop.problem) problems.push(`stop ${stops.length}, ${stop.label} ${stop.problem}`);
    expect(problems, `focus problems after ${stops.length} Tab presses`).toEqual([]);
  }
  throw new Error(`Focus did not come round within ${maxTabPresses} Tab presses.`);
}

/** Presses Tab until the target has focus, as a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let press = 0; press < maxTabPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Tab never reached ${target.toString()}.`);
}

/** Tabbing inside an open dialog keeps focus in it. */
async function expectFocusTrapped(page: Page, dialog: Locator, presses = 12) {
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
    expect(inside, `Tab ${press + 1} took focus out of the dialog`).toBe(true);
  }
}

test.describe('a keyboard-only walk', () => {
  for (const [type, route] of Object.entries(pageTypes)) {
    test(`every focus stop on the ${type} page (${route}) is visible`, async ({ page }) => {
      await openSettled(page, route);
      const stops = await tabThroughPage(page);
      expect(stops[0], 'the first stop skips to the content').toMatch(/Skip to content/);
      expect(stops.length).toBeGreaterThan(5);
    });
  }
});

test.describe('operating the page by keyboard', () => {
  test.skip(({ isMobile }) => isMobile, 'the same keys at any width');
  test('the FAQ opens and closes with Enter and Space, one answer at a time', async ({ page }) => {
    await openSettled(page, pageTypes.coin);
    const questions = page.getByRole('region', { name: 'Bitcoin FAQ' }).getByRole('button');
    await tabTo(page, questions.first());
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');
    await tabTo(page, questions.nth(1));
    await page.keyboard.press('Space');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, questions.nth(2));
    await page.keyboard.press('Enter');
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the docs lists expand and collapse with Enter and Space', async ({ page }) => {
    await openSettled(page, pageTypes.docs);
    const showMore = page.getByRole('button', { name: 'Show more wallets' });
    await tabTo(page, showMore);
    await page.keyboard.press('Enter');
    // The same button, now offering to show fewer.
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('aria-expanded', 'true');
    await expect(focused).not.toHaveText('Show more wallets');
    await page.keyboard.press('Space');
    await expect(focused).toHaveAttribute('aria-expanded', 'false');
    await expect(focused).toHaveText('Show more wallets');
  });

  test('the price-list dots page through the coins with Enter and Space', async ({ page }) => {
    await openSettled(page, pageTypes.home);
    const rows = page.getByRole('region', { name: /price/i }).getByRole('link');
    const second = page.getByRole('button', { name: 'Show price list page 2 of 3' });
    const third = page.getByRole('button', { name: 'Show price list page 3 of 3' });
    await tabTo(page, second);
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(rows.first()).toHaveAttribute('href', '/ada');
    await tabTo(page, third);
    await page.keyboard.press('Space');
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(rows).toHaveCount(4);
  });

  test('the news reader opens with Enter, keeps focus inside and gives it back on Escape', async ({
    page,
  }) => {
    // A feed's summary now links to its source; the site's own articles open in the reader,
    // and they stand in while the news API is down.
    await page.route('**/api/news/**', (route) => route.abort());
    await openSettled(page, '/ethereum');
    const readMore = page.getByRole('button', { name: /^Read more/ }).first();
    await tabTo(page, readMore);
    await page.keyboard.press('Enter');
    const reader = page.getByRole('dialog');
    await expect(reader).toBeVisible();
    await expectNoAxeViolations(page, '/ethereum with the article reader open');
    await expectFocusTrapped(page, reader);
    await page.keyboard.press('Escape');
    await expect(reader).toBeHidden();
    await expect(readMore).toBeFocused();
  });
});

test.describe('the settings popover by keyboard (desktop)', () => {
  test.skip(({ isMobile }) => isMobile, 'the phone layout has the menu instead');

  test('opens from the gear, switches the theme with Space and closes on Escape', async ({
    page,
  }) => {
    await openSettled(page, pageTypes.home);
    const gear = page.getByRole('button', { name: 'Settings' });
    await tabTo(page, gear);
    await page.keyboard.press('Enter');
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await expect(settings).toBeVisible();
    await expectNoAxeViolations(page, '/ with the settings popover open', { within: settings });
    await expectFocusTrapped(page, settings);

    const darkMode = settings.getByRole('switch', { name: 'Dark mode' });
    await tabTo(page, darkMode);
    await page.keyboard.press('Space');
    await expect(page.locator('body')).toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page, '/ with the settings popover open, dark', {
      within: settings,
    });

    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    await expect(gear).toBeFocused();
  });
});

test.describe('the phone menu by keyboard', () => {
  test.skip(({ isMobile }) => !isMobile, 'the desktop layout has no menu');

  test('opens with Enter, reaches its Settings dialog and closes with Escape', async ({ page }) => {
    await openSettled(page, pageTypes.home);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expectNoAxeViolations(page, '/ with the phone menu open');
    await expectFocusTrapped(page, menu);

    await tabTo(page, menu.getByRole('button', { name: 'Settings' }));
    await page.keyboard.press('Enter');
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await expect(settings).toBeVisible();
    await expectNoAxeViolations(page, '/ with the phone settings dialog open');
    await expectFocusTrapped(page, settings);
    const analytics = settings.getByRole('switch', { name: 'Analytics cookies' });
    await tabTo(page, analytics);
    await page.keyboard.press('Space');
    await expect(analytics).toBeChecked();

    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});
