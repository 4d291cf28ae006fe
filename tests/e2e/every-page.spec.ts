import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { routeForSlug } from '../../src/engine/routes';
import type { PageDefinition } from '../../src/engine/types';
import { expectNoAxeViolations } from '../support/axe';
import { expectCleanHydration, watchPage } from '../support/hydration';
import { sidewaysOverflow } from '../support/overflow';
import { notFoundRoute, pageTypes, pagesOfEachKind, readThrough } from '../support/site-routes';

/**
 * What holds for every kind of page, checked in one visit per page, since loading a page is
 * what these tests spend their time on: the page hydrates under the enforced CSP without
 * errors, axe finds no WCAG 2.2 A/AA violation, and on a phone it never scrolls sideways, down
 * to 320 px.
 *
 * Every coin page has the same blocks in the same order and the same colours, as has every
 * pair page; what differs is their words and facts, which the validator checks on every page.
 * So one coin page and one pair page stand for their kind, beside every other page file, and
 * each is checked in both themes; the made pair pages the spec's links lead to are checked
 * once, in the light theme. The phone visits one page of each kind (pageTypes), in both themes,
 * and each of those visits leaves a full-page picture in test-results/screenshots/ for a person
 * to look through (nothing compares them pixel by pixel).
 */
/**
 * /coins is left to server.spec.ts, which reads its HTML without JavaScript, and to its block's
 * unit tests (src/blocks/coinDirectory): its 1,500 rows outlasted a three-minute visit here on
 * a loaded two-core machine.
 */
const pages = (await pagesOfEachKind()).filter((page) => page.slug !== 'coins');
const checked = [
  ...pages.map((page) => ({
    route: routeForSlug(page.slug),
    heading: heroHeading(page),
    status: 200,
  })),
  { route: notFoundRoute, heading: '404 Page Not Found', status: 404 },
];
const kindOfRoute = new Map<string, string>(
  Object.entries(pageTypes).map(([kind, route]) => [route, kind]),
);
const eachKindRoutes = new Set<string>([
  ...Object.values(pageTypes),
  ...pages
    .filter((page) => page.kind !== 'coin' && page.kind !== 'pair')
    .map((page) => routeForSlug(page.slug)),
]);

function heroHeading(page: PageDefinition): string {
  const hero = page.blocks.find((block) => block.type === 'hero');
  if (!hero) throw new Error(`${page.slug} has no hero block`);
  return hero.heading;
}

/** Opens the page and checks its status, its CSP and a clean hydration; returns the errors seen. */
async function openChecked(page: Page, route: string, heading: string, status: number) {
  const errors = await watchPage(page);
  const response = await page.goto(route);
  expect(response?.status()).toBe(status);
  const scriptSrc = (response?.headers()['content-security-policy'] ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src'));
  expect(scriptSrc).toMatch(/^script-src 'self'/);
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expectCleanHydration(page, errors);
  await readThrough(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return errors;
}

async function expectNoSidewaysScrollAt320(page: Page) {
  await page.setViewportSize({ width: 320, height: 640 });
  const overflow = await sidewaysOverflow(page);
  expect(
    overflow.scrollWidth,
    `at 320 px the page is ${overflow.scrollWidth} px wide; sticking out:\n${overflow.culprits.join('\n')}`,
  ).toBeLessThanOrEqual(320);
}

/** A picture of the whole page, stopped (the wallet strip scrolls), for a person to look at. */
async function screenshot(page: Page, testInfo: TestInfo, kind: string, theme: string) {
  const file = `test-results/screenshots/${kind}-${testInfo.project.name}-${theme}.png`;
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  await testInfo.attach(`${kind} ${theme}`, { path: file, contentType: 'image/png' });
}

for (const { route, heading, status } of checked) {
  test(`${route}: hydrates under the CSP, axe finds nothing, no sideways scroll on a phone`, async ({
    page,
    isMobile,
  }, testInfo) => {
    const eachKind = eachKindRoutes.has(route);
    const kind = kindOfRoute.get(route);
    test.skip(isMobile && !kind, 'the phone checks one page of each kind');
    const errors = await openChecked(page, route, heading, status);

    // A first visit is light.
    await expect(page.locator('body')).not.toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page, `${route} (light)`);
    if (kind) await screenshot(page, testInfo, kind, 'light');

    if (eachKind) {
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await page.reload();
      await expectCleanHydration(page, errors);
      await readThrough(page);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.locator('body')).toHaveClass(/\bdark\b/);
      await expectNoAxeViolations(page, `${route} (dark)`);
      if (kind) await screenshot(page, testInfo, kind, 'dark');
    }

    if (isMobile) await expectNoSidewaysScrollAt320(page);
    expect(errors, 'errors logged after hydration, by blocks that woke later').toEqual([]);
  });
}
