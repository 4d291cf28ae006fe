import { createHash } from 'node:crypto';
import { unlinkSync, writeFileSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { routeForSlug } from '../src/engine/routes.ts';
import type { PageDefinition } from '../src/engine/types.ts';
import type { BuiltinNews } from '../src/types/schema.ts';
import type { SiteData } from '../src/types/siteData.ts';
import {
  publicPageData,
  type DocumentContext,
  type RenderedDocument,
} from '../src/pageDocument.ts';
import { SERVER_CONTENT_FILE, serverContentOf } from '../src/server/content.ts';
import { pageFileOf } from '../src/engine/routes.ts';
import { islandCode, readManifest } from './block-chunks.ts';
import { madePages, type MadePages, type MadeSource } from '../src/content/madePages.ts';
import type { CatalogueCoin } from '../src/catalogue/types.ts';
import { COIN_SEARCH_INDEX_PATH, coinSearchIndex } from '../src/catalogue/searchIndex.ts';
import { ON_DEMAND_FILES } from '../src/server/onDemand.ts';
import { brokenRenderedLinks, linksOf, type RenderedLinks } from './rendered-links.ts';
import { resolveSiteUrl, robotsTxt, sitemapFiles } from './site-files.ts';
import { writeIfChanged } from './precompress.ts';
import {
  addToStore,
  NOT_FOUND_KEY,
  readPageStore,
  takeFromStore,
  type PageFiles,
  type StoredLinks,
} from './page-store.ts';

interface ServerEntry {
  prepareRender: () => Promise<void>;
  createDocumentRenderer: (
    context: DocumentContext,
  ) => (url: string, slug: string, page: PageDefinition | null) => RenderedDocument;
}

export interface PrerenderOptions {
  pages: PageDefinition[];
  site: SiteData;
  articles: BuiltinNews;
  distDir: string;
  ssrEntry: string;
  /** Overrides site.json's siteUrl in canonical links, share tags and the sitemap. */
  siteUrl?: string;
  /** Worker threads to render in; by default one per core when there are enough pages. */
  workers?: number;
  /** Addresses known to lead nowhere: rendered links to them do not fail the build. */
  knownBrokenLinks?: readonly string[];
  /** Addresses the server redirects to a page: a link to one leads to that page. */
  redirects?: readonly { from: string; to: string }[];
  /** The HTML template Vite wrote; by default distDir/index.html, before the home page replaces it. */
  templateFile?: string;
  /** A renderer already loading `ssrEntry`, used when the pages to render are few. */
  warmRenderer?: WarmRenderer | null;
  /** What the server makes pages on demand from; without it, the server makes none. */
  made?: MadeSource;
  /** The whole catalogue, coin files' coins included, for the header's coin search. */
  catalogue?: CatalogueCoin[];
  /**
   * What the last build rendered into distDir with the same bundles: its pages whose data is
   * unchanged are kept as they are, and its pages that are gone are deleted.
   */
  previous?: RenderRecord | null;
  /**
   * The folder of pages rendered before with the same bundles (page-store.ts): without a
   * `previous` record, pages found there are copied instead of rendered, and every page
   * rendered is kept there.
   */
  pageStore?: string;
}

/** What one build rendered into its folder, so the next build with the same bundles can skip it. */
export interface RenderRecord {
  pages: Record<string, { hash: string; hrefs: string[]; ids: string[] }>;
  /** The 404 page's links: it is made of the bundles and the site data alone. */
  notFound?: { hrefs: string[]; ids: string[] };
}

export interface PrerenderResult {
  /** Pages in the site (the 404 page aside). */
  pages: number;
  /** Of those, the ones rendered by this run; the rest were kept from the last build. */
  rendered: number;
  /** Of the rest, those copied from the store of pages rendered with the same bundles. */
  copied: number;
  /** Pages of the last build deleted because their page is gone. */
  removed: number;
  record: RenderRecord;
  /** The site-wide files it wrote or kept, relative to distDir: the 404 page, sitemaps... */
  sharedFiles: string[];
}

/** Thrown when a prerendered page links to a page or an anchor that does not exist. */
export class BrokenRenderedLinksError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `${problems.map((problem) => `broken link  ${problem}`).join('\n')}\n` +
        `${problems.length} broken link${problems.length === 1 ? '' : 's'} in the rendered pages; ` +
        'fix the data the link is made from, or list the address in known-broken-links.json.',
    );
  }
}

const htmlFileForSlug = (distDir: string, slug: string) => path.join(distDir, pageFileOf(slug));

