import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  ContentError,
  DEFAULT_CONTENT_DIR,
  loadContent,
  type Content,
} from '../src/content/index.ts';
import { loadServerConfig } from '../src/server/config.ts';
import { SERVER_CONTENT_FILE } from '../src/server/content.ts';
import { pageFileOf } from '../src/engine/routes.ts';
import type { SiteData } from '../src/types/siteData.ts';
import type { BuiltinNews } from '../src/news/types.ts';
import type { BundledContent } from '../src/content/vitePlugin.ts';
import { staticRedirectsFile, staticRedirectsWarning } from '../src/content/pairTemplate.ts';
import {
  REDIRECTS_FILE,
  STATIC_HEADERS_FILE,
  STATIC_REDIRECTS_FILE,
} from '../src/server/static-site.ts';
import { staticHostHeaders } from '../src/server/staticHostHeaders.ts';
import { NGINX_INCLUDE_FILE, nginxSiteInclude } from '../src/server/nginx/siteInclude.ts';
import { bundleKey, codeKey, decideBundles, keyId, type BundleKey } from './bundle-cache.ts';
import {
  buildCodeKey,
  buildInputs,
  contentFacts,
  passedBefore,
  passedChecksFile,
  isUpToDate,
  madePagesPassed,
  keptCatalogueFile,
  marksUnder,
  readFinishedBuild,
  readKeptCatalogue,
  readPassedChecks,
  type FinishedBuild,
  type KeptCatalogue,
  type PassedChecks,
} from './finished-build.ts';
import { copyTree } from './copy-tree.ts';
import { precompressDir, precompressFiles, writeIfChanged } from './precompress.ts';
import { bundleServer } from './server-bundle.ts';
import { startBundlingProcess, type BundlingProcess } from './site-bundles.ts';
import { removeAbandonedStaging, stagingFolder } from './staging.ts';
import {
  prerenderSite,
  startRenderer,
  type PrerenderResult,
  type RenderRecord,
} from './prerender.ts';
import { resolveSiteUrl } from './site-files.ts';
import { checkSiteIdentity } from './site-identity.ts';
import { loadBlockChecks } from '../src/blocks/index.ts';
import { catalogueMarks } from '../src/content/siteAssets.ts';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const defaultDistDir = path.join(projectRoot, 'dist');
const defaultSsrDir = path.join(projectRoot, '.ssr-build');
/**
 * Where a build keeps what it can reuse in any later build on this machine, whatever its output
 * folder: bundles by the hash of what they are made of, and compressed copies of shared assets
 * by the hash of their content, pages by their bundles and data. `npm run build -- --fresh`
 * empties it first.
 */
export const defaultCacheDir = path.join(projectRoot, 'node_modules', '.cache', 'swap-site');
const sourceDirs = [
  path.join(projectRoot, 'src'),
  path.join(projectRoot, 'schema'),
  DEFAULT_CONTENT_DIR,
];

async function newestIn(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const { mtimeMs } = await stat(path.join(entry.parentPath, entry.name));
    newest = Math.max(newest, mtimeMs);
  }
  return newest;
}

/** When the newest file the site is built from last changed. */
export async function newestSourceChange(): Promise<number> {
  const times = await Promise.all(sourceDirs.map(newestIn));
  return Math.max(...times);
}

/**
 * What `npm start` serves and whether it builds it first. A site named by DIST_DIR is served as
 * it is, even when that is dist/ itself (a test's server beside the shared one must not rebuild
 * under it), and its sources are never read; otherwise dist/, built first when `isStale` says.
 */
export async function startPlan(
  distDirSetting: string | undefined,
  isStale: () => Promise<boolean>,
) {
  if (distDirSetting) return { distDir: path.resolve(distDirSetting), buildFirst: false };
  return { distDir: defaultDistDir, buildFirst: await isStale() };
}

export interface BuildOptions {
  pagesDir?: string;
  /** Where the site goes; the benchmark builds into a temporary folder to leave dist/ alone. */
  distDir?: string;
  /** Where the client and server bundles are kept between builds (and the key they fit). */
  ssrDir?: string;
  /** Bundles and compressed assets kept for any later build (defaultCacheDir). */
  cacheDir?: string;
}

const CLIENT_DIR = 'client';
const SERVER_DIR = 'server';
const KEY_FILE = 'bundle-key.json';
/** Kept beside the bundles it was rendered with, so that new bundles throw it away. */
const RECORD_FILE = 'rendered-pages.json';
/** Written last by a build that finished; see finished-build.ts. */
const FINISHED_FILE = 'finished-build.json';

