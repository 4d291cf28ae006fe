import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { INITIAL_PAGE_ELEMENT_ID, type InitialPage } from './engine/initialPage';
import { slugForPath } from './engine/routes';
import { createEmotionCache } from './theme/emotionCache';

/** A 404 document names no slug: it stands for whatever unknown address it was served at. */
function readInitialPage(): InitialPage | null {
  const element = document.getElementById(INITIAL_PAGE_ELEMENT_ID);
  if (!element?.textContent) return null;
  const initial = JSON.parse(element.textContent) as InitialPage;
  return initial.slug === null ? { ...initial, slug: slugForPath(location.pathname) } : initial;
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = (
  <StrictMode>
    <CacheProvider value={createEmotionCache()}>
      <BrowserRouter>
        <App initialPage={readInitialPage()} />
      </BrowserRouter>
    </CacheProvider>
  </StrictMode>
);

// Prerendered pages hydrate; the dev server sends an empty shell that renders from scratch.
if (container.firstElementChild) {
  hydrateRoot(container, app, {
    onRecoverableError: (error) => console.error('Hydration problem:', error),
  });
} else {
  createRoot(container).render(app);
}
