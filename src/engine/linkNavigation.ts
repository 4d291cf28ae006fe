import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { followLinksWith } from './islands';
import { announceNavigation } from './location';

/**
 * Internal links render as plain anchors, and the islands' one document listener follows them
 * on the client once the app hands it the router's navigation; until then (and after the app
 * is gone) they are the browser's, full page loads. A router Link per anchor did the same work
 * once per link on every page render, which was a measurable share of the prerender and of
 * hydration.
 */
export function useClientLinkNavigation() {
  const navigate = useNavigate();
  useEffect(
    () =>
      followLinksWith((to) => {
        // As a router Link does: a link to the address already shown replaces the entry.
        const here = `${location.pathname}${location.search}${location.hash}`;
        void navigate(to, { replace: to === here });
      }),
    [navigate],
  );
}

/** Tells the islands, which have no router, that the app has moved to another address. */
export function useAnnouncedNavigation() {
  const { pathname } = useLocation();
  // On the first render too, which is harmless: an island reads the address itself.
  useEffect(() => announceNavigation(), [pathname]);
}
