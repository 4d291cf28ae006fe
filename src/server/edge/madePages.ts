import { Hono, type Context } from 'hono';
import { lowerCasedPageAddress, slugForPath } from '../../engine/routes';
import { movedPermanently } from '../middleware';
import {
  MADE_PAGE_CACHE_CONTROL,
  ON_DEMAND_FILES,
  type MadeAnswer,
  type MakePage,
  type RendererBundle,
} from '../onDemand';

/**
 * The Worker's made pages: an address the platform found no file for is made here by the
 * build's own server bundle from the files the build wrote, or answered with the 404 page.
 * The platform cache (caches.default, see sharedCache.ts) keeps what is made, as
 * MADE_PAGE_CACHE_CONTROL allows; within an isolate nothing more is kept.
 */
export function madePageRoutes(
  renderer: RendererBundle,
  readAsset: (file: string) => Promise<Response>,
  notFound: (c: Context) => Response | Promise<Response>,
) {
  let maker: Promise<MakePage> | undefined;
  const makePage = () => {
    maker ??= Promise.all([
      renderer.prepareRender(),
      readJson(readAsset, ON_DEMAND_FILES.context),
      readJson(readAsset, ON_DEMAND_FILES.made),
    ]).then(
      ([, context, made]): MakePage =>
        // A build that wrote no made-page files (an older one) has no page to make.
        context && made ? renderer.createOnDemandPages(context, made) : () => null,
      (error: unknown) => {
        maker = undefined;
        throw error;
      },
    );
    return maker;
  };
  const made = async (slug: string | null): Promise<MadeAnswer> =>
    slug && slug !== '404' ? (await makePage())(slug) : null;

  const routes = new Hono();
  routes.get('/page-data/:file{[a-z0-9-]+\\.json}', async (c) => {
    const answer = await made(c.req.param('file').replace(/\.json$/, ''));
    if (answer && 'redirect' in answer) return c.redirect(`/page-data${answer.redirect}.json`, 301);
    if (!answer || !('data' in answer)) {
      return c.json(null, 404, { 'Cache-Control': 'public, max-age=0, must-revalidate' });
    }
    return c.body(answer.data, 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': MADE_PAGE_CACHE_CONTROL,
    });
  });
  routes.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    const lowered = lowerCasedPageAddress(c.req.path);
    if (lowered) return movedPermanently(c, lowered);
    const answer = await made(slugForPath(c.req.path));
    if (answer && 'redirect' in answer) return movedPermanently(c, answer.redirect);
    if (answer && 'notFound' in answer) {
      return c.body(answer.notFound, 404, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'public, max-age=0, must-revalidate',
      });
    }
    if (!answer) return notFound(c);
    return c.body(answer.document, 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': MADE_PAGE_CACHE_CONTROL,
    });
  });
  return routes;
}

/** A JSON file the build wrote, through the asset binding; null when the build wrote none. */
export async function readJson(readAsset: (file: string) => Promise<Response>, file: string) {
  const response = await readAsset(file);
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`${file} answered ${response.status}; deploy a full build.`);
  }
  return (await response.json()) as never;
}