/** The files of dist/ the build writes itself, besides the prerender's (`sharedFiles`). */
const SHARED_FILES = [
  STATIC_HEADERS_FILE,
  REDIRECTS_FILE,
  STATIC_REDIRECTS_FILE,
  NGINX_INCLUDE_FILE,
];

/** The deployment settings the static hosts' headers and the nginx include are written from. */
const publicSettingsOf = (providers: SiteData['providers']) =>
  loadServerConfig(process.env, providers).public;

async function readKey(file: string): Promise<BundleKey | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as BundleKey;
  } catch {
    return null;
  }
}

/** A render record of the same bundles and the same output folder, or null. */
async function readRecord(file: string, distDir: string): Promise<RenderRecord | null> {
  try {
    const record = JSON.parse(await readFile(file, 'utf8')) as RenderRecord & { distDir: string };
    // The client bundle has to be in the folder too, as the build that wrote the record left it.
    await stat(path.join(distDir, '.vite', 'manifest.json'));
    return record.distDir === path.resolve(distDir) ? record : null;
  } catch {
    return null;
  }
}

/** The one line saying what the prerender did again and what it kept from the last build. */
export function renderedMessage({ pages, rendered, copied, removed }: PrerenderResult): string {
  const count = (n: number, what: string) =>
    `${n.toLocaleString('en')} ${what}${n === 1 ? '' : 's'}`;
  if (rendered === pages && removed === 0) return `Rendered all ${count(pages, 'page')}.`;
  if (copied > 0) {
    return (
      `Rendered ${count(rendered, 'page')}; copied ${copied.toLocaleString('en')} rendered ` +
      'before from the same data with the same bundles.'
    );
  }
  const gone = removed > 0 ? `; removed ${count(removed, 'page')} no longer in the content` : '';
  const kept = (pages - rendered).toLocaleString('en');
  const why = 'unchanged since the last build with the same bundles';
  return rendered === 0
    ? `Rendered no page: all ${kept} are ${why}${gone}.`
    : `Rendered ${count(rendered, 'page')} whose data changed; kept ${kept} ${why}${gone}.`;
}

const serverEntryIn = (ssrDir: string) => path.join(ssrDir, SERVER_DIR, 'entry-server.js');

/** Stored bundles kept besides the newest: enough to switch between a few branches. */
const STORED_BUNDLES = 4;

/** Where pages rendered with the bundles of one key are kept (page-store.ts). */
const pageStoreOf = (cacheDir: string, id: string) => path.join(cacheDir, 'pages', id);

/**
 * Keeps a copy of fresh bundles under their key, and drops the least recently used ones with
 * the pages rendered with them.
 */
