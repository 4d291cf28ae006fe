import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { blockRegistry, siteBlocks } from './blocks';
import type { InitialPage } from './engine/initialPage';
import type { SiteData } from './engine/types';
import { createEmotionCache } from './theme/emotionCache';

export interface RenderedPage {
  html: string;
  /** The <style> tags with every rule the markup uses, for the document's <head>. */
  styleTags: string;
}

/** Loads every block's code once, so that each page then renders synchronously. */
export const prepareRender = () => siteBlocks.preload(Object.keys(blockRegistry));

export function renderPage(url: string, initialPage: InitialPage, site: SiteData): RenderedPage {
  // A fresh cache per page, so one page's rules never leak into the next page's <head>.
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <StaticRouter location={url}>
          <App initialPage={initialPage} site={site} />
        </StaticRouter>
      </CacheProvider>
    </StrictMode>,
  );
  return { html, styleTags: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