/** A page's own data is all its HTML is made of besides the bundles and the site data. */
const pageHash = (page: PageDefinition) =>
  createHash('sha1')
    .update(JSON.stringify(publicPageData(page)))
    .digest('base64url');

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** The two files a page's rendering wrote. */
async function removePage(distDir: string, slug: string) {
  const files = [htmlFileForSlug(distDir, slug), path.join(distDir, 'page-data', `${slug}.json`)];
  await Promise.all(files.map((file) => rm(file, { force: true })));
}

/**
 * Splits the pages into those the last build already rendered from the same data (their
 * links, from its record) and those to render now.
 */
async function pagesToRender(
  distDir: string,
  pages: readonly PageDefinition[],
  hashes: ReadonlyMap<string, string>,
  previous: RenderRecord | null | undefined,
) {
  // Pages are the files at the top of distDir: one listing instead of a look at each page
  // (about 15 ms of a rebuild of 1,240 pages).
  const there = previous ? new Set(await readdir(distDir)) : new Set<string>();
  // Each page's record from the last build, when its data and its file are still the same.
  const unchanged = pages.map((page) => {
    const before = previous?.pages[page.slug];
    const same = before?.hash === hashes.get(page.slug) && there.has(pageFileOf(page.slug));
    return same ? before : undefined;
  });
  const kept: RenderedLinks[] = [];
  const render: PageDefinition[] = [];
  pages.forEach((page, index) => {
    const before = unchanged[index];
    if (before) {
      kept.push({ route: routeForSlug(page.slug), hrefs: before.hrefs, ids: new Set(before.ids) });
    } else {
      render.push(page);
    }
  });
  return { kept, render };
}

/** What every renderer (the main thread or a worker) needs to render and write pages. */
export interface RenderContext {
  distDir: string;
  ssrEntry: string;
  site: SiteData;
  siteUrl: string;
  template: string;
}

/**
 * Pages per worker below which a worker costs more than it saves: each one loads tsx, the
 * server bundle and React afresh, about 1.2 s of CPU, as much as rendering some 400 pages.
 */
const PAGES_PER_WORKER = 500;

/** One worker per core, when there are enough pages to keep each busy. */
export function workerCount(pages: number, cores = os.availableParallelism()): number {
  return Math.max(1, Math.min(cores, Math.floor(pages / PAGES_PER_WORKER)));
}

/** The server bundle, loaded and ready to render (its blocks' code in). */
export async function loadRendererModule(ssrEntry: string): Promise<ServerEntry> {
  // React picks its build by NODE_ENV when first loaded: unset, it is the development build,
  // several times slower to render.
  process.env.NODE_ENV ??= 'production';
  const entry = (await import(pathToFileURL(ssrEntry).href)) as ServerEntry;
  await entry.prepareRender();
  return entry;
}

/** Loads the server bundle and returns a function rendering one page's whole HTML document. */
async function loadRenderer({ distDir, ssrEntry, site, siteUrl, template }: RenderContext) {
  const { createDocumentRenderer } = await loadRendererModule(ssrEntry);
  const code = Object.fromEntries(islandCode(await readManifest(distDir)));
  return createDocumentRenderer({ template, code, site: { ...site, siteUrl } });
}

/** A share of the pages for one renderer; one share also renders the 404 page. */
export interface RenderShare {
  pages: PageDefinition[];
  notFoundPage: boolean;
}

/** What a renderer answers: the links and ids of its pages, and the 404 page if it was asked. */
export interface RenderAnswer {
  links: RenderedLinks[];
  notFound?: RenderedDocument;
}

/**
 * Writes a page's file as a new file: the one there may be a kept page's other name
 * (page-store.ts), which writing into would change. Synchronous on purpose: measured, the
 * promise API's writeFile costs more CPU per page than the write itself, and every core is
 * already rendering.
 */
function replaceFileSync(file: string, text: string) {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  writeFileSync(file, text);
}

/**
 * Renders and writes each page's HTML and page data, and collects the links and ids each page
 * has for the broken-link check; used on the main thread and in workers.
 */
export async function renderPages(
  context: RenderContext,
  { pages, notFoundPage }: RenderShare,
): Promise<RenderAnswer> {
  const renderOne = await loadRenderer(context);
  const links: RenderedLinks[] = [];
  for (const definition of pages) {
    const page = publicPageData(definition);
    const file = htmlFileForSlug(context.distDir, page.slug);
    const { document, body } = renderOne(routeForSlug(page.slug), page.slug, page);
    links.push(linksOf(routeForSlug(page.slug), body));
    replaceFileSync(file, document);
    replaceFileSync(
      path.join(context.distDir, 'page-data', `${page.slug}.json`),
      JSON.stringify(page),
    );
  }
  return { links, ...(notFoundPage ? { notFound: renderOne('/404', '404', null) } : {}) };
}