async function storeBundles(ssrDir: string, cacheDir: string, id: string) {
  const storeDir = path.join(cacheDir, 'bundles');
  const staging = path.join(storeDir, `staging-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(storeDir, { recursive: true });
  // Linked: no build writes to a bundle's files once it is made (see below).
  await copyTree(ssrDir, staging, { link: true });
  await rm(path.join(staging, RECORD_FILE), { force: true });
  await rm(path.join(storeDir, id), { recursive: true, force: true });
  await rename(staging, path.join(storeDir, id));
  const stored = await Promise.all(
    (await readdir(storeDir)).map(async (name) => ({
      name,
      used: (await stat(path.join(storeDir, name))).mtimeMs,
    })),
  );
  const old = stored.sort((a, b) => b.used - a.used).slice(STORED_BUNDLES + 1);
  await Promise.all(
    old.flatMap(({ name }) => [
      rm(path.join(storeDir, name), { recursive: true, force: true }),
      rm(pageStoreOf(cacheDir, name), { recursive: true, force: true }),
    ]),
  );
}

/**
 * The key of the bundles for this code, site data and articles, with the site address the
 * build writes into them: the same whether the bundles begin early or after the checks.
 */
const siteBundleKey = (code: BundleKey, content: BundledContent, siteUrl: string) =>
  bundleKey({ code, site: { ...content.site, siteUrl }, articles: content.articles });

/** Bundles a bundling process began on the site data, before the pages were checked. */
interface EarlyBundles {
  /** Their key's id, to tell whether the checked content wants these bundles. */
  id: string;
  /** Where the process writes them; moved into the build's ssrDir when they are the ones. */
  dir: string;
  made: Promise<{ peakRssBytes: number }>;
}

/**
 * Hands the bundling process the site data and articles as soon as they pass their schemas:
 * the bundles are made of these and the code alone, so they are made while the pages are
 * checked (on 1,240 pages, about 0.7 s of checks after the site data). Returns null when
 * stored bundles of this site data exist, which the build then takes.
 */
function bundleEarly(
  bundler: BundlingProcess,
  content: BundledContent,
  { code, cacheDir }: { code: BundleKey; cacheDir: string },
): EarlyBundles | null {
  const siteUrl = resolveSiteUrl(process.env.SITE_URL, content.site.siteUrl);
  const id = keyId(siteBundleKey(code, content, siteUrl));
  if (storedBundles(cacheDir, id)) return null;
  const dir = stagingFolder(cacheDir, 'bundles');
  const made = bundler.bundle(content, {
    distDir: path.join(dir, CLIENT_DIR),
    ssrDir: path.join(dir, SERVER_DIR),
    siteUrl,
  });
  // Awaited only when the build takes these bundles.
  made.catch(() => undefined);
  return { id, dir, made };
}

/**
 * The client and server bundles for this content: the ones kept from the last build when
 * nothing they are made of changed (a marketer's page edit), a copy of ones stored by any
 * earlier build of the same code and site data, or new ones. Returns the server entry and
 * whether the last build's bundles were kept; the client bundle, its assets already
 * compressed, is in ssrDir/client.
 */
async function bundlesFor(
  content: Content,
  {
    ssrDir,
    siteUrl,
    cacheDir,
    code,
    bundler,
    early,
  }: {
    ssrDir: string;
    siteUrl: string;
    cacheDir: string;
    code: BundleKey;
    /** Started early, when the build guessed it would bundle: see `startBundlingProcess`. */
    bundler: BundlingProcess | null;
    /** What that process began bundling before the pages were checked, if anything. */
    early: EarlyBundles | null;
  },
): Promise<{
  serverEntry: string;
  reused: boolean;
  /** The bundles' key as a folder name, for what is kept of them in the cache. */
  id: string;
  bundlingPeakRssBytes?: number;
}> {
  const keyFile = path.join(ssrDir, KEY_FILE);
  const key = siteBundleKey(code, content, siteUrl);
  const id = keyId(key);
  const stored = path.join(cacheDir, 'bundles', id);
  const decision = decideBundles(await readKey(keyFile), key, {
    stored: existsSync(path.join(stored, KEY_FILE)),
  });
  console.log(decision.message);
  const serverEntry = serverEntryIn(ssrDir);
  if (decision.reuse) return { serverEntry, reused: true, id };
  await rm(ssrDir, { recursive: true, force: true });
  if (decision.fromStore) {
    // Linked, not copied: the build only ever reads the bundles' files, and writes its own
    // files into ssrDir (the render record, the finished build) as new ones.
    await copyTree(stored, ssrDir, { link: true });
    // Marks it as recently used, so that it outlives older stored bundles.
    const now = new Date();
    await utimes(stored, now, now);
    return { serverEntry, reused: false, id };
  }
  const clientDir = path.join(ssrDir, CLIENT_DIR);
  let peakRssBytes: number;
  if (early?.id === id) {
    ({ peakRssBytes } = await early.made);
    if (!(await movedInto(early.dir, ssrDir))) await copyTree(early.dir, ssrDir);
  } else {
    await mkdir(ssrDir, { recursive: true });
    // A process busy with bundles of other site data is of no use: it stops, a new one makes
    // these.
    if (early) await bundler?.stop();
    const maker = (!early && bundler) || startBundlingProcess();
    ({ peakRssBytes } = await maker.bundle(content, {
      distDir: clientDir,
      ssrDir: path.join(ssrDir, SERVER_DIR),
      siteUrl,
    }));
  }
  // Beside the client files, so every copy of them into dist/ brings the server along.
  await bundleServer(projectRoot, clientDir);
  // The same for every page set, so compressed once, stored with the bundles and copied with
  // them into every build's output.
  await precompressDir(clientDir, { cacheDir: path.join(cacheDir, 'compressed') });
  // Written last: an interrupted bundle leaves no key, so the next build bundles again.
  await writeFile(keyFile, JSON.stringify(key));
  await storeBundles(ssrDir, cacheDir, id);
  return { serverEntry, reused: false, id, bundlingPeakRssBytes: peakRssBytes };
}

/** Builds the whole site from one content folder: its pages, site data and articles. */
export async function buildSite({
  pagesDir = DEFAULT_CONTENT_DIR,
  distDir = defaultDistDir,
  ssrDir = defaultSsrDir,
  cacheDir = defaultCacheDir,
}: BuildOptions = {}): Promise<{ bundlingPeakRssBytes?: number }> {
  const started = performance.now();
  const code = codeKey(projectRoot, process.env.NODE_ENV);
  const sources = {
    codeKey: buildCodeKey(projectRoot, code),
    content: contentFacts(pagesDir),
  };
  const inputs = buildInputs({ ...sources, siteUrlSetting: process.env.SITE_URL });
  const finishedFile = path.join(ssrDir, FINISHED_FILE);
  const finished = readFinishedBuild(finishedFile);
  const publicSettings = (providers: SiteData['providers']) =>
    JSON.stringify(publicSettingsOf(providers));
  if (finished && isUpToDate(finished, { inputs, distDir, publicSettings })) {
    checkSiteIdentity(finished.site, finished.siteUrl);
    // `npm start` takes the 404 page's time for the build's, to tell whether dist/ is stale.
    const now = new Date();
    await utimes(path.join(distDir, '404.html'), now, now);
    const where = path.relative(projectRoot, distDir) || distDir;
    console.log(
      `Nothing to build: the content, the code and the settings are unchanged since the last ` +
        `build into ${where}/ (npm run build -- --fresh builds from scratch).`,
    );
    return {};
  }
  // Gone until this build has finished, so an interrupted one is never taken for up to date.
  await rm(finishedFile, { force: true });
  // Bundles from the last build are most likely reused: their renderer loads meanwhile.
  const lastServerEntry = serverEntryIn(ssrDir);
  const warmRenderer = existsSync(path.join(ssrDir, KEY_FILE))
    ? startRenderer(lastServerEntry)
    : null;
  let earlyClient: Promise<string | null> | null = null;
  let bundler: BundlingProcess | null = null;
  // Set in a callback, which the compiler's narrowing does not follow.
  let early = null as EarlyBundles | null;
  const earlyCopy = stagingFolder(cacheDir, 'client');
  // Stopped however the build ends: a renderer left running would keep the process alive.
  try {
    const passedFile = passedChecksFile(cacheDir, pagesDir);
    const checked = finished ?? readPassedChecks(passedFile);
    // With no bundles of its own here, the build most likely takes the stored ones the last
    // build of this content used: their client is copied while the content is checked (a file
    // system's work beside the main thread's), and becomes distDir if they are the ones.
    earlyClient = warmRenderer ? null : clientCopiedEarly(cacheDir, checked?.bundleId, earlyCopy);
    // With neither, it most likely bundles: the bundling process starts while it checks.
    if (!warmRenderer && !storedBundles(cacheDir, checked?.bundleId)) {
      bundler = startBundlingProcess();
    }
    const guessed = bundler;
    const passed = passedBefore(checked, sources);
    const marks = marksUnder(checked, sources.codeKey) ?? [...catalogueMarks().keys()];
    const catalogueFile = keptCatalogueFile(cacheDir, pagesDir);
    const catalogueBefore = readKeptCatalogue(catalogueFile, sources.codeKey);
    let content;
    try {
      content = await loadContent(pagesDir, {
        blockChecks: loadBlockChecks,
        passedBefore: passed,
        madePagesPassed: madePagesPassed(checked, sources.codeKey),
        catalogueMarks: marks,
        ...(catalogueBefore && { catalogueBefore }),
        ...(guessed && {
          onSiteData: (site: SiteData, articles: BuiltinNews) => {
            early = bundleEarly(guessed, { site, articles }, { code, cacheDir });
          },
        }),
      });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      console.error(formatContentError(error));
      throw new Error('The page data has errors; nothing was built.', { cause: error });
    }
    const siteUrl = resolveSiteUrl(process.env.SITE_URL, content.site.siteUrl);
    checkSiteIdentity(content.site, siteUrl);
    const { serverEntry, reused, id, bundlingPeakRssBytes } = await bundlesFor(content, {
      ssrDir,
      siteUrl,
      cacheDir,
      code,
      bundler,
      early,
    });
    const recordFile = path.join(ssrDir, RECORD_FILE);
    const previous = reused ? await readRecord(recordFile, distDir) : null;
    // Gone until this build has written every page, so an interrupted one leaves no stale record.
    await rm(recordFile, { force: true });
    // A fresh copy of the client bundle, so pages deleted since the last build go; made
    // already when these bundles are the ones it guessed.
    if (!previous) {
      await rm(distDir, { recursive: true, force: true });
      if (!((await earlyClient) === id && (await movedInto(earlyCopy, distDir)))) {
        await copyTree(path.join(ssrDir, CLIENT_DIR), distDir);
      }
    }
    const result = await prerenderSite({
      pages: content.pages,
      site: content.site,
      articles: content.articles,
      distDir,
      ssrEntry: serverEntry,
      siteUrl,
      knownBrokenLinks: content.knownBrokenLinks,
      redirects: content.redirects,
      made: content.made,
      catalogue: content.catalogue,
      templateFile: path.join(ssrDir, CLIENT_DIR, 'index.html'),
      previous,
      pageStore: pageStoreOf(cacheDir, id),
      warmRenderer: reused ? warmRenderer : null,
    });
    console.log(renderedMessage(result));
    // For static hosts; the provider settings are read as `npm start` would read them.
    const settings = publicSettingsOf(content.site.providers);
    await writeIfChanged(path.join(distDir, STATIC_HEADERS_FILE), staticHostHeaders(settings));
    // Pair addresses that moved to a hand-written page: 301 from `npm start` and static hosts.
    await writeIfChanged(path.join(distDir, REDIRECTS_FILE), JSON.stringify(content.redirects));
    const staticRedirects = staticRedirectsFile(content.redirects);
    await writeIfChanged(path.join(distDir, STATIC_REDIRECTS_FILE), staticRedirects);
    const redirectsWarning = staticRedirectsWarning(staticRedirects);
    if (redirectsWarning) console.warn(`Warning: ${redirectsWarning}`);
    // What the nginx template (src/server/nginx) includes: the same headers and redirects.
    await writeIfChanged(
      path.join(distDir, NGINX_INCLUDE_FILE),
      nginxSiteInclude(settings, content.redirects),
    );
    // The client bundle was copied with its compressed copies: only the build's own files.
    await precompressFiles(distDir, [...SHARED_FILES, ...result.sharedFiles]);
    await writeFile(
      recordFile,
      JSON.stringify({ distDir: path.resolve(distDir), ...result.record }),
    );
    const written: FinishedBuild = {
      inputs,
      codeKey: sources.codeKey,
      content: Object.fromEntries(sources.content),
      ...(content.report.madeChecksKey !== undefined && {
        madePagesKey: content.report.madeChecksKey,
      }),
      catalogueMarks: [...marks],
      bundleId: id,
      distDir: path.resolve(distDir),
      files: [
        ...content.pages.map((page) => pageFileOf(page.slug)),
        '404.html',
        SERVER_CONTENT_FILE,
      ],
      site: content.site,
      siteUrl,
      publicSettings: JSON.stringify(settings),
    };
    await writeFile(finishedFile, JSON.stringify(written));
    const { codeKey, content: facts, madePagesKey, catalogueMarks: coinMarks, bundleId } = written;
    await mkdir(path.dirname(passedFile), { recursive: true });
    const builtCatalogue = content.report.builtCatalogue;
    if (builtCatalogue && builtCatalogue !== catalogueBefore) {
      const kept: KeptCatalogue = { codeKey: sources.codeKey, catalogue: builtCatalogue };
      await writeFile(catalogueFile, JSON.stringify(kept));
    }
    await writeFile(
      passedFile,
      JSON.stringify({
        codeKey,
        content: facts,
        madePagesKey,
        catalogueMarks: coinMarks,
        bundleId,
      } satisfies PassedChecks),
    );
    // What stopped builds left. Last: on ext4 without a journal, files made right after many
    // deletions cost several times the kernel time (scripts/bench/README.md).
    await removeAbandonedStaging(cacheDir);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const where = path.relative(projectRoot, distDir) || distDir;
    console.log(`Built ${result.pages} pages and the 404 page into ${where}/ in ${seconds} s.`);
    return { bundlingPeakRssBytes };
  } finally {
    warmRenderer?.stop();
    // Ended already when it bundled; when the build took stored bundles instead, or failed, it
    // is waiting still, and would keep this process alive.
    await bundler?.stop();
    // Bundles begun early and not taken, now that nothing writes to them any more.
    if (early) await rm(early.dir, { recursive: true, force: true });
    // A build that failed while the client was being copied leaves no copy running, and no
    // copy it did not use.
    await earlyClient;
    if (earlyClient) await rm(earlyCopy, { recursive: true, force: true });
  }
}

/** Renames a folder into place; false when it cannot be (another file system). */
async function movedInto(from: string, to: string): Promise<boolean> {
  try {
    await mkdir(path.dirname(to), { recursive: true });
    await rename(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    return false;
  }
}

/** The folder of the stored bundles `id`, or null when they are not there. */
function storedBundles(cacheDir: string, id: string | undefined): string | null {
  const stored = path.join(cacheDir, 'bundles', id ?? '');
  return id && existsSync(path.join(stored, KEY_FILE)) ? stored : null;
}

/**
 * Copies the client of the stored bundles `id` into `to`, for a build that will most likely
 * take them; resolves to their id, or null when they are not there to copy (never stored, or
 * dropped by another build meanwhile: the build then copies the client it takes).
 */
async function clientCopiedEarly(cacheDir: string, id: string | undefined, to: string) {
  const stored = storedBundles(cacheDir, id);
  if (!id || !stored) return null;
  try {
    await copyTree(path.join(stored, CLIENT_DIR), to);
    return id;
  } catch {
    return null;
  }
}

/** The validator's report without the trailing "nothing was loaded" line the build replaces. */
const formatContentError = (error: ContentError) =>
  error.message.split('\n').slice(0, -1).join('\n');

const usage = `usage: npm run build -- [options] [content folder]
  --fresh          build from scratch: forget the kept bundles, compressed assets and pages
  --out DIR        where the site goes (default dist/)
  --ssr-dir DIR    where this output's bundles and render record are kept (default .ssr-build/)
  --cache-dir DIR  bundles and compressed assets kept for any build (default ${path.relative(projectRoot, defaultCacheDir)}/)
  --figures FILE   also write the build's own time and peak memory there, as JSON`;

/** The command line: `npm run build -- [options] [content folder]`. */
export function buildArguments(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      fresh: { type: 'boolean', default: false },
      out: { type: 'string' },
      'ssr-dir': { type: 'string' },
      'cache-dir': { type: 'string' },
      figures: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (positionals.length > 1) throw new Error('give at most one content folder');
  const resolved = (value: string | undefined) => (value ? path.resolve(value) : undefined);
  return {
    help: values.help ?? false,
    fresh: values.fresh ?? false,
    figures: resolved(values.figures),
    options: {
      pagesDir: resolved(positionals[0]),
      distDir: resolved(values.out),
      ssrDir: resolved(values['ssr-dir']),
      cacheDir: resolved(values['cache-dir']),
    } satisfies BuildOptions,
  };
}

/** Empties everything a build reuses, so that the next one starts from nothing. */
async function forgetEarlierBuilds({
  distDir = defaultDistDir,
  ssrDir = defaultSsrDir,
  cacheDir = defaultCacheDir,
}: BuildOptions) {
  const folders = [
    distDir,
    ssrDir,
    path.join(cacheDir, 'bundles'),
    path.join(cacheDir, 'compressed'),
    path.join(cacheDir, 'pages'),
    path.join(cacheDir, 'passed'),
    path.join(cacheDir, 'staging'),
  ];
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
}

/**
 * `npm run build` and `npm start` make the production site whatever NODE_ENV the shell or a
 * test runner left set: under any other value Vite makes React's development build, larger
 * and slower for every visitor. Called before anything is bundled.
 */
export function buildInProductionMode(): void {
  const given = process.env.NODE_ENV;
  if (given === 'production') return;
  if (given) console.warn(`NODE_ENV is ${given}; building the production site all the same.`);
  process.env.NODE_ENV = 'production';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildInProductionMode();
  try {
    const command = buildArguments(process.argv.slice(2));
    if (command.help) {
      console.log(usage);
    } else {
      const started = performance.now();
      if (command.fresh) await forgetEarlierBuilds(command.options);
      const { bundlingPeakRssBytes = 0 } = await buildSite(command.options);
      if (command.figures) {
        // The bundling process has ended before the prerender starts: the peak of the build
        // is the larger of the two processes' peaks, never their sum.
        const figures = {
          ms: performance.now() - started,
          peakRssBytes: Math.max(process.resourceUsage().maxRSS * 1024, bundlingPeakRssBytes),
        };
        await writeFile(command.figures, JSON.stringify(figures));
      }
    }
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
