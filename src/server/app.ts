import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { buildCsp, cspSourcesFromConfig } from './csp';
import type { ServerConfig } from './config';
import type { ServerContent } from './content';
import {
  headersFor,
  policyHeaders,
  readOnlyOutsideApi,
  rejectUnsafePaths,
  securityHeaders,
} from './middleware';
import { createNewsApp, firstKeywords, keywordsFromIndex, type KeywordLookup } from './news';
import { createMarketApp } from './market';
import { createTrackApp } from './track';
import type { Compressor } from './precompressed';
import type { ClientLimiter } from './fairShare';

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
  /** What the build wrote for the server (dist/_server/content.json): keywords, articles, coin ids. */
  content: ServerContent;
  /** Left out where a CDN or the platform's asset binding serves the files. */
  site?: SiteFiles;
  /** Compresses answers built at request time; left out where the platform compresses. */
  compress?: MiddlewareHandler;
  /** Makes the compressed forms kept with cached API answers; left out likewise. */
  precompress?: Compressor;
  /**
   * The address of the client that sent a request, as the runtime knows it (the socket's
   * peer on Node, CF-Connecting-IP on Workers); each client's fair share is counted by it.
   */
  clientAddress?: (c: Context) => string | undefined;
  /** The platform's own per-client limits, in place of the in-memory token buckets. */
  clientLimiters?: { track?: ClientLimiter; market?: ClientLimiter };
  /** The news keywords of the pages made on demand, which the build's content does not list. */
  madeKeywords?: KeywordLookup;
}

/**
 * The last X-Forwarded-For entry is the one the trusted proxy added: the address it was
 * reached from. Entries before it are whatever the client wrote.
 */
export function forwardedClient(header: string | undefined): string | undefined {
  const last = header?.split(',').pop()?.trim();
  return last ? last : undefined;
}

export function createApp({
  config,
  content,
  site,
  compress,
  precompress,
  clientAddress = () => undefined,
  clientLimiters = {},
  madeKeywords,
}: AppOptions) {
  const app = new Hono();
  // Requests whose address nobody knows (a test's app.request) share one client.
  const clientOf = (c: Context) =>
    (config.trustForwardedFor && forwardedClient(c.req.header('x-forwarded-for'))) ||
    clientAddress(c) ||
    'unknown';
  const csp = buildCsp(cspSourcesFromConfig({ ...config.public }));
  const headerOptions = { trustForwardedProto: config.trustForwardedProto ?? false };
  app.use(securityHeaders(csp, headerOptions));
  app.use(rejectUnsafePaths());
  app.use(readOnlyOutsideApi());
  if (compress) app.use(compress);
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
      keywordsForSlug: firstKeywords(
        keywordsFromIndex(content.keywordsBySlug),
        ...(madeKeywords ? [madeKeywords] : []),
      ),
      builtin: content.articles,
      compress: precompress,
    }),
  );
  app.route(
    '/api/market',
    createMarketApp(
      { ...config.market, coinIds: content.coinIds, compress: precompress },
      { clientOf, clientLimiter: clientLimiters.market },
    ),
  );
  if (config.track) {
    app.route(
      '/api/track',
      createTrackApp(config.track, { clientOf, clientLimiter: clientLimiters.track }),
    );
  }

  // API areas go above this line: the site's files answer every other GET.
  if (site) app.route('/', site.routes);

  app.notFound((c) => {
    if (c.req.path.startsWith('/api/')) return c.json({ error: 'Not found' }, 404);
    return site ? site.notFound(c) : c.text('404 Page Not Found', 404);
  });

  return app;
}
