import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import site from 'virtual:site-data';
import { App } from './App';
import {
  CONTENT_CHANGED_EVENT,
  CONTENT_WARNINGS_EVENT,
  CONTENT_WARNINGS_WANTED_EVENT,
  type ContentWarnings,
} from './content/devEvents';
import { siteBlocks } from './blocks';
import { blockTypesWokenWithPage } from './engine/blockRegistry';
import { INITIAL_PAGE_ELEMENT_ID, type InitialPage } from './engine/initialPage';
import { prepareClientNavigation } from './engine/PageRoute';
import { slugForPath } from './engine/routes';
import { createEmotionCache } from './theme/emotionCache';

/** A 404 document names no slug: it stands for whatever unknown address it was served at. */
function readInitialPage(): InitialPage | null {
  const element = document.getElementById(INITIAL_PAGE_ELEMENT_ID);
  if (!element?.textContent) return null;
  const initial = JSON.parse(element.textContent) as InitialPage;
  return initial.slug === null ? { ...initial, slug: slugForPath(location.pathname) } : initial;
}

// Only the dev server has a hot-update channel; the production build drops this block.
if (import.meta.hot) {
  import.meta.hot.on(CONTENT_WARNINGS_EVENT, ({ text }: ContentWarnings) => {
    void import('./devWarnings').then(({ showContentWarnings }) => showContentWarnings(text));
  });
  import.meta.hot.send(CONTENT_WARNINGS_WANTED_EVENT);
  import.meta.hot.on(CONTENT_CHANGED_EVENT, () => location.reload());
}

/**
 * Hydrates the prerendered page: loaded by entry-client.tsx once the page is shown and needs
 * it, so none of React's code is on the way to the window's load event. React DOM is handed
 * in, loaded beside this module rather than inside it.
 */
export function hydratePage(
  container: HTMLElement,
  { createRoot, hydrateRoot }: typeof import('react-dom/client'),
) {
  const initialPage = readInitialPage();

  function start(root: HTMLElement) {
    const app = (
      <StrictMode>
        <CacheProvider value={createEmotionCache()}>
          <BrowserRouter>
            <App initialPage={initialPage} site={site} />
          </BrowserRouter>
        </CacheProvider>
      </StrictMode>
    );
    // Prerendered pages hydrate; the dev server sends an empty shell that renders from scratch.
    if (root.firstElementChild) {
      // As a transition, hydration yields to the browser every few milliseconds instead of
      // holding the main thread for the whole page in one long task (what TBT counts); the
      // prerendered page is on screen meanwhile.
      startTransition(() => {
        hydrateRoot(root, app, {
          onRecoverableError: (error) => console.error('Hydration problem:', error),
        });
      });
    } else {
      createRoot(root).render(app);
    }
  }

  // Ready for the first click on a link, which otherwise waits for this code and the page data
  // one after the other. A failure is tried again by that navigation.
  void prepareClientNavigation().catch(() => undefined);
  // The blocks that wake with the page are in before it hydrates; a chunk that fails is tried
  // again when its block renders.
  const page = initialPage?.page;
  siteBlocks
    .preload(page ? blockTypesWokenWithPage(page, siteBlocks.registry) : [])
    .catch((error: unknown) => console.error('A block of this page failed to load:', error))
    .finally(() => start(container));
}
