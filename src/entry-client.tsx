import { startIslands } from './engine/islands';
import { whenPageShown } from './net/pageShown';
import { startWhenAnalyticsAllowed } from './shell/consent/startWhenAllowed';

/**
 * The only script on the way to the window's load event: the islands' listener, so that a
 * press on the page is kept from the first frame it shows. React comes with the first island
 * that wakes (hydrateIsland.tsx), and the app, client-side navigation, once the page is shown
 * and a link may be followed (hydrate.tsx); the page is on screen, prerendered, meanwhile.
 */
const found = document.getElementById('root');
if (!found) throw new Error('The page has no #root element.');
const container: HTMLElement = found;

function startApp() {
  whenPageShown(() => {
    // React DOM apart from the app, both fetched at once: each script runs in a task of its
    // own, and together they were one long task of about 90 ms on a phone (Chromium at 4x CPU
    // slowdown), the largest share of the home page's Total Blocking Time.
    Promise.all([import('./hydrate'), import('react-dom/client')])
      .then(([{ hydratePage }, reactDom]) => hydratePage(container, reactDom))
      .catch((error: unknown) => console.error('The page could not be started:', error));
  });
}

/** An island wakes alone, with React DOM fetched beside its code as for the app. */
const startIsland = (wrapper: HTMLElement) =>
  Promise.all([import('./hydrateIsland'), import('react-dom/client')]).then(
    ([{ hydrateIsland }, reactDom]) => hydrateIsland(wrapper, reactDom, () => wantApp()),
  );

const wantApp = startIslands(container, startApp, startIsland);
// The dev server sends an empty page for the app to render.
if (!container.firstElementChild) wantApp();

// Analytics, once the visitor allows it: a root of its own, whatever else the page wakes.
startWhenAnalyticsAllowed(() =>
  Promise.all([import('./shell/consent/ConsentRoot'), import('virtual:site-data')]).then(
    ([{ mountConsent }, { default: site }]) => mountConsent(site),
  ),
);
