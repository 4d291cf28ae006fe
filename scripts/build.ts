import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import {
  ContentError,
  DEFAULT_CONTENT_DIR,
  loadContent,
  type Content,
} from '../src/content/index.ts';
import { loadServerConfig } from '../src/server/config.ts';
import { staticRedirectsFile } from '../src/content/pairTemplate.ts';
import {
  REDIRECTS_FILE,
  STATIC_HEADERS_FILE,
  STATIC_REDIRECTS_FILE,
} from '../src/server/static-site.ts';
import { staticHostHeaders } from '../src/server/staticHostHeaders.ts';
import { siteViteConfig } from '../vite.config.ts';
import { bundleKey, decideBundles, type BundleKey } from './bundle-cache.ts';
import { precompressDir } from './precompress.ts';
import { prerenderSite, type PrerenderResult, type RenderRecord } from './prerender.ts';
import { resolveSiteUrl } from './site-files.ts';
import { checkSiteIdentity } from './site-identity.ts';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaultDistDir = path.join(projectRoot, 'dist');
const defaultSsrDir = path.join(projectRoot, '.ssr-build');
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

export interface BuildOptions {
  pagesDir?: string;
  /** Where the site goes; the benchmark builds into a temporary folder to leave dist/ alone. */
  distDir?: string;
  /** Where the client and server bundles are kept between builds (and the key they fit). */
  ssrDir?: string;
}

/**
 * The client and server bundles. They carry the site data (for the browser) but no page, so
 * the benchmark builds them once and prerenders many page sets with them.
 */
export async function bundleSite(
  content: Content,
  { distDir, ssrDir, siteUrl }: { distDir: string; ssrDir: string; siteUrl: string },
) {
  const config = siteViteConfig({ content, siteUrl });
  const shared = { ...config, configFile: false as const, logLevel: 'warn' as const };
  await build({ ...shared, build: { ...config.build, outDir: distDir } });
  await build({
    ...shared,
    build: { ...config.build, ssr: 'entry-server.tsx', outDir: ssrDir, emptyOutDir: true },
  });
  // The server bundle is ES modules; outside the project (a temporary folder) nothing above it
  // says so, and a prerender worker's loader would then take it for CommonJS.
  await writeFile(path.join(ssrDir, 'package.json'), '{ "type": "module" }\n');
}

const CLIENT_DIR = 'client';
const SERVER_DIR = 'server';
const KEY_FILE = 'bundle-key.json';
/** Kept beside the bundles it was rendered with, so that new bundles throw it away. */
const RECORD_FILE = 'rendered-pages.json';

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
export function renderedMessage({ pages, rendered, removed }: PrerenderResult): string {
  const count = (n: number, what: string) =>
    `${n.toLocaleString('en')} ${what}${n === 1 ? '' : 's'}`;
  if (rendered === pages && removed === 0) return `Rendered all ${count(pages, 'page')}.`;
  const gone = removed > 0 ? `; removed ${count(removed, 'page')} no longer in the content` : '';
  const kept = (pages - rendered).toLocaleString('en');
  const why = 'unchanged since the last build with the same bundles';
  return rendered === 0
    ? `Rendered no page: all ${kept} are ${why}${gone}.`
    : `Rendered ${count(rendered, 'page')} whose data changed; kept ${kept} ${why}${gone}.`;
}

/**
 * The client and server bundles for this content: the ones kept from the last build when
 * nothing they are made of changed (a marketer's page edit), new ones otherwise. Returns the
 * server entry and whether it was reused; the client bundle, its assets already compressed,
 * is in ssrDir/client.
 */
async function bundlesFor(
  content: Content,
  { ssrDir, siteUrl }: { ssrDir: string; siteUrl: string },
): Promise<{ serverEntry: string; reused: boolean }> {
  const keyFile = path.join(ssrDir, KEY_FILE);
  const key = await bundleKey({
    projectRoot,
    site: { ...content.site, siteUrl },
    articles: content.articles,
  });
  const decision = decideBundles(await readKey(keyFile), key);
  console.log(decision.message);
  const serverEntry = path.join(ssrDir, SERVER_DIR, 'entry-server.js');
  if (decision.reuse) return { serverEntry, reused: true };
  await rm(ssrDir, { recursive: true, force: true });
  await mkdir(ssrDir, { recursive: true });
  const clientDir = path.join(ssrDir, CLIENT_DIR);
  await bundleSite(content, { distDir: clientDir, ssrDir: path.join(ssrDir, SERVER_DIR), siteUrl });
  // The same for every page set, so compressed once at the highest quality and kept.
  await precompressDir(clientDir, { under: 'assets' });
  // Written last: an interrupted bundle leaves no key, so the next build bundles again.
  await writeFile(keyFile, JSON.stringify(key));
  return { serverEntry, reused: false };
}

/** Builds the whole site from one content folder: its pages, site data and articles. */
export async function buildSite({
  pagesDir = DEFAULT_CONTENT_DIR,
  distDir = defaultDistDir,
  ssrDir = defaultSsrDir,
}: BuildOptions = {}) {
  const started = performance.now();
  let content;
  try {
    content = await loadContent(pagesDir);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(formatContentError(error));
    throw new Error('The page data has errors; nothing was built.', { cause: error });
  }
  const siteUrl = resolveSiteUrl(process.env.SITE_URL, content.site.siteUrl);
  checkSiteIdentity(content.site, siteUrl);
  const { serverEntry, reused } = await bundlesFor(content, { ssrDir, siteUrl });
  const recordFile = path.join(ssrDir, RECORD_FILE);
  const previous = reused ? await readRecord(recordFile, distDir) : null;
  // Gone until this build has written every page, so an interrupted one leaves no stale record.
  await rm(recordFile, { force: true });
  if (!previous) {
    // A fresh copy of the client bundle, so pages deleted since the last build go.
    await rm(distDir, { recursive: true, force: true });
    await cp(path.join(ssrDir, CLIENT_DIR), distDir, { recursive: true, preserveTimestamps: true });
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
    templateFile: path.join(ssrDir, CLIENT_DIR, 'index.html'),
    previous,
  });
  console.log(renderedMessage(result));
  // For static hosts; the provider settings are read as `npm start` would read them.
  await writeFile(
    path.join(distDir, STATIC_HEADERS_FILE),
    staticHostHeaders(loadServerConfig(process.env, content.site.providers).public),
  );
  // Pair addresses that moved to a hand-written page: 301 from `npm start` and static hosts.
  await writeFile(path.join(distDir, REDIRECTS_FILE), JSON.stringify(content.redirects));
  await writeFile(
    path.join(distDir, STATIC_REDIRECTS_FILE),
    staticRedirectsFile(content.redirects),
  );
  await precompressDir(distDir);
  await writeFile(recordFile, JSON.stringify({ distDir: path.resolve(distDir), ...result.record }));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const where = path.relative(projectRoot, distDir) || distDir;
  console.log(`Built ${result.pages} pages and the 404 page into ${where}/ in ${seconds} s.`);
}

/** The validator's report without the trailing "nothing was loaded" line the build replaces. */
const formatContentError = (error: ContentError) =>
  error.message.split('\n').slice(0, -1).join('\n');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await buildSite({ pagesDir: process.argv[2] ? path.resolve(process.argv[2]) : undefined });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
