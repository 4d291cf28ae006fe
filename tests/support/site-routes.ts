import { expect, type Page, type Request } from '@playwright/test';
import { routeForSlug } from '../../src/engine/routes';
import type { PageDefinition } from '../../src/engine/types';
import { validatePagesData } from '../../src/content/validation/index';
import { loadBlockChecks } from '../../src/blocks';
import { DEFAULT_CONTENT_DIR } from '../../src/content/collections';

let validated: ReturnType<typeof validatePagesData> | undefined;
/**
 * The validator's report of the site's content, once per test process: a spec file asks for
 * pages more than once, and each reading validates the whole catalogue, seconds of a loaded
 * machine each time.
 */
const report = () =>
  (validated ??= validatePagesData(DEFAULT_CONTENT_DIR, { blockChecks: loadBlockChecks }));

/** The page set exactly as the build sees it: the page files, then the template's pair pages. */
export async function sitePages(): Promise<PageDefinition[]> {
  return (await report()).pages.map(({ page }) => page);
}

/** Pair addresses that answer 301 with the hand-written page of the same two coins. */
export async function siteRedirects(): Promise<Map<string, string>> {
  return new Map((await report()).redirects.map(({ from, to }) => [from, to]));
}

/** Any address with no page: the server answers it with the 404 page. */
export const notFoundRoute = '/no-such-coin-here';

/** Every prerendered page's route, then the 404 page. */
export async function everyRoute(): Promise<string[]> {
  const pages = await sitePages();
  return [...pages.map((page) => routeForSlug(page.slug)), notFoundRoute];
}

/** Pair pages the spec's links lead to; the browser checks always include them. */
const namedTemplatedPairs = ['/ethereumtobitcoin', '/bnbtosolana', '/solanatobnb'];
/** One in this many of the other template-made pages, so a run stays minutes long. */
const TEMPLATED_SAMPLE_EVERY = 40;

/**
 * Every page file's route, a sample of the pages the pair template makes (they share one
 * layout, so a few stand for all), then the 404 page: for checks too slow for every page.
 */
export async function allRoutes(): Promise<string[]> {
  return [...(await sampledPages()).map((page) => routeForSlug(page.slug)), notFoundRoute];
}

/**
 * Every page file's page, then the sample of template-made pair pages allRoutes uses. With
 * `onePerKind`, the coin and pair files are one of each (pageTypes'), for a check that costs a
 * browser visit a page: the others share their kind's template.
 */
export async function sampledPages({ onePerKind = false } = {}): Promise<PageDefinition[]> {
  const { pages } = await report();
  const written = pages.filter(
    ({ page, madeByTemplate }) => !madeByTemplate && (!onePerKind || standsForItsKind(page)),
  );
  const sample = pages
    .filter(({ madeByTemplate }) => madeByTemplate)
    .filter(
      ({ page }, index) =>
        namedTemplatedPairs.includes(routeForSlug(page.slug)) ||
        index % TEMPLATED_SAMPLE_EVERY === 0,
    );
  return [...written, ...sample].map(({ page }) => page);
}

/**
 * A page of each kind, each page file that is not a coin or a pair (each is laid out its own
 * way), and the made pair pages the spec's links lead to: for the checks that cost a browser
 * visit or more a page. The other coin and pair page files share their kind's blocks and
 * layout, and the validator checks their words and facts; server.spec.ts reads the HTML of a
 * wider sample of made pairs.
 */
export async function pagesOfEachKind(): Promise<PageDefinition[]> {
  const { pages } = await report();
  return pages
    .filter(({ page, madeByTemplate }) =>
      madeByTemplate
        ? namedTemplatedPairs.includes(routeForSlug(page.slug))
        : standsForItsKind(page),
    )
    .map(({ page }) => page);
}

/**
 * A page file a browser check visits: the coin and the pair of pageTypes, and every page file
 * that is not a coin or a pair (each is laid out its own way).
 */
function standsForItsKind(page: PageDefinition): boolean {
  return (
    (page.kind !== 'coin' && page.kind !== 'pair') ||
    Object.values<string>(pageTypes).includes(routeForSlug(page.slug))
  );
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

/** Far above a settled page's few seconds on a loaded machine, within a test's 60 s. */
const QUIET_WITHIN_MS = 30_000;
/** As long as Playwright's network-idle state asks for. */
const QUIET_FOR_MS = 500;

/**
 * Scrolls down the shown page half a window at a time, a frame at each stop, as a reader
 * does, so that the islands that wake in view (the chart, the news) wake; then back to the top.
 */
export async function readThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // The islands start watching for the view a frame and a task after the load event.
    await frame();
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight / 2) {
      scrollTo(0, top);
      await frame();
      await frame();
    }
    scrollTo(0, 0);
  });
}

/**
 * Opens a route and waits until a visitor who has read it through sees it settled: the load
 * event has revealed the content, every island has woken, the page has stopped fetching
 * (market data, news) and no block is still busy (the news skeleton, the swap widget's
 * placeholder).
 */
export async function openSettled(page: Page, route: string) {
  // The page's requests, every frame's, as they start and end. Playwright's own network-idle
  // state once never came in 30 s on a page whose requests had all ended (a fresh-clone CI
  // run), so quiet is judged from these: none open for QUIET_FOR_MS.
  const open = new Set<Request>();
  let changedAt = Date.now();
  const started = (request: Request) => {
    open.add(request);
    changedAt = Date.now();
  };
  const ended = (request: Request) => {
    open.delete(request);
    changedAt = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(route, { waitUntil: 'load' });
    await expect(page.locator('html')).not.toHaveClass(/\bpreload\b/);
    await readThrough(page);
    await expect
      .poll(() => open.size === 0 && Date.now() - changedAt >= QUIET_FOR_MS, {
        timeout: QUIET_WITHIN_MS,
        intervals: [100],
      })
      .toBe(true)
      .catch(() => {
        const urls = [...open].map((request) => request.url());
        throw new Error(`${route} still had requests open after ${QUIET_WITHIN_MS} ms: ${urls}`);
      });
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
