import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import site from 'virtual:site-data';
import { App, loadShellCode } from './App';
import {
  CONTENT_CHANGED_EVENT,
  CONTENT_WARNINGS_EVENT,
  CONTENT_WARNINGS_WANTED_EVENT,
  type ContentWarnings,
} from './content/devEvents';
import { readInitialPage } from './engine/initialPage';
import { pageEmotionCache } from './theme/emotionCache';

// Only the dev server has a hot-update channel; the production build drops this block.
if (import.meta.hot) {
  import.meta.hot.on(CONTENT_WARNINGS_EVENT, ({ text }: ContentWarnings) => {
    void import('./devWarnings').then(({ showContentWarnings }) => showContentWarnings(text));
  });
  import.meta.hot.send(CONTENT_WARNINGS_WANTED_EVENT);
  import.meta.hot.on(CONTENT_CHANGED_EVENT, () => location.reload());
}

/**
 * Hydrates the prerendered page with the app, client-side navigation: loaded by
 * entry-client.tsx once the page is shown and a link may be followed, so none of React's code
 * is on the way to the window's load event. React DOM is handed in, loaded beside this module
 * rather than inside it.
 */
export function hydratePage(
  container: HTMLElement,
  { createRoot, hydrateRoot }: typeof import('react-dom/client'),
) {
  // The islands of the page the document came with are roots of their own (hydrateIsland.tsx):
  // the app keeps their markup and needs none of their code.
  const initialPage = readInitialPage();
  const app = (
    <StrictMode>
      <CacheProvider value={pageEmotionCache()}>
        <BrowserRouter>
          <App initialPage={initialPage} site={site} />
        </BrowserRouter>
      </CacheProvider>
    </StrictMode>
  );
  // Prerendered pages hydrate; the dev server sends an empty shell that renders from scratch.
  if (!container.firstElementChild) {
    loadShellCode().then(
      () => createRoot(container).render(app),
      (error: unknown) => console.error('The page could not be drawn:', error),
    );
    return;
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page in one long task (what TBT counts); the prerendered page
  // is on screen meanwhile.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('Hydration problem:', error),
    });
  });
}
