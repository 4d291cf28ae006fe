/**
 * npm run bench: builds synthetic sites of 100, 1,000 and 10,000 coin and pair pages and measures
 * validation, prerendering, the whole build, memory, page sizes and first-load JS (from the
 * build, and in headless Chromium), then runs Lighthouse on the production server. See
 * scripts/bench/README.md.
 */
import { rmSync } from 'node:fs';
import {
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_CONTENT_DIR } from '../src/content/collections.ts';
import { PAGE_FOLDERS } from '../src/content/contentFiles.ts';
import { measureBootPath } from './bench/boot-path.ts';
import { measureBrowserJs } from './bench/browser-js.ts';
import { generateCatalogueSet, generatePagesSet, type GeneratedSet } from './bench/generate.ts';
import { FIRST_LOAD_ROUTES, htmlFileForRoute, measureFirstLoadJs } from './bench/first-load.ts';
import { buildAndMeasureFloor } from './bench/floor.ts';
import { LIGHTHOUSE_ROUTES, runLighthouse } from './bench/lighthouse.ts';
import {
  checkTargets,
  firstLoadSignature,
  median,
  renderReport,
  summariseLighthouse,
  type BenchFigures,
  type LighthouseFigures,
  type SetFigures,
  type SizeStats,
} from './bench/report.ts';
import { ensureHugo, hugoTotalMs, stageHugoSite, type HugoTemplate } from './bench/hugo.ts';
import { runCommand, runStep, type CommandResult, type StepResult } from './bench/step.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const usage = `usage: npm run bench -- [options]
  --smoke               100 pages, 1 run, no Lighthouse (what CI runs)
  --sizes 100,1000,...  set sizes in coin and pair pages (default 100,1000,10000)
  --coins 16,100,...    instead, catalogues of that many coins, each with its coin page and
                        the pair template's coins × (coins - 1) pair pages
  --runs N              runs per set below 10,000 pages (default 3)
  --large-runs N        runs per set of 10,000 pages or more (default 1)
  --lighthouse-runs N   Lighthouse runs per route (default 3)
  --no-lighthouse       skip Lighthouse
  --port N              port for the server Lighthouse audits (default: a free one)
  --json FILE           also write the figures as JSON
  --report FILE         print the report (the README's tables) of a --json file; runs nothing
  --keep                keep the temporary folder and print where it is`;

interface Options {
  sizes: number[];
  /** Catalogue sizes; when given they replace `sizes`. */
  coins?: number[];
  runs: number;
  largeRuns: number;
  lighthouseRuns: number;
  lighthouse: boolean;
  port?: number;
  json?: string;
  keep: boolean;
  smoke: boolean;
}

function positiveInteger(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new UsageError(`--${name} needs a whole number`);
  return value;
}

class UsageError extends Error {}

function readOptions(args: string[]): Options | 'help' | { report: string } {
  const { values } = parseArgs({
    args,
    options: {
      smoke: { type: 'boolean', default: false },
      sizes: { type: 'string' },
      coins: { type: 'string' },
      runs: { type: 'string' },
      'large-runs': { type: 'string' },
      'lighthouse-runs': { type: 'string' },
      'no-lighthouse': { type: 'boolean', default: false },
      port: { type: 'string' },
      json: { type: 'string' },
      report: { type: 'string' },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  if (values.report) return { report: values.report };
  const smoke = values.smoke ?? false;
  const sizes = (values.sizes ?? (smoke ? '100' : '100,1000,10000'))
    .split(',')
    .map((size) => positiveInteger('sizes', size.trim(), 0))
    .sort((a, b) => a - b);
  const coins = values.coins
    ?.split(',')
    .map((count) => positiveInteger('coins', count.trim(), 0))
    .sort((a, b) => a - b);
  return {
    sizes,
    coins,
    runs: positiveInteger('runs', values.runs, smoke ? 1 : 3),
    largeRuns: positiveInteger('large-runs', values['large-runs'], 1),
    lighthouseRuns: positiveInteger('lighthouse-runs', values['lighthouse-runs'], 3),
    lighthouse: !smoke && !values['no-lighthouse'],
    port: values.port === undefined ? undefined : positiveInteger('port', values.port, 0),
    json: values.json,
    keep: values.keep ?? false,
    smoke,
  };
}

const progress = (message: string) => console.error(`bench: ${message}`);
const ms = (value: number) => `${Math.round(value)} ms`;

async function fileSizes(files: string[]): Promise<SizeStats> {
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
  return { median: median(sizes), max: Math.max(...sizes) };
}

/** Sizes of every index.html under dir. */
async function htmlSizes(dir: string): Promise<SizeStats> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => path.join(entry.parentPath, entry.name));
  return fileSizes(files);
}

/** Bytes of CSS inside <style> tags of our built pages (median of the measured routes). */
async function inlineCssBytes(distDir: string): Promise<number> {
  const sizes = await Promise.all(
    LIGHTHOUSE_ROUTES.map(async (route) => {
      const html = await readFile(htmlFileForRoute(distDir, route), 'utf8');
      let bytes = 0;
      for (const match of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
        bytes += Buffer.byteLength(match[1]!);
      }
      return bytes;
    }),
  );
  return median(sizes);
}

/**
 * A marketer's edit between two builds: one coin page's description changes, nothing else,
 * so the second build may reuse the code bundles.
 */
async function editOnePage(pagesDir: string, run: number) {
  const coins = path.join(pagesDir, PAGE_FOLDERS.coin);
  const file = path.join(coins, (await readdir(coins)).sort().at(-1)!);
  const page = JSON.parse(await readFile(file, 'utf8')) as { description: string };
  page.description = `${page.description.slice(0, 280)} Edited for run ${run}.`;
  await writeFile(file, `${JSON.stringify(page, null, 2)}\n`);
}

/** Sizes of every prerendered page and its page-data file (the 404 page has neither). */
async function pageSizes(distDir: string) {
  const dataDir = path.join(distDir, 'page-data');
  const slugs = (await readdir(dataDir))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length));
  const route = (slug: string) => (slug === 'home' ? '/' : `/${slug}`);
  return {
    htmlBytes: await fileSizes(slugs.map((slug) => htmlFileForRoute(distDir, route(slug)))),
    pageDataBytes: await fileSizes(slugs.map((slug) => path.join(dataDir, `${slug}.json`))),
  };
}

/** One page set to measure: a number of landing pages, or a catalogue of coins. */
type SetSpec = { pages: number } | { coins: number };

async function makeSet(spec: SetSpec, pagesDir: string): Promise<GeneratedSet> {
  if ('coins' in spec) {
    const set = await generateCatalogueSet(DEFAULT_CONTENT_DIR, pagesDir, spec.coins);
    progress(`${spec.coins} coins: added ${set.generated} coins and their pages in ${pagesDir}`);
    return set;
  }
  const set = await generatePagesSet(DEFAULT_CONTENT_DIR, pagesDir, spec.pages);
  progress(
    `${spec.pages} pages: generated ${set.generated} pages beside the real ones in ${pagesDir} ` +
      `(${set.knownBroken.length} links of the real pages listed as known broken)`,
  );
  return set;
}

let setAsideCount = 0;

/**
 * Moves a folder the bench is done with out of the way; the whole work folder is deleted when
 * the bench ends. Measured on this machine's ext4, creating files right after deleting tens of
 * thousands cost up to 15 times the kernel time (10,000 files: 0.3 s, right after a deletion up
 * to 5 s), and deleting a step's output mid-run put that cost on the next measured step.
 */
async function setAside(workDir: string, folder: string) {
  const aside = path.join(workDir, 'set-aside');
  await mkdir(aside, { recursive: true });
  try {
    await rename(folder, path.join(aside, `${path.basename(folder)}-${setAsideCount++}`));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
/** The steps run in a child process of the bench, timed inside it. */
type Step = 'parse' | 'validate' | 'prerender';
/** The whole commands, timed as a person running them sees them (and inside, beside). */
type Command = 'build' | 'cachedBuild' | 'noChange' | 'rebuild' | 'eleventy' | 'hugo' | 'hugoFlat';

/** Each Hugo template and the command its timings are kept under. */
const HUGO_COMMANDS: Record<HugoTemplate, 'hugo' | 'hugoFlat'> = {
  recursive: 'hugo',
  flat: 'hugoFlat',
};

/** Our build as a person starts it: `npm run build`, into the bench's own folders. */
function npmRunBuild(
  folders: { pagesDir: string; distDir: string; ssrDir: string; cacheDir: string },
  figuresFile: string,
) {
  const { pagesDir, distDir, ssrDir, cacheDir } = folders;
  const args = ['--out', distDir, '--ssr-dir', ssrDir, '--cache-dir', cacheDir];
  return runCommand('npm', ['run', 'build', '--', ...args, '--figures', figuresFile, pagesDir], {
    figuresFile,
  });
}

async function measureSet(
  workDir: string,
  spec: SetSpec,
  runs: number,
  bundle: { clientDir: string; ssrDir: string },
  hugo: string | null,
): Promise<{ figures: SetFigures; distDir: string }> {
  const size = 'coins' in spec ? `${spec.coins} coins` : `${spec.pages} pages`;
  const name = size.replace(' ', '-');
  const pagesDir = path.join(workDir, `pages-${name}`);
  const folders = {
    pagesDir,
    distDir: path.join(workDir, `dist-${name}`),
    ssrDir: path.join(workDir, `ssr-${name}`),
    cacheDir: path.join(workDir, `cache-${name}`),
  };
  const { distDir, ssrDir, cacheDir } = folders;
  const prerenderDir = path.join(workDir, 'prerender');
  const figuresFile = path.join(workDir, 'figures.json');
  const set = await makeSet(spec, pagesDir);

  const eleventyDir = path.join(workDir, 'eleventy');
  const hugoSite = path.join(workDir, 'hugo-site');
  const hugoOut = path.join(workDir, 'hugo-out');
  const steps: Record<Step, StepResult[]> = { parse: [], validate: [], prerender: [] };
  const commands: Record<Command, CommandResult[]> = {
    build: [],
    cachedBuild: [],
    noChange: [],
    rebuild: [],
    eleventy: [],
    hugo: [],
    hugoFlat: [],
  };
  let cssBytes = 0;
  let peerHtmlBytes: SizeStats = { median: 0, max: 0 };
  const hugoHtmlBytes: Partial<Record<HugoTemplate, SizeStats>> = {};
  for (let run = 1; run <= runs; run += 1) {
    steps.parse.push(await runStep({ step: 'parse', pagesDir }));
    steps.validate.push(await runStep({ step: 'validate', pagesDir }));
    // From scratch: no bundles to reuse from any earlier build, no earlier output.
    await setAside(workDir, cacheDir);
    await setAside(workDir, ssrDir);
    await setAside(workDir, distDir);
    commands.build.push(await npmRunBuild(folders, figuresFile));
    if (run === 1) cssBytes = await inlineCssBytes(distDir);
    // Cold again with the code unchanged: dist/ and .ssr-build/ gone, the stored bundles kept.
    await setAside(workDir, ssrDir);
    await setAside(workDir, distDir);
    commands.cachedBuild.push(await npmRunBuild(folders, figuresFile));
    commands.noChange.push(await npmRunBuild(folders, figuresFile));
    await editOnePage(pagesDir, run);
    commands.rebuild.push(await npmRunBuild(folders, figuresFile));
    commands.eleventy.push(
      await runCommand(
        process.execPath,
        [
          path.join(projectRoot, 'scripts', 'run.js'),
          'bench-eleventy',
          pagesDir,
          eleventyDir,
          String(cssBytes),
          figuresFile,
        ],
        { figuresFile },
      ),
    );
    peerHtmlBytes = await htmlSizes(eleventyDir);
    await setAside(workDir, eleventyDir);
    await setAside(workDir, `${eleventyDir}-input`);
    for (const template of hugo ? (['flat', 'recursive'] as const) : []) {
      // Writing the content files is the data step Hugo has no way to do; it is not timed.
      await stageHugoSite({ pagesDir, siteDir: hugoSite, inlineCssBytes: cssBytes, template });
      const result = await runCommand('hugo', ['--source', hugoSite, '--destination', hugoOut]);
      commands[HUGO_COMMANDS[template]].push({
        ...result,
        inProcessMs: hugoTotalMs(result.output),
      });
      hugoHtmlBytes[template] = await htmlSizes(hugoOut);
      await setAside(workDir, hugoSite);
      await setAside(workDir, hugoOut);
    }
    steps.prerender.push(
      await runStep({
        step: 'prerender',
        pagesDir,
        distDir: prerenderDir,
        templateDir: bundle.clientDir,
        ssrDir: bundle.ssrDir,
      }),
    );
    await setAside(workDir, prerenderDir);
    const last = (step: Step) => ms(steps[step].at(-1)!.ms);
    const wall = (command: Command) => ms(commands[command].at(-1)?.ms ?? Number.NaN);
    progress(
      `${size}, run ${run}/${runs}: read+parse ${last('parse')}, validate ${last('validate')}, ` +
        `prerender ${last('prerender')}; wall: cold build ${wall('build')}, cold build with ` +
        `stored bundles ${wall('cachedBuild')}, no-change build ${wall('noChange')}, rebuild ` +
        `${wall('rebuild')}, Eleventy ${wall('eleventy')}, ` +
        (hugo
          ? `Hugo flat ${wall('hugoFlat')}, Hugo recursive ${wall('hugo')}`
          : 'Hugo not measured') +
        `; load ${os.loadavg()[0]!.toFixed(1)}`,
    );
  }

  const medianOf = (step: Step, pick: (result: StepResult) => number) =>
    median(steps[step].map(pick));
  /** The median of one step's figure over another's, run by run, so each ratio shares a load. */
  const perRunRatio = (step: Step, over: Step, figure: 'ms' | 'cpuMs') =>
    median(steps[step].map((result, index) => result[figure] / steps[over][index]![figure]));
  const wallOf = (command: Command) => median(commands[command].map((result) => result.ms));
  const inProcessOf = (command: Command) =>
    median(commands[command].map((result) => result.inProcessMs ?? Number.NaN));
  const wallRatio = (command: Command, over: Command) =>
    median(commands[command].map((result, index) => result.ms / commands[over][index]!.ms));
  const timing = (command: Command) => ({
    ms: wallOf(command),
    inProcessMs: inProcessOf(command),
  });
  const peakOf = (command: Command) =>
    median(commands[command].map((result) => result.peakRssBytes ?? Number.NaN));
  const firstLoad = [];
  for (const route of FIRST_LOAD_ROUTES) firstLoad.push(await measureFirstLoadJs(distDir, route));
  const figures: SetFigures = {
    landingPages: set.landingPages,
    pageFiles: set.pageFiles,
    runs,
    parseMs: medianOf('parse', (result) => result.ms),
    validateMs: medianOf('validate', (result) => result.ms),
    validateToParse: perRunRatio('validate', 'parse', 'ms'),
    validateToParseCpu: perRunRatio('validate', 'parse', 'cpuMs'),
    prerenderMs: medianOf('prerender', (result) => result.ms),
    prerenderPagesPerSecond: medianOf(
      'prerender',
      (result) => ((result.pages ?? 0) * 1000) / result.ms,
    ),
    prerenderPagesPerCpuSecond: medianOf(
      'prerender',
      (result) => ((result.pages ?? 0) * 1000) / result.cpuMs,
    ),
    build: timing('build'),
    cachedBuild: timing('cachedBuild'),
    noChangeBuild: timing('noChange'),
    rebuild: timing('rebuild'),
    eleventy: timing('eleventy'),
    hugo: hugoHtmlBytes.recursive
      ? { ...timing('hugo'), htmlBytes: hugoHtmlBytes.recursive }
      : null,
    hugoFlat: hugoHtmlBytes.flat ? { ...timing('hugoFlat'), htmlBytes: hugoHtmlBytes.flat } : null,
    buildToEleventy: wallRatio('build', 'eleventy'),
    rebuildToEleventy: wallRatio('rebuild', 'eleventy'),
    toHugo: hugo
      ? {
          build: wallRatio('build', 'hugo'),
          cachedBuild: wallRatio('cachedBuild', 'hugo'),
          rebuild: wallRatio('rebuild', 'hugo'),
        }
      : null,
    toHugoFlat: hugo
      ? {
          build: wallRatio('build', 'hugoFlat'),
          cachedBuild: wallRatio('cachedBuild', 'hugoFlat'),
          rebuild: wallRatio('rebuild', 'hugoFlat'),
        }
      : null,
    peerHtmlBytes,
    inlineCssBytes: cssBytes,
    peakMemoryBytes: {
      parse: medianOf('parse', (result) => result.peakRssBytes),
      validate: medianOf('validate', (result) => result.peakRssBytes),
      prerender: medianOf('prerender', (result) => result.peakRssBytes),
      build: peakOf('build'),
      cachedBuild: peakOf('cachedBuild'),
    },
    ...(await pageSizes(distDir)),
    firstLoad,
  };
  await setAside(workDir, pagesDir);
  await setAside(workDir, ssrDir);
  await setAside(workDir, cacheDir);
  return { figures, distDir };
}

function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

async function main(args: string[]): Promise<number> {
  let options: Options | 'help' | { report: string };
  try {
    options = readOptions(args);
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (options === 'help') {
    console.log(usage);
    return 0;
  }
  if ('report' in options) {
    const figures = JSON.parse(
      await readFile(path.resolve(options.report), 'utf8'),
    ) as BenchFigures;
    console.log(renderReport(figures));
    return 0;
  }

  const workDir = await mkdtemp(path.join(os.tmpdir(), 'swap-site-bench-'));
  // A 10,000-page run leaves gigabytes behind; Ctrl-C must not.
  const removeOnSignal = (signal: NodeJS.Signals) => {
    if (!options.keep) rmSync(workDir, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', removeOnSignal);
  process.once('SIGTERM', removeOnSignal);
  // The server bundle imports react and friends from node_modules, found by walking up.
  await symlink(path.join(projectRoot, 'node_modules'), path.join(workDir, 'node_modules'), 'dir');
  try {
    const started = performance.now();
    const loadAtStart = os.loadavg();
    const bundle = { clientDir: path.join(workDir, 'bundle'), ssrDir: path.join(workDir, 'ssr') };
    progress('building the client and server bundles the prerender step reuses');
    await runStep({ step: 'bundle', pagesDir: DEFAULT_CONTENT_DIR, ...bundle });
    // Compiles the build and the Eleventy peer if their sources changed, so that no measured
    // command pays for it.
    await runCommand(process.execPath, [
      path.join(projectRoot, 'scripts', 'run.js'),
      'build',
      '--help',
    ]);
    const hugo = ensureHugo(progress);
    progress('building the floor app (scripts/bench/floor) with the same Vite');
    const floorDir = path.join(workDir, 'floor');
    const floor = await buildAndMeasureFloor(floorDir);

    const sets: SetFigures[] = [];
    let largestDist = '';
    const specs: SetSpec[] = options.coins
      ? options.coins.map((coins) => ({ coins }))
      : options.sizes.map((pages) => ({ pages }));
    for (const spec of specs) {
      if (largestDist) await setAside(workDir, largestDist);
      const pages = 'coins' in spec ? spec.coins * spec.coins : spec.pages;
      const runs = pages >= 10_000 ? options.largeRuns : options.runs;
      const { figures, distDir } = await measureSet(workDir, spec, runs, bundle, hugo);
      sets.push(figures);
      largestDist = distDir;
    }

    const signatures = new Set(sets.map((set) => firstLoadSignature(set.firstLoad)));
    const firstLoadConstant = signatures.size === 1;

    progress(`JS in headless Chromium: ${FIRST_LOAD_ROUTES.join(', ')} and the floor`);
    const browser = await measureBrowserJs(largestDist, floorDir, FIRST_LOAD_ROUTES);
    if (!browser) {
      progress(
        'no Chromium found (set CHROME_PATH, or install /usr/bin/chromium): browser rows left out',
      );
    }
    // As issue 26 counts it: the client entry and what it reaches through src/engine and src/ui.
    const bootPath = await measureBootPath(path.join(projectRoot, 'src'), 'entry-client.tsx', [
      'engine',
      'ui',
    ]);

    let lighthouse: LighthouseFigures[] | null = null;
    if (options.lighthouse) {
      progress(`Lighthouse (mobile, ${options.lighthouseRuns} runs per route) on ${largestDist}`);
      const results = await runLighthouse(largestDist, options.lighthouseRuns, {
        port: options.port,
      });
      lighthouse = results.map(summariseLighthouse);
    }

    const figures: BenchFigures = {
      date: new Date().toISOString(),
      machine: machine(),
      hugoVersion: hugo,
      loadAverage: { start: loadAtStart, end: os.loadavg() },
      seconds: (performance.now() - started) / 1000,
      options,
      sets,
      firstLoadConstant,
      floor,
      browser,
      bootPath,
      lighthouse,
      targets: checkTargets(sets, firstLoadConstant, lighthouse, floor, browser),
    };
    console.log(renderReport(figures));
    if (options.json) {
      await writeFile(path.resolve(options.json), `${JSON.stringify(figures, null, 2)}\n`);
      progress(`figures written to ${options.json}`);
    }
    return 0;
  } finally {
    if (options.keep) progress(`kept ${workDir}`);
    else await rm(workDir, { recursive: true, force: true });
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  // A missed target is a figure, not a failure; only a benchmark that cannot run fails.
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