/**
 * Compiled by scripts/run.js, this module runs from a chunk beside the compiled worker
 * (import.meta.filename is the file running; import.meta.url there names the source).
 */
const compiledWorker = import.meta.filename.endsWith('.js')
  ? pathToFileURL(path.join(path.dirname(import.meta.filename), 'prerender-worker.js'))
  : null;
const workerFile = pathToFileURL(fileURLToPath(new URL('./prerender-worker.ts', import.meta.url)));

/**
 * A worker starts without this process's TypeScript loader, so under tsx its first step
 * registers tsx and then loads the worker module.
 */
const workerBootstrap = compiledWorker
  ? `import(${JSON.stringify(compiledWorker.href)});`
  : `
  import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
    .then(({ register }) => { register(); return import(${JSON.stringify(workerFile.href)}); });
`;

/**
 * Young-generation size of a worker's heap. Rendering makes many short-lived objects; with
 * V8's default, measured, about an eighth of a worker's time went to collecting them.
 */
const WORKER_YOUNG_GENERATION_MB = 192;

/** What a prerender worker is given: its share of the pages and how to render them. */
export interface RenderRequest {
  context: RenderContext;
  share: RenderShare;
}

const startWorker = (workerData: RenderRequest | { warm: string }) =>
  new Worker(workerBootstrap, {
    eval: true,
    workerData,
    resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
  });

/** The worker's one answer; rejects if it fails or ends without one. */
function answerOf(worker: Worker) {
  return new Promise<RenderAnswer>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`a prerender worker exited with code ${code}`)));
  });
}

/** Renders a share of the pages in a worker. */
function renderInWorker(context: RenderContext, share: RenderShare) {
  return answerOf(startWorker({ context, share }));
}

/**
 * A worker that loads the server bundle while the build is still validating, so that a
 * rebuild of a few pages does not wait for that after it (on a second core, about 0.07 s of a
 * 0.75 s rebuild). `stop` it when done; a renderer never asked to render is simply stopped.
 */
export interface WarmRenderer {
  ssrEntry: string;
  render(request: RenderRequest): Promise<RenderAnswer>;
  stop(): void;
}

export function startRenderer(ssrEntry: string): WarmRenderer {
  const worker = startWorker({ warm: ssrEntry });
  const answer = answerOf(worker);
  // Stopped unused, or failed loading a bundle a new build replaced: nobody waits for it then.
  answer.catch(() => undefined);
  return {
    ssrEntry,
    render(request) {
      worker.postMessage(request);
      return answer;
    },
    stop: () => void worker.terminate(),
  };
}

