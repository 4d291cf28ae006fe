import { startIslands } from './engine/islands';
import { afterPageLoad } from './net/afterPageLoad';

/**
 * The only script on the way to the window's load event: the islands' listener, so that a
 * press on the page is kept from the first frame it shows. React and the app come after
 * that event (hydrate.tsx); the page is on screen, prerendered, meanwhile.
 */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The page is revealed on the window's load event (boot.js); one frame later it is shown.
const pageShown = new Promise<void>((resolve) =>
  afterPageLoad(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
);
startIslands(container, pageShown);
void pageShown
  .then(() => import('./hydrate'))
  .then(({ hydratePage }) => hydratePage(container))
  .catch((error: unknown) => console.error('The page could not be started:', error));
