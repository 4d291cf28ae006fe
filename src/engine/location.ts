import { useSyncExternalStore } from 'react';

/**
 * The address shown, for an island: it has no router, and the app's navigations change the
 * address without an event of the browser's own. The app announces each one
 * (`announceNavigation`); going back or forward is the browser's `popstate`.
 */
const NAVIGATED_EVENT = 'site:navigated';

export function announceNavigation() {
  window.dispatchEvent(new Event(NAVIGATED_EVENT));
}

function subscribe(changed: () => void) {
  window.addEventListener('popstate', changed);
  window.addEventListener(NAVIGATED_EVENT, changed);
  return () => {
    window.removeEventListener('popstate', changed);
    window.removeEventListener(NAVIGATED_EVENT, changed);
  };
}

const pathnameShown = () => window.location.pathname;
/** The prerender draws no island with an address in it: what depends on it is the browser's. */
const noPathname = () => '';

/** The path of the address shown, kept up to date across the app's navigations. */
export const usePathname = () => useSyncExternalStore(subscribe, pathnameShown, noPathname);
