import { describe, expect, it } from 'vitest';
import type { BrowserFigures, BrowserJs } from './browser-js';
import {
  checkTargets,
  median,
  renderReport,
  type LighthouseFigures,
  type SetFigures,
} from './report';

const load = (route: string, gzip: number) => ({
  route,
  files: ['assets/index.js'],
  external: [],
  bytes: gzip * 3,
  gzip,
  brotli: gzip - 10,
});

function set(landingPages: number, changes: Partial<SetFigures> = {}): SetFigures {
  return {
    landingPages,
    pageFiles: landingPages + 6,
    runs: 1,
    parseMs: 100,
    validateMs: 150,
    validateToParse: 1.5,
    validateToParseCpu: 1.4,
    prerenderMs: 500,
    prerenderPagesPerSecond: 1200,
    prerenderPagesPerCpuSecond: 1300,
    build: { ms: 5000, inProcessMs: 4000 },
    cachedBuild: { ms: 2000, inProcessMs: 1500 },
    noChangeBuild: { ms: 700, inProcessMs: 300 },
    rebuild: { ms: 1000, inProcessMs: 600 },
    eleventy: { ms: 500, inProcessMs: 400 },
    hugo: { ms: 1000, inProcessMs: 900, htmlBytes: { median: 1, max: 1 } },
    hugoFlat: { ms: 500, inProcessMs: 450, htmlBytes: { median: 1, max: 1 } },
    buildToEleventy: 10,
    rebuildToEleventy: 2,
    toHugo: { build: 5, cachedBuild: 2, rebuild: 1 },
    toHugoFlat: { build: 10, cachedBuild: 4, rebuild: 2 },
    peerHtmlBytes: { median: 1, max: 1 },
    inlineCssBytes: 1,
    peakMemoryBytes: { parse: 1, validate: 1, prerender: 1, build: 1, cachedBuild: 1 },
    htmlBytes: { median: 1, max: 1 },
    pageDataBytes: { median: 1, max: 1 },
    firstLoad: [
      load('/', 90_000),
      load('/bitcoin', 90_000),
      load('/bitcointoethereum', 90_000),
      load('/about', 90_000),
    ],
    ...changes,
  };
}

const lighthouse = (changes: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
  route: '/bitcoin',
  runs: 1,
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 900,
  cls: 0,
  tbtMs: 20,
  failedAudits: [],
  ...changes,
});

const totals = (files: number, gzip: number) => ({
  files,
  bytes: gzip * 3,
  gzip,
  brotli: gzip - 1024,
});

const inBrowser = (route: string, beforeLoad: number, byNetworkIdle: number): BrowserJs => ({
  route,
  scripts: [],
  beforeLoad: totals(4, beforeLoad),
  byNetworkIdle: totals(9, byNetworkIdle),
  hydratedRoots: 1,
});

