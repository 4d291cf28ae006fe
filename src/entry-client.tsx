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
  import('./hydrate')
    .then(({ hydratePage }) => hydratePage(container))
    .catch((error: unknown) => console.error('The page could not be started:', error));
});
