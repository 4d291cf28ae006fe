import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, findBrowser } from '../lib/browser.ts';
import { thirdPartyBlockPatterns } from './blocking.ts';
import { compressedSizes } from './first-load.ts';
import { serveBuiltSite, serveStaticFolder, type RunningSite } from './serve-site.ts';

/** One same-origin script the browser fetched. */
export interface FetchedScript {
  /** Its path under the site root, which is also its file in the build. */
  file: string;
  /** Bytes on the wire as the server sent them (Resource Timing's encodedBodySize). */
  encodedBytes: number;
  /** Its response ended before the window's `load` event started. */
  beforeLoad: boolean;
}

/** Scripts summed, each file of the build compressed on its own as the static figure does. */
export interface JsTotals {
  files: number;
  bytes: number;
  gzip: number;
  brotli: number;
}

export interface BrowserJs {
  route: string;
  scripts: FetchedScript[];
  beforeLoad: JsTotals;
  byNetworkIdle: JsTotals;
  /** Elements React made a root of (createRoot or hydrateRoot), counted at network idle. */
  hydratedRoots: number;
}

export interface BrowserFigures {
  routes: BrowserJs[];
  floor: BrowserJs;
}

const NAVIGATION_TIMEOUT_MS = 60_000;

interface PageTimings {
  loadEventStart: number;
  resources: { url: string; responseEnd: number; encodedBytes: number }[];
  hydratedRoots: number;
}

/** Runs in the page: the load event's start, every resource's end, and React's roots. */
function readPageTimings(): PageTimings {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
    (entry) => ({
      url: entry.name,
      responseEnd: entry.responseEnd,
      encodedBytes: entry.encodedBodySize,
    }),
  );
  // React 19 marks each root's container with an own property named __reactContainer$<random>.
  const hydratedRoots = [...document.querySelectorAll('*')].filter((element) =>
    Object.keys(element).some((key) => key.startsWith('__reactContainer$')),
  ).length;
  return { loadEventStart: navigation?.loadEventStart ?? 0, resources, hydratedRoots };
}

type Sizes = Promise<{ bytes: number; gzip: number; brotli: number }>;

/**
 * Opens `route` in a fresh context (an empty cache, as a first visit), keeps every same-origin
 * script response, waits for network idle and reads the timings from the page itself.
 */
async function measureRoute(
  browser: Browser,
  site: RunningSite,
  distDir: string,
  route: string,
  sizesOf: (file: string) => Sizes,
): Promise<BrowserJs> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // The same blocking as Lighthouse's: nothing but loopback answers.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setBlockedURLs', { urls: thirdPartyBlockPatterns() });
    // The browser keeps 250 resource entries unless told otherwise; a page may fetch more.
    await page.addInitScript(() => performance.setResourceTimingBufferSize(100_000));
    const scriptUrls = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== site.origin) return;
      const isScript = response.request().resourceType() === 'script';
      if (isScript || url.pathname.endsWith('.js')) scriptUrls.add(url.href);
    });
    await page.goto(`${site.origin}${route}`, {
      waitUntil: 'networkidle',
      timeout: NAVIGATION_TIMEOUT_MS,
    });
    const timings = await page.evaluate(readPageTimings);
    const scripts = [...scriptUrls].sort().map((url): FetchedScript => {
      const entry = timings.resources.find((resource) => resource.url === url);
      if (!entry) throw new Error(`${route}: no resource timing for ${url}`);
      return {
        file: decodeURIComponent(new URL(url).pathname.slice(1)),
        encodedBytes: entry.encodedBytes,
        beforeLoad: entry.responseEnd <= timings.loadEventStart,
      };
    });
    const total = async (chosen: FetchedScript[]): Promise<JsTotals> => {
      const sizes = await Promise.all(
        chosen.map((script) => sizesOf(path.join(distDir, script.file))),
      );
      const sum = (pick: (size: Awaited<Sizes>) => number) =>
        sizes.reduce((all, size) => all + pick(size), 0);
      return {
        files: chosen.length,
        bytes: sum((size) => size.bytes),
        gzip: sum((size) => size.gzip),
        brotli: sum((size) => size.brotli),
      };
    };
    return {
      route,
      scripts,
      beforeLoad: await total(scripts.filter((script) => script.beforeLoad)),
      byNetworkIdle: await total(scripts),
      hydratedRoots: timings.hydratedRoots,
    };
  } finally {
    await context.close();
  }
}

/** Compresses each file once, however many routes fetch it (brotli 11 is slow). */
function cachedSizes(): (file: string) => Sizes {
  const cache = new Map<string, Sizes>();
  return (file) => {
    let sizes = cache.get(file);
    if (!sizes) {
      sizes = readFile(file).then(async (bytes) => ({
        bytes: bytes.length,
        ...(await compressedSizes(bytes)),
      }));
      cache.set(file, sizes);
    }
    return sizes;
  };
}

/**
 * The JS headless Chromium fetches on each route of our build, served as deployed, and on the
 * floor app, served as plain files; null when there is no Chromium to run.
 */
export async function measureBrowserJs(
  distDir: string,
  floorDir: string,
  routes: readonly string[],
): Promise<BrowserFigures | null> {
  const choice = findBrowser();
  if (!choice) return null;
  const browser = await chromium.launch({
    executablePath: choice.executablePath,
    args: chromiumArgs,
  });
  const sizesOf = cachedSizes();
  try {
    const site = await serveBuiltSite(distDir);
    const measured: BrowserJs[] = [];
    try {
      for (const route of routes) {
        measured.push(await measureRoute(browser, site, distDir, route, sizesOf));
      }
    } finally {
      await site.stop();
    }
    const floorSite = await serveStaticFolder(floorDir);
    try {
      const floor = await measureRoute(browser, floorSite, floorDir, '/', sizesOf);
      return { routes: measured, floor };
    } finally {
      await floorSite.stop();
    }
  } finally {
    await browser.close();
  }
}
