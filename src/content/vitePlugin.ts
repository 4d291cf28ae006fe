import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';
import { DEFAULT_CONTENT_DIR } from './collections';
import type { Content } from './loadContent';

/** What the browser bundle is made of: the validated content, without the report. */
type BrowserContent = Pick<Content, 'site' | 'pages' | 'articles' | 'redirects'>;

/**
 * Reads the folder in a child process: the validator loads each block's checks on demand,
 * which the bundled Vite config cannot follow.
 */
async function loadInChild(dir: string): Promise<BrowserContent> {
  const script = path.join(import.meta.dirname, 'printContent.ts');
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, dir], {
    maxBuffer: 512 * 1024 * 1024,
  });
  const answer = JSON.parse(stdout) as
    ({ ok: true } & BrowserContent) | { ok: false; message: string };
  if (!answer.ok) throw new Error(`The content in ${dir} has errors:\n${answer.message}`);
  return answer;
}

export const SITE_DATA_MODULE = 'virtual:site-data';
export const NEWS_ARTICLES_MODULE = 'virtual:news-articles';

const virtualModules = [SITE_DATA_MODULE, NEWS_ARTICLES_MODULE];
const resolved = (id: string) => `\0${id}`;

export interface ContentPluginOptions {
  /** The content folder; the repository's own by default. */
  dir?: string;
  /** Content the caller already loaded (the build), so it is not read twice. */
  content?: Content;
  /** Overrides the site file's siteUrl in what the browser gets (SITE_URL at build time). */
  siteUrl?: string;
}

/**
 * The browser's only way to content: site data and the built-in articles become modules of
 * the build, made from the loaded and validated content folder. In `npm run dev` it also
 * answers /page-data/<slug>.json from the same content, and reloads the page when a content
 * file changes.
 */
export function contentPlugin({
  dir = DEFAULT_CONTENT_DIR,
  content,
  siteUrl,
}: ContentPluginOptions = {}): Plugin {
  let loaded: Promise<BrowserContent> | undefined = content && Promise.resolve(content);
  const current = () => (loaded ??= loadInChild(dir));

  return {
    name: 'site-content',
    resolveId: (id) => (virtualModules.includes(id) ? resolved(id) : undefined),
    async load(id) {
      if (id === resolved(SITE_DATA_MODULE)) {
        const { site } = await current();
        const browserSite = siteUrl ? { ...site, siteUrl } : site;
        return `export default ${JSON.stringify(browserSite)};`;
      }
      if (id === resolved(NEWS_ARTICLES_MODULE)) {
        return `export default ${JSON.stringify((await current()).articles)};`;
      }
      return undefined;
    },
    configureServer(server) {
      const root = path.resolve(dir);
      server.watcher.add(root);
      const onChange = (file: string) => {
        if (!path.resolve(file).startsWith(root + path.sep)) return;
        loaded = undefined;
        for (const id of virtualModules) {
          const module = server.moduleGraph.getModuleById(resolved(id));
          if (module) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);

      server.middlewares.use(async (req, res, next) => {
        try {
          // The same moves as the production server: pair addresses with a hand-written page.
          const address = (req.url ?? '').split('?')[0];
          const moved = (await current()).redirects.find(({ from }) => from === address);
          if (moved) {
            res.statusCode = 301;
            res.setHeader('Location', moved.to);
            res.end();
            return;
          }
        } catch (error) {
          next(error);
          return;
        }
        const slug = /^\/page-data\/([a-z0-9-]+)\.json$/.exec(req.url ?? '')?.[1];
        if (!slug) return next();
        try {
          const page = (await current()).pages.find((candidate) => candidate.slug === slug);
          res.setHeader('Content-Type', 'application/json');
          res.statusCode = page ? 200 : 404;
          res.end(JSON.stringify(page ?? null));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
