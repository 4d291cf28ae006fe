import { defineConfig, devices } from '@playwright/test';
import { fakeUpstreamEnv } from './tests/fixtures/fake-upstreams/deploymentEnv';
import { chromiumArgs, findTestBrowser } from './scripts/lib/browser';
import {
  fakeBase,
  fakePort,
  sitePort,
  switchableFakeBase,
  switchableFakePort,
  switchableSitePort,
} from './tests/support/ports';

const browser = findTestBrowser();
const baseURL = `http://127.0.0.1:${sitePort}`;

function fakeUpstreams(port: number) {
  return {
    command: 'npx tsx tests/fixtures/fake-upstreams/server.ts',
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    // Generous for a loaded two-core machine; a passing test takes a few seconds.
    timeout: 60_000,
    env: { FAKE_UPSTREAMS_PORT: String(port) },
  };
}

/** The real server, pointed at the fakes through the same settings a deployment uses. */
function siteServer(port: number, upstreamBase: string) {
  return {
    command: 'npm start',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      ...fakeUpstreamEnv(upstreamBase),
      // Tests switch the fake between modes within seconds; a 60 s shared cache would
      // hide every switch. The cache itself is covered by src/server/market tests.
      MARKET_CACHE_SECONDS: '0',
      MARKET_UPSTREAM_TIMEOUT_SECONDS: '2',
      // Every page of the suite, in two themes and two widths, may check a swap within a
      // minute; the budget itself is covered by the API contract tests.
      TRACK_UPSTREAM_PER_MINUTE: '600',
      TRACK_CLIENT_SHARE_PER_MINUTE: '600',
      // With the cache off every page's prices are a call; the budget and the shares are
      // covered by src/server/market and the API contract tests.
      MARKET_UPSTREAM_PER_MINUTE: '6000',
      MARKET_CLIENT_SHARE_PER_MINUTE: '6000',
      // Every test browser connects from 127.0.0.1, one client address for the whole suite;
      // the per-client cap is covered by src/server/connections.test.ts.
      MAX_CONNECTIONS_PER_CLIENT: '4096',
    },
  };
}

/**
 * What the phone project runs: the specs about what a phone changes (the layout and its
 * widths, the menu, the wallet apps, where a coin's facts go, a first press by touch) and one
 * visit of a page of each kind. The other specs check behaviour, HTML, data and server
 * answers that are the same at any width, and run on the desktop alone, so that the suite
 * stays minutes long as the catalogue grows (tests/README.md).
 */
const PHONE_SPECS = [
  'every-page',
  'first-press',
  'keyboard',
  'layout',
  'visitor',
  'wallet-phone',
].map((name) => `${name}.spec.ts`);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  // On two loaded cores a test now and then misses a time limit it meets alone; a second try
  // tells that apart from a failure, which fails both tries. The report lists retried tests
  // as flaky.
  retries: 1,
  // Generous for a loaded two-core machine; a passing test takes a few seconds. A home page
  // visit, read through, with axe once took over a minute at load 13.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Recording a trace of every test, kept only for a failure, was about half of the browser
    // stage's CPU time (the screencast keeps Chromium drawing frames). A failure is run again
    // (retries), and that second run records one; every failure also leaves error-context.md
    // with the page as it was.
    trace: 'on-first-retry',
    launchOptions: { executablePath: browser?.executablePath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      testMatch: PHONE_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        // Layout is in CSS pixels; a denser screen would only make the CPU paint four times
        // the pixels, which with no GPU here is most of a phone test's time.
        deviceScaleFactor: 1,
      },
    },
  ],
  webServer: [
    fakeUpstreams(fakePort),
    siteServer(sitePort, fakeBase),
    fakeUpstreams(switchableFakePort),
    siteServer(switchableSitePort, switchableFakeBase),
  ],
});