export async function prerenderSite(options: PrerenderOptions): Promise<PrerenderResult> {
  const { distDir, site } = options;
  const siteUrl = resolveSiteUrl(options.siteUrl, site.siteUrl);
  const template = await readFile(options.templateFile ?? path.join(distDir, 'index.html'), 'utf8');
  const context: RenderContext = { distDir, ssrEntry: options.ssrEntry, site, siteUrl, template };
  await mkdir(path.join(distDir, 'page-data'), { recursive: true });

  const hashes = new Map(options.pages.map((page) => [page.slug, pageHash(page)]));
  const split = await pagesToRender(distDir, options.pages, hashes, options.previous);
  const gone = Object.keys(options.previous?.pages ?? {}).filter((slug) => !hashes.has(slug));
  await Promise.all(gone.map((slug) => removePage(distDir, slug)));
  const notFoundFile = path.join(distDir, '404.html');
  const stored =
    options.pageStore && !options.previous
      ? await pagesFromStore(options.pageStore, split.render, hashes, distDir)
      : null;
  const kept = [...split.kept, ...(stored?.kept ?? [])];
  const render = stored?.render ?? split.render;

  // With nothing to render and the last build's 404 page still there (or kept in the store),
  // no renderer is loaded: the server bundle and React were most of a build with nothing to do.
  const keptNotFound =
    render.length === 0 && options.previous?.notFound && (await exists(notFoundFile))
      ? options.previous.notFound
      : render.length === 0 && stored?.notFound
        ? await notFoundFromStore(options.pageStore!, stored.notFound, notFoundFile)
        : null;
  const rendering = keptNotFound
    ? Promise.resolve([])
    : renderShares(context, render, options.workers, options.warmRenderer);
  // Awaited below; until then, a failure must not count as unhandled.
  rendering.catch(() => undefined);
  const made = options.made && madePages(options.made);
  // The site-wide files need no rendered page: written while the pages render.
  const sharedFiles = ['404.html', ...(await writeSiteFiles(context, options, made))];
  const answers = await rendering;
  const notFoundLinks = keptNotFound
    ? { route: '/404', hrefs: keptNotFound.hrefs, ids: new Set(keptNotFound.ids) }
    : linksOf('/404', answers[0]!.notFound!.body);
  const rendered = answers.flatMap((answer) => answer.links);
  const documents = [...kept, ...rendered, notFoundLinks];
  const broken = brokenRenderedLinks(
    documents,
    options.knownBrokenLinks ?? [],
    options.redirects ?? [],
    (route) => {
      const kind = made?.kindOf(route.slice(1)).kind;
      return kind === 'coin' || kind === 'pair';
    },
  );
  if (broken.length > 0) throw new BrokenRenderedLinksError(broken);
  if (keptNotFound || !(await writeIfChanged(notFoundFile, answers[0]!.notFound!.document))) {
    await markNotFoundBuilt(notFoundFile);
  }
  if (options.pageStore) {
    await keepInStore(
      options.pageStore,
      distDir,
      render,
      hashes,
      rendered,
      keptNotFound ? null : notFoundLinks,
    );
  }
  return {
    sharedFiles,
    pages: options.pages.length,
    rendered: render.length,
    copied: stored?.kept.length ?? 0,
    removed: gone.length,
    record: {
      ...recordOf(options.pages, hashes, documents),
      notFound: { hrefs: notFoundLinks.hrefs, ids: [...notFoundLinks.ids] },
    },
  };
}

/**
 * The files the site has once whatever its pages: the sitemaps, robots.txt, the server's
 * content and what it makes pages on demand with, the coin search index. Returns their paths
 * relative to distDir.
 */
async function writeSiteFiles(
  context: RenderContext,
  options: PrerenderOptions,
  made: MadePages | undefined,
): Promise<string[]> {
  const { distDir, site, siteUrl } = context;
  const written: string[] = [];
  const writeShared = (name: string, text: string) => {
    written.push(name);
    return writeIfChanged(path.join(distDir, name), text);
  };
  const sitemaps = sitemapFiles(indexedPages(options.pages, made), siteUrl);
  await writeShared('sitemap.xml', sitemaps.index);
  await mkdir(path.join(distDir, 'sitemaps'), { recursive: true });
  for (const [name, xml] of sitemaps.files) await writeShared(name, xml);
  await writeShared('robots.txt', robotsTxt(siteUrl));
  const serverContent = serverContentOf(site, options.pages, options.articles, options.catalogue);
  await mkdir(path.dirname(path.join(distDir, SERVER_CONTENT_FILE)), { recursive: true });
  await writeShared(SERVER_CONTENT_FILE, JSON.stringify(serverContent));
  if (options.made) {
    written.push(...(await writeOnDemandFiles(context, options.made)));
    const index = coinSearchIndex(options.catalogue ?? options.made.catalogue);
    await writeShared(COIN_SEARCH_INDEX_PATH.slice(1), index);
  }
  return written;
}

/** The site's two files of a page: its HTML and its page data. */
const filesOf = (distDir: string, slug: string, hash: string): PageFiles => ({
  hash,
  html: htmlFileForSlug(distDir, slug),
  data: path.join(distDir, 'page-data', `${slug}.json`),
});

/**
 * Of the pages to render, those the store has are copied from it (with their links); the rest
 * are still to render. Also says whether the store has the 404 page.
 */
async function pagesFromStore(
  store: string,
  pages: readonly PageDefinition[],
  hashes: ReadonlyMap<string, string>,
  distDir: string,
) {
  const index = await readPageStore(store);
  const found = pages.filter((page) => index.has(hashes.get(page.slug)!));
  const missing = await takeFromStore(
    store,
    found.map((page) => filesOf(distDir, page.slug, hashes.get(page.slug)!)),
  );
  const kept: RenderedLinks[] = [];
  const render: PageDefinition[] = [];
  for (const page of pages) {
    const hash = hashes.get(page.slug)!;
    const links = missing.has(hash) ? undefined : index.get(hash);
    if (links)
      kept.push({ route: routeForSlug(page.slug), hrefs: links.hrefs, ids: new Set(links.ids) });
    else render.push(page);
  }
  return { kept, render, notFound: index.get(NOT_FOUND_KEY) };
}

