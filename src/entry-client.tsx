import { startIslands } from './engine/islands';
import { whenPageShown } from './net/pageShown';

/**
 * The only script on the way to the window's load event: the islands' listener, so that a
 * press on the page is kept from the first frame it shows. React and the app come once the
 * page is shown (hydrate.tsx); the page is on screen, prerendered, meanwhile.
 */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

startIslands(container);
whenPageShown(() => {
  // React DOM apart from the app, both fetched at once: each script runs in a task of its own,
  // and together they were one long task of about 90 ms on a phone (Chromium at 4x CPU
  // slowdown), the largest share of the home page's Total Blocking Time.
  Promise.all([import('./hydrate'), import('react-dom/client')])
    .then(([{ hydratePage }, reactDom]) => hydratePage(container, reactDom))
    .catch((error: unknown) => console.error('The page could not be started:', error));
});