const verdicts = (checks: ReturnType<typeof checkTargets>) =>
  Object.fromEntries(checks.map((check) => [check.target, check.met]));

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('checkTargets', () => {
  it('leaves what smoke mode does not measure as not measured, not as met', () => {
    const checks = verdicts(checkTargets([set(100)], true, null));
    expect(checks['validate < 2× read + JSON.parse (100 pages)']).toBeNull();
    expect(checks['first-load JS the same for every set size']).toBeNull();
    expect(checks['Lighthouse mobile performance ≥ 98']).toBeNull();
    expect(checks['prerender ≥ 1,000 pages/s at 10,000 pages']).toBeNull();
  });

  it('judges validation and prerender speed at 10,000 pages, showing every size', () => {
    const sets = [
      set(100, { prerenderPagesPerSecond: 800 }),
      set(10_000, { validateToParse: 2.5, prerenderPagesPerSecond: 1076 }),
    ];
    const checks = checkTargets(sets, true, null);
    expect(verdicts(checks)['validate < 2× read + JSON.parse (10,000 pages)']).toBe(false);
    expect(verdicts(checks)['prerender ≥ 1,000 pages/s at 10,000 pages']).toBe(true);
    expect(verdicts(checks)['first-load JS the same for every set size']).toBe(true);
    const prerender = checks.find((check) => check.target.startsWith('prerender'));
    expect(prerender?.figure).toBe('800/s (100), 1,076/s (10,000)');
    const slow = [set(10_000, { prerenderPagesPerSecond: 990 })];
    expect(
      verdicts(checkTargets(slow, true, null))['prerender ≥ 1,000 pages/s at 10,000 pages'],
    ).toBe(false);
  });

  it('judges the cold build at 1,000 and 10,000 pages', () => {
    const sets = [
      set(1000, { build: { ms: 14_000, inProcessMs: 13_000 } }),
      set(10_000, { build: { ms: 61_000, inProcessMs: 60_000 } }),
    ];
    const checks = verdicts(checkTargets(sets, true, null));
    expect(checks['cold build of 1,000 pages < 15 s']).toBe(true);
    expect(checks['cold build of 10,000 pages < 60 s']).toBe(false);
  });

  it('judges the builds against both Hugo templates and Eleventy at the first set of 1,000 pages or more', () => {
    const sets = [
      set(100, {
        toHugo: { build: 9, cachedBuild: 9, rebuild: 9 },
        toHugoFlat: { build: 0.1, cachedBuild: 0.1, rebuild: 0.1 },
        rebuildToEleventy: 9,
      }),
      set(1000, {
        toHugo: { build: 2.4, cachedBuild: 1.6, rebuild: 0.9 },
        toHugoFlat: { build: 2.6, cachedBuild: 1.4, rebuild: 1.01 },
        rebuildToEleventy: 0.85,
        noChangeBuild: { ms: 790, inProcessMs: 200 },
        peakMemoryBytes: {
          parse: 1,
          validate: 1,
          prerender: 1,
          build: 601 * 2 ** 20,
          cachedBuild: 1,
        },
      }),
    ];
    const checks = verdicts(checkTargets(sets, true, null));
    expect(checks['rebuild after a page edit ≤ 1.0× Hugo, recursive template (1,000 pages)']).toBe(
      true,
    );
    expect(checks['rebuild after a page edit ≤ 1.0× Hugo, flat template (1,000 pages)']).toBe(
      false,
    );
    expect(checks['rebuild after a page edit ≤ 0.8× Eleventy (1,000 pages)']).toBe(false);
    expect(checks['no-change npm run build < 0.8 s wall (1,000 pages)']).toBe(true);
    expect(checks['cold build from scratch ≤ 2.5× Hugo, recursive template (1,000 pages)']).toBe(
      true,
    );
    expect(checks['cold build from scratch ≤ 2.5× Hugo, flat template (1,000 pages)']).toBe(false);
    expect(
      checks[
        'cold build, code unchanged since an earlier build, ≤ 1.5× Hugo, recursive template (1,000 pages)'
      ],
    ).toBe(false);
    expect(
      checks[
        'cold build, code unchanged since an earlier build, ≤ 1.5× Hugo, flat template (1,000 pages)'
      ],
    ).toBe(true);
    expect(checks['peak memory of a cold build ≤ 600 MiB (1,000 pages)']).toBe(false);
  });

  it('leaves the Hugo targets unjudged when Hugo was not measured, and all of them in smoke runs', () => {
    const withoutHugo = verdicts(
      checkTargets(
        [set(1000, { hugo: null, toHugo: null, hugoFlat: null, toHugoFlat: null })],
        true,
        null,
      ),
    );
    expect(
      withoutHugo['rebuild after a page edit ≤ 1.0× Hugo, flat template (1,000 pages)'],
    ).toBeNull();
    expect(
      withoutHugo['rebuild after a page edit ≤ 1.0× Hugo, recursive template (1,000 pages)'],
    ).toBeNull();
    expect(withoutHugo['rebuild after a page edit ≤ 0.8× Eleventy (1,000 pages)']).toBe(false);
    const smoke = verdicts(checkTargets([set(100)], true, null));
    expect(smoke['rebuild after a page edit ≤ 1.0× Hugo, flat template (1,000+ pages)']).toBeNull();
    expect(smoke['no-change npm run build < 0.8 s wall (1,000+ pages)']).toBeNull();
  });

  it('judges the first-load JS against 1.15× the floor, or not at all without one', () => {
    const sets = [
      set(100, {
        firstLoad: [load('/', 115_000), load('/bitcoin', 115_100), load('/about', 80_000)],
      }),
    ];
    const floor = load('/', 100_000);
    const checks = verdicts(checkTargets(sets, true, null, floor));
    expect(checks['first-load JS of / ≤ 1.15× the floor (gzip)']).toBe(true);
    expect(checks['first-load JS of /bitcoin ≤ 1.15× the floor (gzip)']).toBe(false);
    expect(checks['first-load JS of /about ≤ 1.15× the floor (gzip)']).toBe(true);
    const withoutFloor = verdicts(checkTargets(sets, true, null, null));
    expect(withoutFloor['first-load JS of /bitcoin ≤ 1.15× the floor (gzip)']).toBeNull();
  });

  it("judges the JS fetched in the browser against the floor's, fetched the same way", () => {
    const browser: BrowserFigures = {
      routes: [
        inBrowser('/', 100_000, 130_000),
        inBrowser('/bitcoin', 86_000, 85_000),
        inBrowser('/bitcointoethereum', 80_000, 86_000),
        inBrowser('/about', 85_000, 101_000),
      ],
      floor: inBrowser('/', 100_000, 100_000),
    };
    const checks = verdicts(checkTargets([set(100)], true, null, null, browser));
    const beforeLoad = (route: string, limit: string) =>
      checks[`JS before load of ${route} ≤ ${limit}× the floor's (gzip, in the browser)`];
    const byIdle = (route: string, limit = '1.00') =>
      checks[`all JS by network idle of ${route} ≤ ${limit}× the floor's (gzip, in the browser)`];
    expect(beforeLoad('/', '1.00')).toBe(true);
    expect(beforeLoad('/bitcoin', '0.85')).toBe(false);
    expect(beforeLoad('/about', '0.85')).toBe(true);
    expect(beforeLoad('/bitcointoethereum', '0.85')).toBe(true);
    // A coin or pair page read without a press needs no React (issue 45).
    expect(byIdle('/bitcoin', '0.85')).toBe(true);
    expect(byIdle('/bitcointoethereum', '0.85')).toBe(false);
    expect(byIdle('/about')).toBe(false);
    // The issue sets no network-idle budget for the home page.
    expect(byIdle('/')).toBeUndefined();
    const figure = checkTargets([set(100)], true, null, null, browser).find((check) =>
      check.target.startsWith('all JS by network idle of /about'),
    )?.figure;
    expect(figure).toBe('1.01× (98.6 KB ÷ 97.7 KB)');
    const withoutBrowser = verdicts(checkTargets([set(100)], true, null, null, null));
    expect(
      withoutBrowser["JS before load of / ≤ 1.00× the floor's (gzip, in the browser)"],
    ).toBeNull();
  });

  it('needs every route to meet the Lighthouse targets', () => {
    const results = [lighthouse(), lighthouse({ route: '/', cls: 0.02, seo: 92, tbtMs: 150 })];
    const checks = verdicts(checkTargets([set(100)], true, results));
    expect(checks['Lighthouse mobile performance ≥ 98']).toBe(true);
    expect(checks['accessibility, best practices and SEO = 100']).toBe(false);
    expect(checks['CLS = 0']).toBe(false);
    expect(checks['TBT < 100 ms']).toBe(false);
  });

  it("holds / to issue 26's TBT in each run, and every route to its performance and FCP", () => {
    const steady = lighthouse({ route: '/', performance: 100, fcpMs: 960, tbtHighestMs: 36 });
    const met = verdicts(checkTargets([set(100)], true, [steady, lighthouse({ fcpMs: 1200 })]));
    expect(met['TBT < 50 ms in each run on /']).toBe(true);
    expect(met['FCP ≤ 1.3 s on every route']).toBe(true);
    expect(met['Lighthouse mobile performance ≥ 99 on every route']).toBe(true);

    const spiky = lighthouse({ route: '/', fcpMs: 1400, tbtMs: 20, tbtHighestMs: 80 });
    const missed = verdicts(
      checkTargets([set(100)], true, [spiky, lighthouse({ performance: 98 })]),
    );
    expect(missed['TBT < 50 ms in each run on /']).toBe(false);
    expect(missed['FCP ≤ 1.3 s on every route']).toBe(false);
    expect(missed['Lighthouse mobile performance ≥ 99 on every route']).toBe(false);

    const older = verdicts(checkTargets([set(100)], true, [lighthouse({ route: '/' })]));
    expect(older['TBT < 50 ms in each run on /']).toBeNull();
  });
});

