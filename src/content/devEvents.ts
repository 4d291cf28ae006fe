/**
 * The messages between the content plugin in `npm run dev` and the page: the validator's
 * warnings, which Vite's own overlay has no place for (it shows errors only), and word that
 * the content changed. No Node code here, so the page's dev build can import it.
 */
export const CONTENT_WARNINGS_EVENT = 'site-content:warnings';
/** Sent by a page as it starts, so a page opened after the last check gets the warnings too. */
export const CONTENT_WARNINGS_WANTED_EVENT = 'site-content:warnings-wanted';

export interface ContentWarnings {
  /** The warnings as the terminal prints them; empty when there are none. */
  text: string;
}

/**
 * Sent when changed content passes the validator. Each page decides what to do: a site page
 * reloads for the new data; the page editor reads its page list and page again in place, so
 * that nothing typed is thrown away, as Vite's own full reload would.
 */
export const CONTENT_CHANGED_EVENT = 'site-content:changed';
