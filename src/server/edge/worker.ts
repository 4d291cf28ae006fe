import { Hono, type ExecutionContext } from 'hono';
import { createApp } from '../app';
import { loadServerConfig } from '../config';
import { SERVER_CONTENT_FILE, type ServerContent } from '../content';
import { platformClientLimiter, type PlatformRateLimit } from '../fairShare';
import { HSTS_HEADER, policyHeaders } from '../middleware';
import { answerThroughCache, sharedCacheKey } from './sharedCache';
import { madePageRoutes, readJson } from './madePages';
import { ON_DEMAND_FILES, type RendererBundle } from '../onDemand';
import { keywordsOfMadePages } from '../news';

/** The platform's static-asset binding: the files of dist/, as wrangler.jsonc uploads them. */
interface AssetFetcher {
  fetch(request: Request): Promise<Response>;
}

/** The bindings wrangler.jsonc declares; its vars (and secrets) are the Node server's environment variables. */
export interface WorkerEnv {
  ASSETS: AssetFetcher;
  /** Cloudflare's Rate Limiting bindings: each client address's share of an upstream budget. */
  TRACK_CLIENT_LIMITER?: PlatformRateLimit;
  MARKET_CLIENT_LIMITER?: PlatformRateLimit;
  [variable: string]: unknown;
}

/**
 * The platform's per-client limits, shared by every instance in a location, where
 * wrangler.jsonc binds them; without a binding each instance keeps its own token buckets.
 */
function clientLimiters(env: WorkerEnv) {
  return {
    track: env.TRACK_CLIENT_LIMITER && platformClientLimiter(env.TRACK_CLIENT_LIMITER),
    market: env.MARKET_CLIENT_LIMITER && platformClientLimiter(env.MARKET_CLIENT_LIMITER),
  };
}

function stringVars(env: WorkerEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

const assetUrl = (pathname: string) => new Request(`https://assets.local${pathname}`);

/** What the build wrote for the server, read through the asset binding instead of the disk. */
async function contentFromAssets(assets: AssetFetcher): Promise<ServerContent> {
  const response = await assets.fetch(assetUrl(`/${SERVER_CONTENT_FILE}`));
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`${SERVER_CONTENT_FILE} answered ${response.status}; deploy a full build.`);
  }
  return (await response.json()) as ServerContent;
}

/**
 * The site's 404 page for the addresses wrangler.jsonc sends here besides /api/*: the
 * server's own folder, which the platform would otherwise serve, as the Node server does not.
 */
function assetsNotFound(assets: AssetFetcher) {
  return async () => {
    // /404, not /404.html: the assets' html_handling redirects the latter.
    const page = await assets.fetch(assetUrl('/404'));
    return new Response(page.ok ? page.body : '404 Page Not Found', {
      status: 404,
      headers: { 'Content-Type': page.headers.get('Content-Type') ?? 'text/plain; charset=utf-8' },
    });
  };
}

interface Running {
  app: ReturnType<typeof createApp>;
  cacheKey: ReturnType<typeof sharedCacheKey>;
}

/**
 * The Cloudflare Worker that wrangler.jsonc deploys (src/entry-edge.ts hands in the build's
 * server bundle): the platform serves dist/ and sends here /api/*, /_server/* and every
 * address with no file, which is a page made on demand or the 404 page. Its in-memory caches
 * live as long as the isolate, with caches.default in front so that every instance in a data
 * centre shares one answer.
 */
export function createWorker(renderer?: RendererBundle) {
  let running: Promise<Running> | undefined;

  /** One app per isolate, built once from the deployed content; a failed read is tried again. */
  const start = (env: WorkerEnv): Promise<Running> => {
    running ??= contentFromAssets(env.ASSETS).then(
      (content) => {
        const notFound = assetsNotFound(env.ASSETS);
        const readAsset = (file: string) => env.ASSETS.fetch(assetUrl(`/${file}`));
        const routes = renderer ? madePageRoutes(renderer, readAsset, notFound) : new Hono();
        return {
          app: createApp({
            config: loadServerConfig(stringVars(env), content.providers),
            content,
            site: { routes, notFound },
            // Cloudflare sets it to the visitor's address; a client cannot choose it.
            clientAddress: (c) => c.req.header('cf-connecting-ip'),
            clientLimiters: clientLimiters(env),
            ...(renderer && {
              madeKeywords: keywordsOfMadePages(() => readJson(readAsset, ON_DEMAND_FILES.made)),
            }),
          }),
          cacheKey: sharedCacheKey(content.coinIds),
        };
      },
      (error: unknown) => {
        running = undefined;
        throw error;
      },
    );
    return running;
  };

  return {
    fetch: (request: Request, env: WorkerEnv, context: ExecutionContext) =>
      answer(start, request, env, context),
  };
}

async function answer(
  start: (env: WorkerEnv) => Promise<Running>,
  request: Request,
  env: WorkerEnv,
  context: ExecutionContext,
): Promise<Response> {
  let started: Running;
  try {
    started = await start(env);
  } catch (error) {
    console.error('The worker could not start:', error);
    // No provider settings without the content: the strictest policy, as a JSON error needs none.
    const https = new URL(request.url).protocol === 'https:';
    return Response.json(
      { error: 'The server could not read the site’s content.' },
      {
        status: 503,
        headers: {
          'Cache-Control': 'no-store',
          ...policyHeaders("default-src 'none'; frame-ancestors 'none'"),
          ...(https ? HSTS_HEADER : {}),
        },
      },
    );
  }
  const cache = (caches as CacheStorage & { default: Cache }).default;
  return answerThroughCache(
    request,
    cache,
    context,
    async () => started.app.fetch(request, env, context),
    Date.now,
    started.cacheKey,
  );
}