/** The 404 page copied from the store with its links, or null when its file is gone. */
async function notFoundFromStore(store: string, links: StoredLinks, file: string) {
  const missing = await takeFromStore(store, [{ hash: NOT_FOUND_KEY, html: file }]);
  return missing.size === 0 ? links : null;
}

/** Keeps the pages this build rendered, and the 404 page when it rendered it, in the store. */
async function keepInStore(
  store: string,
  distDir: string,
  render: readonly PageDefinition[],
  hashes: ReadonlyMap<string, string>,
  rendered: readonly RenderedLinks[],
  notFound: RenderedLinks | null,
) {
  const byRoute = new Map(rendered.map((links) => [links.route, links]));
  const pages = render.map((page) => {
    const links = byRoute.get(routeForSlug(page.slug))!;
    const hash = hashes.get(page.slug)!;
    return { ...filesOf(distDir, page.slug, hash), hrefs: links.hrefs, ids: [...links.ids] };
  });
  if (notFound) {
    const { hrefs, ids } = notFound;
    pages.push({ hash: NOT_FOUND_KEY, html: path.join(distDir, '404.html'), hrefs, ids: [...ids] });
  }
  await addToStore(store, pages);
}

/** Renders the pages in one or more renderers; the first answer carries the 404 page. */
async function renderShares(
  context: RenderContext,
  render: PageDefinition[],
  workerOption: number | undefined,
  warm: WarmRenderer | null | undefined,
) {
  const workers = Math.max(1, workerOption ?? workerCount(render.length));
  // Interleaved shares, so each worker gets as many coin as pair pages. The first share also
  // renders the 404 page, so the main thread never loads a renderer besides the workers'.
  const shares: RenderShare[] = Array.from({ length: workers }, (_, index) => ({
    pages: render.filter((_page, position) => position % workers === index),
    notFoundPage: index === 0,
  }));
  if (workers > 1) return Promise.all(shares.map((share) => renderInWorker(context, share)));
  return warm?.ssrEntry === context.ssrEntry
    ? [await warm.render({ context, share: shares[0]! })]
    : [await renderPages(context, shares[0]!)];
}

function recordOf(
  pages: readonly PageDefinition[],
  hashes: ReadonlyMap<string, string>,
  documents: readonly RenderedLinks[],
): RenderRecord {
  const byRoute = new Map(documents.map((document) => [document.route, document]));
  const record: RenderRecord = { pages: {} };
  for (const { slug } of pages) {
    const links = byRoute.get(routeForSlug(slug))!;
    record.pages[slug] = { hash: hashes.get(slug)!, hrefs: links.hrefs, ids: [...links.ids] };
  }
  return record;
}

/**
 * What the server makes a page on its first request with: the same server bundle and
 * document context as the prerender, and the templates and coins the build made pages from.
 * Returns the files, relative to distDir.
 */
async function writeOnDemandFiles(context: RenderContext, made: MadeSource) {
  const { distDir, ssrEntry, site, siteUrl, template } = context;
  const inDist = (file: string) => path.join(distDir, file);
  await mkdir(path.dirname(inDist(ON_DEMAND_FILES.renderer)), { recursive: true });
  await cp(ssrEntry, inDist(ON_DEMAND_FILES.renderer));
  const code = Object.fromEntries(islandCode(await readManifest(distDir)));
  const documentContext: DocumentContext = { template, code, site: { ...site, siteUrl } };
  await writeIfChanged(inDist(ON_DEMAND_FILES.context), JSON.stringify(documentContext));
  await writeIfChanged(inDist(ON_DEMAND_FILES.made), JSON.stringify(made));
  return Object.values(ON_DEMAND_FILES);
}

/**
 * `npm start` takes the 404 page's time for the build's, to tell whether dist/ is stale. Its
 * compressed copies are of the same text, so they take the same time and stay valid.
 */
async function markNotFoundBuilt(file: string) {
  const now = new Date();
  await utimes(file, now, now);
  for (const copy of [`${file}.br`, `${file}.gz`]) {
    await utimes(copy, now, now).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}

/**
 * What the sitemaps list: every prerendered page (each worth a search result) and the made
 * pages the content's indexing rule names, each once.
 */
function indexedPages(pages: readonly PageDefinition[], made: MadePages | undefined) {
  const slugs = new Set(pages.map((page) => page.slug));
  if (made) for (const slug of made.indexedSlugs()) slugs.add(slug);
  return [...slugs].map((slug) => ({ slug }));
}
