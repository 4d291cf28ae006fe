import { Hono } from 'hono';
import { buildCsp, cspSourcesFromConfig } from './csp';
import { loadServerConfig, type ServerConfig } from './config';
import {
  compressResponses,
  headersFor,
  policyHeaders,
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
  const csp = buildCsp(cspSourcesFromConfig({ ...config.public }));
  const headerOptions = { trustForwardedProto: config.trustForwardedProto ?? false };
  app.use(securityHeaders(csp, headerOptions));
  app.use(rejectUnsafePaths());
  app.use(readOnlyOutsideApi());
  app.use(compressResponses());
  // An error can escape past the middleware that adds the security headers, so they are
  // set here too; the details stay in the log.
  app.onError((error, c) => {
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    const headers = {
      ...headersFor(c, policyHeaders(csp), headerOptions),
      'Cache-Control': 'no-store',
    };
    return c.req.path.startsWith('/api/')
      ? c.json({ error: 'The server failed to answer this request.' }, 500, headers)
      : c.text('Internal Server Error', 500, headers);
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
  app.route('/api/market', createMarketApp({ ...config.market, coinIds: serverContent.coinIds }));

  // API areas go above this line: the site's files answer every other GET.
  const site = distDir ? staticSite(distDir) : null;
  if (site) app.route('/', site.routes);

  app.notFound((c) => {
    if (c.req.path.startsWith('/api/')) return c.json({ error: 'Not found' }, 404);
    return site ? site.notFound(c) : c.text('404 Page Not Found', 404);
  });

  return app;
}
