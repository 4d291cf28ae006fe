/**
 * Every limit the bench judges its figures by, one row each. The report words and checks each
 * target from here, and scripts/bench/README.md shows this table (its test compares the two),
 * so a limit changes in one place.
 */

export type TargetId =
  | 'validateToParse'
  | 'prerenderPagesPerSecond'
  | 'rebuildToHugo'
  | 'buildToHugo'
  | 'cachedBuildToHugo'
  | 'rebuildToEleventy'
  | 'noChangeBuild'
  | 'coldBuildPeakMemory'
  | 'coldBuildAt1000'
  | 'coldBuildAt10000'
  | 'firstLoadToFloor'
  | 'jsBeforeLoadToFloor'
  | 'jsByNetworkIdleToFloor'
  | 'lighthousePerformance'
  | 'lighthouseOtherScores'
  | 'cls'
  | 'tbt'
  | 'lighthousePerformanceEveryRoute'
  | 'fcp'
  | 'homeTbtEachRun';

export interface Target {
  id: TargetId;
  /** What is measured, as the README's table says it. */
  measured: string;
  /** For a budget set route by route: the route this row holds. */
  route?: string;
  comparison: '<' | '≤' | '≥' | '=';
  /** In `unit`. */
  limit: number;
  unit: '×' | 's' | 'ms' | 'MiB' | 'pages/s' | '';
  /** Where the limit was set, and why where that is not plain from what is measured. */
  source: string;
}

/** Issue 42 judges the build against the flat Hugo template, the strongest honest Hugo. */
const ISSUE_32_HUGO = 'issue 32; issue 42: against the flat Hugo template';

