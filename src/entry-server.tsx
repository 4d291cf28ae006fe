import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App, loadShellCode } from './App';
import { blockRegistry, siteBlocks } from './blocks';
import type { InitialPage } from './engine/initialPage';
import { PrerenderProvider, type Prerender } from './engine/ownRoot';
import { IslandTree, islandIdPrefix } from './shell/islandTree';
import type { SiteData } from './types/siteData';
import { createEmotionCache } from './theme/emotionCache';
import { documentRenderer, publicPageData, type DocumentContext } from './pageDocument';
import { madePages, type MadeSource } from './content/madePages';
import { makeCoinSuggester } from './catalogue/suggest';
import { routeForSlug } from './engine/routes';

export interface RenderedPage {
  html: string;
  /** The <style> tags with every rule the markup uses, for the document's <head>. */
  styleTags: string;
}

/** Loads every island's code once, so that each page then renders synchronously. */
export const prepareRender = () =>
  Promise.all([siteBlocks.preload(Object.keys(blockRegistry)), loadShellCode()]).then(
    () => undefined,
  );

/**
 * Renders a page's body. `codeAddress` says where the build put each block type's code, which
 * a waking island's wrapper carries; without it (a test) the wrappers name none.
 */
export function renderPage(
  url: string,
  initialPage: InitialPage,
  site: SiteData,
  codeAddress: Prerender['codeAddress'] = () => undefined,
): RenderedPage {
  // A fresh cache per page, so one page's rules never leak into the next page's <head>.
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  // A block's island is a root of its own in the browser, so it is one here too (ownRoot.tsx).
  const prerender: Prerender = {
    renderAlone: (id, content) =>
      renderToString(
        <IslandTree cache={cache} site={site}>
          {content}
        </IslandTree>,
        { identifierPrefix: islandIdPrefix(id) },
      ),
    codeAddress,
  };
  let html: string;
  try {
    html = renderToString(
      <StrictMode>
        <CacheProvider value={cache}>
          <StaticRouter location={url}>
            <PrerenderProvider value={prerender}>
              <App initialPage={initialPage} site={site} />
            </PrerenderProvider>
          </StaticRouter>
        </CacheProvider>
      </StrictMode>,
    );
  } catch (error) {
    // No page ships without its content: the build stops, naming the address.
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${url} failed to render on the server: ${reason}`, { cause: error });
  }
  return { html, styleTags: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}

/** Renders whole documents from this bundle, for the prerender and the server alike. */
export const createDocumentRenderer = (context: DocumentContext) =>
  documentRenderer(renderPage, context);

/** Longer than a coin's name: a longer unknown address gets the plain 404 page, unread. */
const MAX_SUGGESTED_ADDRESS = 40;

/**
 * The server's maker of pages nobody prerendered: the address's page from the build's own
 * templates and coins, rendered as the prerender renders it (see src/server/onDemand.ts). An
 * unknown address that is one slip from a coin (/dogecoim) gets the 404 page naming it.
 */
export function createOnDemandPages(context: DocumentContext, made: MadeSource) {
  const render = createDocumentRenderer(context);
  const pages = madePages(made);
  const suggest = makeCoinSuggester([...made.coins, ...made.catalogue]);
  return (slug: string) => {
    const found = pages.lookup(slug);
    if (found && 'redirect' in found) return found;
    if (!found) {
      const near = slug.length <= MAX_SUGGESTED_ADDRESS ? suggest(slug) : [];
      if (near.length === 0) return null;
      const suggestions = near.map(({ slug: coinSlug, name }) => ({ slug: coinSlug, name }));
      return { notFound: render(routeForSlug(slug), slug, null, suggestions).document };
    }
    const page = publicPageData(found.page);
    return {
      document: render(routeForSlug(slug), slug, page).document,
      data: JSON.stringify(page),
    };
  };
}
