import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';
import {
  lowerCasedPageAddress,
  movedTo,
  pageDataUrl,
  pageSlugForRequest,
  slugForPageData,
} from '../engine/routes';
import { DEFAULT_CONTENT_DIR } from './collections';
import type { Content } from './loadContent';
import { madePages, type MadePages } from './madePages';
import { splitSiteData } from '../site/siteParts';
import { UPLOADS_FOLDER } from './uploads';
import {
  CONTENT_CHANGED_EVENT,
  CONTENT_WARNINGS_EVENT,
  CONTENT_WARNINGS_WANTED_EVENT,
  type ContentWarnings,
} from './devEvents';

/**
 * What the dev server serves: the validated content, without the report, and what the
 * production server makes its on-demand pages from.
 */
export type BrowserContent = Pick<Content, 'site' | 'pages' | 'articles' | 'redirects' | 'made'>;

/** What the bundles are made of: the site data and the built-in articles, and no page. */
export type BundledContent = Pick<Content, 'site' | 'articles'>;

interface ErrorLocation {
  file: string;
  line: number;
  column: number;
}

/** The validator's report on a folder with errors, and where the first one is. */
class ContentProblems extends Error {
  constructor(
    message: string,
    readonly loc?: ErrorLocation,
    readonly frame?: string,
    readonly warnings?: string,
  ) {
    super(message);
  }
}

/**
 * Reads the folder in a child process: the validator loads each block's checks on demand,
 * which the bundled Vite config cannot follow.
 */
async function loadInChild(dir: string): Promise<BrowserContent & { warnings?: string }> {
  // The app's entry, not this layer's: it hands the validator the site's block checks.
  const script = path.join(import.meta.dirname, '..', 'entry-content.ts');
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, dir], {
    maxBuffer: 512 * 1024 * 1024,
  });
  const answer = JSON.parse(stdout) as
    | ({ ok: true; warnings?: string } & BrowserContent)
    | { ok: false; message: string; loc?: ErrorLocation; frame?: string; warnings?: string };
  if (!answer.ok) {
    throw new ContentProblems(answer.message, answer.loc, answer.frame, answer.warnings);
  }
  return answer;
}

export const SITE_DATA_MODULE = 'virtual:site-data';
export const SITE_CATALOGUE_MODULE = 'virtual:site-catalogue';
export const SWAP_COINS_MODULE = 'virtual:site-swap-coins';
export const NEWS_ARTICLES_MODULE = 'virtual:news-articles';

const siteModules = [SITE_DATA_MODULE, SITE_CATALOGUE_MODULE, SWAP_COINS_MODULE];
const virtualModules = [...siteModules, NEWS_ARTICLES_MODULE];
const resolved = (id: string) => `\0${id}`;

/**
 * What the content plugin offers the rest of the Vite setup: the dev server's API answers
 * from the same content the pages are drawn from.
 */
export interface ContentPluginApi {
  content(): Promise<BrowserContent>;
}

export interface ContentPluginOptions {
  /** The content folder; the repository's own by default. */
  dir?: string;
  /** Content the caller already loaded (the build), so it is not read twice. */
  content?: BundledContent;
  /** Overrides the site file's siteUrl in what the browser gets (SITE_URL at build time). */
  siteUrl?: string;
}

/**
 * The browser's only way to content: site data and the built-in articles become modules of
 * the build, made from the loaded and validated content folder. In `npm run dev` it also
 * answers /page-data/<slug>.json from the same content and validates every change to the
 * content folder: problems go to the terminal and the browser's error overlay, and open pages
 * hear when the content passes again, to reload with the new data.
 */
