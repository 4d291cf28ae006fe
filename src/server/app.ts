import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { buildCsp, cspSourcesFromConfig } from './csp';
import type { ServerConfig } from './config';
import { readOnlyOutsideApi, rejectUnsafePaths, securityHeaders } from './middleware';
import { createNewsApp, type KeywordLookup } from './news';
import { createMarketApp } from './market';

/** The built site's files, where the runtime serves them itself (Node). */
export interface SiteFiles {
  routes: Hono;
  notFound: (c: Context) => Response | Promise<Response>;
}

/**
 * What the app needs, handed in by the runtime's entry (src/server/node.ts on Node,
 * src/server/edge/worker.ts on Workers), so that this module imports nothing a runtime
 * lacks: no file system, no zlib.
 */
export interface AppOptions {
  config: ServerConfig;
  /** Which words a page's news is about, from the build's page data. */
  keywordsForSlug: KeywordLookup;
  /** Left out where a CDN or the platform's asset binding serves the files. */
  site?: SiteFiles;
  /** Compresses answers built at request time; left out where the platform compresses. */
  compress?: MiddlewareHandler;
}

export function createApp({ config, keywordsForSlug, site, compress }: AppOptions) {
  const app = new Hono();
  app.use(securityHeaders(buildCsp(cspSourcesFromConfig({ ...config.public }))));
  app.use(rejectUnsafePaths());
  app.use(readOnlyOutsideApi());
  if (compress) app.use(compress);
  app.onError((error, c) => {
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return c.text('Internal Server Error', 500, { 'Cache-Control': 'no-store' });
  });

  // Fetched by every page view; the values change only when the server restarts.
  app.get('/api/config', (c) =>
    c.json(config.public, 200, { 'Cache-Control': 'public, max-age=300' }),
  );
  app.route('/api/news', createNewsApp({ feeds: config.newsFeeds, keywordsForSlug }));
  app.route('/api/market', createMarketApp(config.market));

  // API areas go above this line: the site's files answer every other GET.
  if (site) app.route('/', site.routes);

  app.notFound((c) => {
    if (c.req.path.startsWith('/api/')) return c.json({ error: 'Not found' }, 404);
    return site ? site.notFound(c) : c.text('404 Page Not Found', 404);
  });

  return app;
}
