import type { ExecutionContext } from 'hono';
import type { PageDefinition } from '../../engine/types';
import { createApp } from '../app';
import { loadServerConfig } from '../config';
import { keywordsFromPageData, type PageDataReader } from '../news/keywords';
import { answerThroughCache } from './sharedCache';

/** The platform's static-asset binding: the files of dist/, as wrangler.jsonc uploads them. */
interface AssetFetcher {
  fetch(request: Request): Promise<Response>;
}

/** The bindings wrangler.jsonc declares; its vars (and secrets) are the Node server's environment variables. */
export interface WorkerEnv {
  ASSETS: AssetFetcher;
  [variable: string]: unknown;
}

function stringVars(env: WorkerEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The build's page-data/<slug>.json, read through the asset binding instead of the disk. */
function pageDataFromAssets(assets: AssetFetcher): PageDataReader {
  return async (slug) => {
    const response = await assets.fetch(new Request(`https://assets.local/page-data/${slug}.json`));
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    return (await response.json()) as PageDefinition | null;
  };
}

let app: ReturnType<typeof createApp> | undefined;

/**
 * The Cloudflare Worker that wrangler.jsonc deploys: the platform serves dist/ and sends
 * /api/* here. One app per isolate (its in-memory caches live as long as the isolate), with
 * caches.default in front so that every instance in a data centre shares one answer.
 */
export default {
  fetch(request: Request, env: WorkerEnv, context: ExecutionContext): Promise<Response> {
    app ??= createApp({
      config: loadServerConfig(stringVars(env)),
      keywordsForSlug: keywordsFromPageData(pageDataFromAssets(env.ASSETS)),
    });
    const built = app;
    const cache = (caches as CacheStorage & { default: Cache }).default;
    return answerThroughCache(request, cache, context, async () =>
      built.fetch(request, env, context),
    );
  },
};