export const TARGETS: readonly Target[] = [
  {
    id: 'validateToParse',
    measured: 'validating the content ÷ reading and JSON.parse of the same files, 10,000 pages',
    comparison: '<',
    limit: 2,
    unit: '×',
    source: 'issue 13',
  },
  {
    id: 'prerenderPagesPerSecond',
    measured: 'pages prerendered per second, 10,000 pages',
    comparison: '≥',
    limit: 1000,
    unit: 'pages/s',
    source: 'issue 13',
  },
  {
    id: 'rebuildToHugo',
    measured: "rebuild after a page edit ÷ Hugo's build, 1,000 pages or more",
    comparison: '≤',
    limit: 1,
    unit: '×',
    source: ISSUE_32_HUGO,
  },
  {
    id: 'buildToHugo',
    measured: "cold build from scratch ÷ Hugo's build, 1,000 pages or more",
    comparison: '≤',
    limit: 2.5,
    unit: '×',
    source: ISSUE_32_HUGO,
  },
  {
    id: 'cachedBuildToHugo',
    measured: "cold build with the code built before ÷ Hugo's build, 1,000 pages or more",
    comparison: '≤',
    limit: 1.5,
    unit: '×',
    source: ISSUE_32_HUGO,
  },
  {
    id: 'rebuildToEleventy',
    measured: "rebuild after a page edit ÷ Eleventy's build, 1,000 pages or more",
    comparison: '≤',
    limit: 0.8,
    unit: '×',
    source: 'issue 32',
  },
  {
    id: 'noChangeBuild',
    measured: '`npm run build` with nothing changed, wall time, 1,000 pages or more',
    comparison: '<',
    limit: 0.8,
    unit: 's',
    source: 'issue 32; issue 42 keeps it with the catalogue',
  },
  {
    id: 'coldBuildPeakMemory',
    measured: 'peak memory of a cold build from scratch, 1,000 pages or more',
    comparison: '≤',
    limit: 600,
    unit: 'MiB',
    source: 'issue 32',
  },
  {
    id: 'coldBuildAt1000',
    measured: 'cold build from scratch, 1,000 pages',
    comparison: '<',
    limit: 15,
    unit: 's',
    source: 'issue 13',
  },
  {
    id: 'coldBuildAt10000',
    measured: 'cold build from scratch, 10,000 pages',
    comparison: '<',
    limit: 60,
    unit: 's',
    source: 'issue 13',
  },
  {
    id: 'firstLoadToFloor',
    measured: "first-load JS of each route ÷ the floor's (gzip, from the built HTML)",
    comparison: '≤',
    limit: 1.15,
    unit: '×',
    source: 'issue 13; the floor is a hello world of only the runtime every page needs',
  },
  ...(
    [
      ['/', 1],
      ['/bitcoin', 0.85],
      ['/bitcointoethereum', 0.85],
      ['/about', 0.85],
    ] as const
  ).map(([route, limit]): Target => ({
    id: 'jsBeforeLoadToFloor',
    measured: "JS a browser fetches before the load event ÷ the floor's (gzip)",
    route,
    comparison: '≤',
    limit,
    unit: '×',
    source: 'issue 26',
  })),
  ...(
    [
      ['/bitcoin', 0.85, 'issue 45'],
      ['/bitcointoethereum', 0.85, 'issue 45'],
      ['/about', 1, 'issue 26'],
    ] as const
  ).map(([route, limit, source]): Target => ({
    id: 'jsByNetworkIdleToFloor',
    measured: "all JS a browser fetches by network idle ÷ the floor's (gzip)",
    route,
    comparison: '≤',
    limit,
    unit: '×',
    source,
  })),
  {
    id: 'lighthousePerformance',
    measured: 'Lighthouse mobile performance, median of the runs, every route',
    comparison: '≥',
    limit: 98,
    unit: '',
    source: 'issue 13',
  },
  {
    id: 'lighthouseOtherScores',
    measured: 'Lighthouse accessibility, best practices and SEO, every route',
    comparison: '=',
    limit: 100,
    unit: '',
    source: 'issue 13',
  },
  {
    id: 'cls',
    measured: 'Cumulative Layout Shift, every route',
    comparison: '=',
    limit: 0,
    unit: '',
    source: 'issue 13',
  },
  {
    id: 'tbt',
    measured: 'Total Blocking Time, median of the runs, every route',
    comparison: '<',
    limit: 100,
    unit: 'ms',
    source: 'issue 13',
  },
  {
    id: 'lighthousePerformanceEveryRoute',
    measured: 'Lighthouse mobile performance, median of the runs, every route',
    comparison: '≥',
    limit: 99,
    unit: '',
    source: "issue 26 (issue 13's 98 is judged beside it)",
  },
  {
    id: 'fcp',
    measured: 'First Contentful Paint, median of the runs, every route',
    comparison: '≤',
    limit: 1.3,
    unit: 's',
    source: 'issue 26',
  },
  {
    id: 'homeTbtEachRun',
    measured: 'Total Blocking Time on / in each run, not only the median',
    comparison: '<',
    limit: 50,
    unit: 'ms',
    source: 'issue 26',
  },
];

/** The one row of a target that is not set route by route. */
export function target(id: TargetId): Target {
  const rows = TARGETS.filter((row) => row.id === id);
  if (rows.length !== 1 || rows[0]!.route !== undefined) {
    throw new Error(`${id} is ${rows.length} rows of TARGETS, not one for the whole site`);
  }
  return rows[0]!;
}

/** A budget set route by route, in the table's order. */
export function routeTargets(id: TargetId): Target[] {
  return TARGETS.filter((row) => row.id === id && row.route !== undefined);
}

/** `figure` in the row's unit; NaN (not measured) never meets a limit. */
export function meets({ comparison, limit }: Target, figure: number): boolean {
  switch (comparison) {
    case '<':
      return figure < limit;
    case '≤':
      return figure <= limit;
    case '≥':
      return figure >= limit;
    case '=':
      return figure === limit;
  }
}

/** `≤ 1.15×`, `< 0.8 s`, `≥ 1,000 pages/s`, `= 100`. */
export function limitText({ comparison, limit, unit }: Target): string {
  const number = limit.toLocaleString('en-US');
  if (unit === '×' || unit === '') return `${comparison} ${number}${unit}`;
  return `${comparison} ${number} ${unit}`;
}

/** The README's row for each target: what is measured, the limit, where it comes from. */
export function targetCells(row: Target): [string, string, string] {
  const measured = row.route === undefined ? row.measured : `${row.measured} on ${row.route}`;
  return [measured, limitText(row), row.source];
}
