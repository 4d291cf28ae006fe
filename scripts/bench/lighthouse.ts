import { chromium } from '@playwright/test';
// chrome-launcher comes with lighthouse (its own launcher), so it is there whenever lighthouse is.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, findBrowser } from '../lib/browser.ts';
import { thirdPartyBlockPatterns } from './blocking.ts';
import { serveBuiltSite } from './serve-site.ts';

export const LIGHTHOUSE_ROUTES = ['/', '/bitcoin', '/bitcointoethereum'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface LighthouseResult {
  route: string;
  /** 0 to 100, as Lighthouse shows them. */
  scores: Record<Category, number>;
  /** First contentful paint and Speed Index: with the content hidden until `load`, both wait for it. */
  fcpMs: number;
  speedIndexMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Audits that cost points in accessibility, best practices or SEO, so a miss has a reason. */
  failedAudits: string[];
}

function chromePath(): string {
  const choice = findBrowser();
  if (!choice) throw new Error('no Chromium found (set CHROME_PATH, or install /usr/bin/chromium)');
  return choice.executablePath ?? chromium.executablePath();
}

/**
 * Lighthouse's default (mobile) settings on each route, `runs` times, against the production
 * server serving `distDir`, its third parties answered by the fakes on loopback; any other
 * non-loopback request is blocked, so nothing reaches the internet.
 */
export async function runLighthouse(
  distDir: string,
  runs: number,
  options: { port?: number; routes?: string[] } = {},
): Promise<LighthouseResult[][]> {
  const server = await serveBuiltSite(distDir, options.port);
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    chrome = await launch({
      chromePath: chromePath(),
      chromeFlags: ['--headless=new', ...chromiumArgs],
    });
    const results: LighthouseResult[][] = [];
    for (const route of options.routes ?? LIGHTHOUSE_ROUTES) {
      const perRoute: LighthouseResult[] = [];
      for (let run = 0; run < runs; run += 1) {
        perRoute.push(await audit(`${server.origin}${route}`, route, chrome.port));
      }
      results.push(perRoute);
    }
    return results;
  } finally {
    chrome?.kill();
    await server.stop();
  }
}

async function audit(url: string, route: string, port: number): Promise<LighthouseResult> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...CATEGORIES],
    blockedUrlPatterns: thirdPartyBlockPatterns(),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failedAudits = CATEGORIES.filter((category) => category !== 'performance').flatMap(
    (category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .filter((ref) => {
          const found = lhr.audits[ref.id];
          return found?.score !== null && found?.score !== undefined && found.score < 1;
        })
        .map((ref) => `${category}: ${ref.id}`),
  );
  return {
    route,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcpMs: numeric('first-contentful-paint'),
    speedIndexMs: numeric('speed-index'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    failedAudits,
  };
}
