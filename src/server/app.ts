import { Hono } from 'hono';
import { buildCsp, cspSourcesFromConfig } from './csp';
import { loadServerConfig, type ServerConfig } from './config';
import {
  compressResponses,
  readOnlyOutsideApi,
  rejectUnsafePaths,
  securityHeaders,
} from './middleware';
import { readServerContent, type ServerContent } from './content';
import { createNewsApp, keywordsFromIndex } from './news';
import { staticSite } from './static-site';
import { createMarketApp } from './market';

export interface ServerOptions {
  /** The prerendered site: dist/ of `npm run build`. Left out where a CDN serves the files. */
  distDir?: string;
  /** What the build wrote for the server; read from distDir when left out. */
  content?: ServerContent;
  config?: ServerConfig;
}

export function createApp({ distDir, content, config }: ServerOptions = {}) {
  if (!content && !distDir)
    throw new Error('createApp needs distDir or the content the build wrote.');
  const serverContent = content ?? readServerContent(distDir!);
  config ??= loadServerConfig(process.env, serverContent.providers);
  const app = new Hono();
  app.use(securityHeaders(buildCsp(cspSourcesFromConfig({ ...config.public }))));
  app.use(rejectUnsafePaths());
  app.use(readOnlyOutsideApi());
  app.use(compressResponses());
  app.onError((error, c) => {
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return c.text('Internal Server Error', 500, { 'Cache-Control': 'no-store' });
  });

  // Fetched by every page view; the values change only when the server restarts.
  app.get('/api/config', (c) =>
    c.json(config.public, 200, { 'Cache-Control': 'public, max-age=300' }),
  );
  app.route(
    '/api/news',
    createNewsApp({
      feeds: config.newsFeeds,
      keywordsForSlug: keywordsFromIndex(serverContent.keywordsBySlug),
      builtin: serverContent.articles,
    }),
  );
  app.route('/api/market', createMarketApp(config.market));

  // API areas go above this line: the site's files answer every other GET.
  const site = distDir ? staticSite(distDir) : null;
  if (site) app.route('/', site.routes);

  app.notFound((c) => {
    if (c.req.path.startsWith('/api/')) return c.json({ error: 'Not found' }, 404);
    return site ? site.notFound(c) : c.text('404 Page Not Found', 404);
  });

  return app;
}