describe('renderReport', () => {
  it('states the machine and load, and puts our figures beside both peers with the ratios', () => {
    const sets = [
      set(1000, {
        build: { ms: 30_000, inProcessMs: 25_000 },
        eleventy: { ms: 2_000, inProcessMs: 1_500 },
        buildToEleventy: 15,
        hugo: { ms: 1_200, inProcessMs: 900, htmlBytes: { median: 1, max: 1 } },
        toHugo: { build: 25, cachedBuild: 2, rebuild: 0.9 },
        hugoFlat: { ms: 600, inProcessMs: 450, htmlBytes: { median: 1, max: 1 } },
        toHugoFlat: { build: 50, cachedBuild: 4, rebuild: 1.8 },
      }),
    ];
    const report = renderReport({
      date: '2026-11-22T18:00:00.000Z',
      machine: { cpus: 2, cpuModel: 'Xeon', memoryGiB: 24, node: 'v20', platform: 'Linux' },
      hugoVersion: 'hugo v0.111.3',
      loadAverage: { start: [14.2, 12, 10], end: [16.04, 13, 11] },
      seconds: 300,
      options: { smoke: false },
      sets,
      firstLoadConstant: true,
      lighthouse: null,
      targets: checkTargets(sets, true, null),
    });
    expect(report).toContain('2 × Xeon, 24 GiB');
    expect(report).toContain('Load average (1 / 5 / 15 min) 14.2 / 12.0 / 10.0 at the start');
    expect(report).toContain('Hugo: hugo v0.111.3.');
    expect(report).toContain(
      '| figure | ours | Eleventy | ours ÷ Eleventy | Hugo flat | ours ÷ Hugo flat | ' +
        'Hugo recursive | ours ÷ Hugo recursive | floor | ours ÷ floor |',
    );
    expect(report).toContain(
      '| cold build from scratch, 1,000 pages | 30.0 s (25.0 s) | 2,000 ms (1,500 ms) | 15.00× | ' +
        '600 ms (450 ms) | 50.00× | 1,200 ms (900 ms) | 25.00× | n/a | n/a |',
    );
    expect(report).toContain('| peer: Hugo, flat template, same page files | 600 ms (450 ms) |');
  });

  it('says Hugo was not measured when there was none', () => {
    const sets = [set(1000, { hugo: null, toHugo: null, hugoFlat: null, toHugoFlat: null })];
    const report = renderReport({
      date: '2026-11-22T18:00:00.000Z',
      machine: { cpus: 2, cpuModel: 'Xeon', memoryGiB: 24, node: 'v20', platform: 'Linux' },
      hugoVersion: null,
      options: { smoke: true },
      sets,
      firstLoadConstant: true,
      lighthouse: null,
      targets: checkTargets(sets, true, null),
    });
    expect(report).toContain('Hugo: not measured (no hugo on this machine).');
    expect(report).toContain(
      '| rebuild after a page edit, 1,000 pages | 1,000 ms (600 ms) | 500 ms (400 ms) | 2.00× | ' +
        'not measured | n/a | not measured | n/a | n/a | n/a |',
    );
  });

  it('puts the first-load JS of every route beside the floor with the ratio', () => {
    const sets = [set(1000, { firstLoad: [load('/', 150 * 1024), load('/about', 94 * 1024)] })];
    const floor = load('/', 100 * 1024);
    const report = renderReport({
      date: '2026-11-22T18:00:00.000Z',
      machine: { cpus: 2, cpuModel: 'Xeon', memoryGiB: 24, node: 'v20', platform: 'Linux' },
      options: { smoke: true },
      sets,
      firstLoadConstant: true,
      floor,
      lighthouse: null,
      targets: checkTargets(sets, true, null, floor),
    });
    expect(report).toContain(
      '| first-load JS /, gzip / brotli | 150.0 KB / 150.0 KB | n/a | n/a | n/a | n/a | n/a | n/a | ' +
        '100.0 KB / 100.0 KB | 1.50× / 1.50× |',
    );
    expect(report).toContain(
      '| first-load JS of /about ≤ 1.15× the floor (gzip) | 0.94× (94.0 KB ÷ 100.0 KB) | met |',
    );
    expect(report).toContain('| first-load JS of / ≤ 1.15× the floor (gzip) | 1.50×');
    expect(report).toContain('/about: 1 file; the floor: 1 file).');
  });

  it('puts the JS fetched in the browser beside the floor, with the hydrated roots and the boot path', () => {
    const sets = [set(1000)];
    const browser: BrowserFigures = {
      routes: [{ ...inBrowser('/bitcoin', 80 * 1024, 120 * 1024), hydratedRoots: 3 }],
      floor: inBrowser('/', 100 * 1024, 100 * 1024),
    };
    const report = renderReport({
      date: '2026-11-22T18:00:00.000Z',
      machine: { cpus: 2, cpuModel: 'Xeon', memoryGiB: 24, node: 'v20', platform: 'Linux' },
      options: { smoke: true },
      sets,
      firstLoadConstant: true,
      browser,
      bootPath: { files: ['entry-client.tsx', 'engine/routes.ts'], lines: 1234 },
      lighthouse: null,
      targets: [],
    });
    expect(report).toContain(
      '| JS before load /bitcoin, gzip / brotli | 80.0 KB / 79.0 KB | n/a | n/a | n/a | n/a | n/a | n/a | ' +
        '100.0 KB / 99.0 KB | 0.80× / 0.80× |',
    );
    expect(report).toContain(
      '| all JS by network idle /bitcoin, gzip / brotli | 120.0 KB / 119.0 KB | n/a | n/a | ' +
        'n/a | n/a | n/a | n/a | 100.0 KB / 99.0 KB | 1.20× / 1.20× |',
    );
    expect(report).toContain(
      '| hydrated roots /bitcoin | 3 | n/a | n/a | n/a | n/a | n/a | n/a | 1 | n/a |',
    );
    expect(report).toContain(
      '| client boot path lines (non-blank) | 1,234 (2 files) | n/a | n/a | n/a | n/a | n/a | n/a | n/a | n/a |',
    );
    expect(report).toContain(
      '/bitcoin: 4 before load, 9 by network idle; the floor: 4 before load, 9 by network idle.',
    );
    expect(report).toContain(
      "| JS before load of /bitcoin ≤ 0.85× the floor's (gzip, in the browser) | " +
        '0.80× (80.0 KB ÷ 100.0 KB) | met |',
    );
  });

  it('says when there was no Chromium to measure the browser rows with', () => {
    const sets = [set(100)];
    const report = renderReport({
      date: '2026-11-22T18:00:00.000Z',
      machine: { cpus: 2, cpuModel: 'Xeon', memoryGiB: 24, node: 'v20', platform: 'Linux' },
      options: { smoke: true },
      sets,
      firstLoadConstant: true,
      browser: null,
      lighthouse: null,
      targets: [],
    });
    expect(report).toContain(
      'JS in the browser and hydrated roots: not measured (no Chromium found).',
    );
    expect(report).not.toContain('| JS before load /');
  });

  it('shows the Lighthouse medians with FCP and Speed Index, or n/a in older files', () => {
    const sets = [set(100)];
    const report = renderReport({
      date: '2026-11-22T18:00:00.000Z',
      machine: { cpus: 2, cpuModel: 'Xeon', memoryGiB: 24, node: 'v20', platform: 'Linux' },
      options: { smoke: false },
      sets,
      firstLoadConstant: true,
      lighthouse: [lighthouse({ fcpMs: 1500, speedIndexMs: 1600 }), lighthouse({ route: '/' })],
      targets: checkTargets(sets, true, null),
    });
    expect(report).toContain(
      '| /bitcoin | 99 | 100 | 100 | 100 | 1,500 ms | 1,600 ms | 900 ms | 0.000 | 20 ms |',
    );
    expect(report).toContain('| / | 99 | 100 | 100 | 100 | n/a | n/a | 900 ms | 0.000 | 20 ms |');
  });

  it('says the floor was not measured in a file of a run without one', () => {
    const sets = [set(100)];
    const report = renderReport({
      date: '2026-11-22T18:00:00.000Z',
      machine: { cpus: 2, cpuModel: 'Xeon', memoryGiB: 24, node: 'v20', platform: 'Linux' },
      options: { smoke: true },
      sets,
      firstLoadConstant: true,
      lighthouse: null,
      targets: checkTargets(sets, true, null),
    });
    expect(report).toContain(
      '| first-load JS /bitcoin, gzip / brotli | 87.9 KB / 87.9 KB | n/a | n/a | n/a | n/a | n/a | n/a | ' +
        'not measured | n/a |',
    );
  });
});
