import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
// chrome-launcher comes with lighthouse (its own launcher), so it is there whenever lighthouse is.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, findBrowser } from '../lib/browser.ts';
import { thirdPartyBlockPatterns } from './blocking.ts';

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

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = path.resolve(benchDir, '../..');
const SERVER_START_TIMEOUT_MS = 30_000;
const FAKE_UPSTREAMS_SERVER = 'tests/fixtures/fake-upstreams/server.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${url} within ${SERVER_START_TIMEOUT_MS / 1000} s`);
}

/**
 * The browser tests' fake third parties (market data, widget, chart and analytics scripts,
 * news feeds) as the browser tests start them, in a process of their own on a free loopback
 * port, so the audited pages load what a visitor's would, answered at once and the same every
 * run. The bench reaches them over HTTP only, settings included, and imports no test code.
 */
async function startFakeUpstreams() {
  const port = await freePort();
  const fakes = spawn(process.execPath, ['--import', 'tsx', FAKE_UPSTREAMS_SERVER], {
    cwd: projectRoot,
    env: { ...process.env, FAKE_UPSTREAMS_PORT: String(port) },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${base}/health`, fakes);
    const env = (await (await fetch(`${base}/deployment-env`)).json()) as Record<string, string>;
    return { env, stop: async () => void fakes.kill('SIGTERM') };
  } catch (error) {
    fakes.kill();
    throw error;
  }
}

/** The production server (src/server) on `distDir`, in a child process, on a free loopback port. */
async function startProductionServer(
  distDir: string,
  upstreamEnv: Record<string, string>,
  port?: number,
) {
  const chosen = port ?? (await freePort());
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(benchDir, 'serve.ts'), distDir],
    {
      cwd: projectRoot,
      env: {
        ...process.env,
        ...upstreamEnv,
        HOST: '127.0.0.1',
        PORT: String(chosen),
      },
      stdio: 'ignore',
    },
  );
  const origin = `http://127.0.0.1:${chosen}`;
  try {
    await waitForServer(`${origin}/`, server);
  } catch (error) {
    server.kill();
    throw error;
  }
  return { origin, stop: () => server.kill('SIGTERM') };
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
  const fakes = await startFakeUpstreams();
  const server = await startProductionServer(distDir, fakes.env, options.port).catch(
    async (error: unknown) => {
      await fakes.stop();
      throw error;
    },
  );
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
    server.stop();
    await fakes.stop();
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
