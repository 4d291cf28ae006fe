import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { routeForSlug } from '../../src/engine/routes';
import type { PageDefinition } from '../../src/engine/types';
import { validatePagesData } from '../../src/validation/index';

/** The page set exactly as the build sees it: the validator's list of valid page files. */
export async function sitePages(): Promise<PageDefinition[]> {
  const report = await validatePagesData(path.resolve('pages-data'));
  return report.pages.map(({ page }) => page);
}

/** Any address with no page: the server answers it with the 404 page. */
export const notFoundRoute = '/no-such-coin-here';

/** Every prerendered page's route, then the 404 page. */
export async function allRoutes(): Promise<string[]> {
  const pages = await sitePages();
  return [...pages.map((page) => routeForSlug(page.slug)), notFoundRoute];
}

/** One route of each kind of page, for the checks too slow to run on every route. */
export const pageTypes = {
  home: '/',
  coin: '/bitcoin',
  pair: '/solanatousdt',
  docs: '/docs',
  notFound: notFoundRoute,
} as const;

export type ThemeName = 'light' | 'dark';
export const themes: ThemeName[] = ['light', 'dark'];

/**
 * Stores the theme before any page script runs, the way a returning visitor arrives.
 * theme_reset_done marks the visit as not the first, which would reset the theme to light.
 */
export async function useTheme(page: Page, theme: ThemeName) {
  await page.addInitScript((stored) => {
    localStorage.setItem('theme', stored);
    localStorage.setItem('theme_reset_done', 'true');
  }, theme);
}

/**
 * Opens a route and waits until a visitor sees it settled: the load event has revealed the
 * content, the page has stopped fetching (market data, news) and no block is still busy
 * (the news skeleton, the swap widget's placeholder).
 */
export async function openSettled(page: Page, route: string) {
  await page.goto(route, { waitUntil: 'load' });
  await expect(page.locator('html')).not.toHaveClass(/\bpreload\b/);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