export function contentPlugin({
  dir = DEFAULT_CONTENT_DIR,
  content,
  siteUrl,
}: ContentPluginOptions = {}): Plugin & { api: ContentPluginApi } {
  let loaded: Promise<BrowserContent> | undefined;
  const current = () => (loaded ??= loadInChild(dir));
  const bundled = (): Promise<BundledContent> => (content ? Promise.resolve(content) : current());

  const api: ContentPluginApi = { content: current };
  return {
    name: 'site-content',
    api,
    resolveId: (id) => (virtualModules.includes(id) ? resolved(id) : undefined),
    async load(id) {
      if (siteModules.some((name) => id === resolved(name))) {
        // What only editors need stays out of the bundle.
        const { $schema: _schema, ...site } = (await bundled()).site;
        const parts = splitSiteData(siteUrl ? { ...site, siteUrl } : site);
        const part =
          id === resolved(SITE_DATA_MODULE)
            ? parts.shell
            : id === resolved(SWAP_COINS_MODULE)
              ? parts.swapCoins
              : parts.catalogue;
        return `export default ${JSON.stringify(part)};`;
      }
      if (id === resolved(NEWS_ARTICLES_MODULE)) {
        return `export default ${JSON.stringify((await bundled()).articles)};`;
      }
      return undefined;
    },
    configureServer(server) {
      const root = path.resolve(dir);
      server.watcher.add(root);
      const { logger } = server.config;
      /** The content's problems while it has any; the pages keep the last good content. */
      let problems: ContentProblems | undefined;
      /** Whether the folder has passed since the server started, so that pages have had data. */
      let passedOnce = false;
      let latest = 0;
      /** The warnings last printed: a save that changes none of them prints them once. */
      let shownWarnings: string | undefined;
      const showWarnings = (warnings: string | undefined) => {
        if (warnings && warnings !== shownWarnings) logger.warn(warnings, { timestamp: true });
        shownWarnings = warnings;
        const payload: ContentWarnings = { text: warnings ?? '' };
        server.ws.send(CONTENT_WARNINGS_EVENT, payload);
      };
      // Each page asks as it starts: one opened after the last check gets the warnings too.
      server.ws.on(CONTENT_WARNINGS_WANTED_EVENT, (_data, client) => {
        const payload: ContentWarnings = { text: shownWarnings ?? '' };
        client.send(CONTENT_WARNINGS_EVENT, payload);
      });

      const showProblems = () => {
        if (!problems) return;
        server.ws.send({
          type: 'error',
          err: {
            message: problems.message,
            stack: '',
            plugin: 'site-content',
            id: problems.loc?.file,
            loc: problems.loc,
            frame: problems.frame,
          },
        });
      };

      /**
       * One check at a time for changes: a save writes a temporary file and renames it, and a
       * rename or a Publish rewrites several files, so changes come in bursts. A check for
       * each, all at once on two cores, kept a renamed page's move from the pages for 20 s.
       * A change made while a check runs starts one more when it ends, which sees them all.
       */
      let checking = false;
      let changedSince = false;

      /**
       * Every content change is validated. With errors, the terminal and the browser's
       * overlay show the validator's lines; once they are fixed, open pages reload with the
       * new data, once for a burst of changes. Only the newest answer counts: the check at
       * start can overlap the first change's.
       */
      const check = async (onStart: boolean) => {
        const mine = ++latest;
        const next = loadInChild(dir);
        if (onStart) loaded = next;
        try {
          const content = await next;
          if (mine !== latest || changedSince) return;
          showWarnings(content.warnings);
          if (problems) logger.info('content: no errors any more', { timestamp: true });
          problems = undefined;
          const firstGood = !passedOnce;
          passedOnce = true;
          loaded = Promise.resolve(content);
          if (onStart) return;
          for (const id of virtualModules) {
            const module = server.moduleGraph.getModuleById(resolved(id));
            if (module) server.moduleGraph.invalidateModule(module);
          }
          // Pages opened while the folder had never passed have no app to hear the news: the
          // site's data failed to load under the overlay. They load again from the start.
          if (firstGood) server.ws.send({ type: 'full-reload', path: '*' });
          else server.ws.send(CONTENT_CHANGED_EVENT);
        } catch (error) {
          if (mine !== latest || changedSince) return;
          problems =
            error instanceof ContentProblems
              ? error
              : new ContentProblems(error instanceof Error ? error.message : String(error));
          logger.error(problems.message, { timestamp: true });
          showWarnings(problems.warnings);
          showProblems();
        }
      };
      void check(true);

      const checkChanges = async () => {
        changedSince = true;
        if (checking) return;
        checking = true;
        while (changedSince) {
          changedSince = false;
          await check(false);
        }
        checking = false;
      };

      const uploads = path.join(root, UPLOADS_FOLDER) + path.sep;
      const onChange = (file: string) => {
        const changed = path.resolve(file);
        // An upload changes no page (a page naming it is saved next), and a reload for it
        // would take the page editor away from the form the logo was just put into.
        if (changed.startsWith(uploads)) return;
        if (changed.startsWith(root + path.sep)) void checkChanges();
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      // A page opened or reloaded while the content has errors shows them too.
      server.ws.on('connection', showProblems);

      /** The made pages of the content last read, kept until the content changes. */
      let made: { of: BrowserContent; pages: MadePages } | undefined;
      const madePagesOf = (content: BrowserContent) => {
        if (made?.of !== content) made = { of: content, pages: madePages(content.made) };
        return made.pages;
      };

      server.middlewares.use(async (req, res, next) => {
        const address = (req.url ?? '').split('?')[0]!;
        const dataSlug = slugForPageData(address);
        const moveTo = (location: string) => {
          res.statusCode = 301;
          res.setHeader('Location', location);
          res.end();
        };
        let content: BrowserContent;
        try {
          content = await current();
        } catch {
          // The folder has had errors since the server started, so there is no page to give.
          // Vite's own client still loads, and its overlay shows the validator's report.
          if (!dataSlug) return next();
          res.statusCode = 503;
          res.setHeader('Content-Type', 'application/json');
          res.end('null');
          return;
        }
        try {
          // The production server's moves, asked the same way: former and covered pair
          // addresses, and their page data.
          const moved = movedTo(
            address,
            new Map(content.redirects.map(({ from, to }) => [from, to])),
          );
          if (moved) return moveTo(moved);
          const lowered = lowerCasedPageAddress(address);
          if (lowered) return moveTo(lowered + (req.url ?? '').slice(address.length));
          // A catalogue coin, a pair of any two coins, or an alias that moves to one: made
          // here as the production server makes it on its first request.
          const slug = dataSlug ?? pageSlugForRequest(address);
          const written = slug && content.pages.find((candidate) => candidate.slug === slug);
          const found = slug && !written ? madePagesOf(content).lookup(slug) : null;
          if (found && 'redirect' in found) {
            return moveTo(dataSlug ? pageDataUrl(found.redirect.slice(1)) : found.redirect);
          }
          if (!dataSlug) return next();
          const page = written || (found && found.page);
          res.setHeader('Content-Type', 'application/json');
          res.statusCode = page ? 200 : 404;
          res.end(JSON.stringify(page || null));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
