import { slugForPath } from './routes';
import type { PageDefinition } from './types';

/** The page embedded in the prerendered HTML; null page means the URL is a 404. */
export interface InitialPage {
  slug: string | null;
  page: PageDefinition | null;
  /** On a 404 page made for a mistyped address: the pages it was likely meant to be. */
  suggestions?: { slug: string; name: string }[];
}

export const INITIAL_PAGE_ELEMENT_ID = 'initial-page';

/** Page data inside HTML: `<` is escaped so no string in it can close the script element. */
export function serializeInitialPage(initial: InitialPage): string {
  const json = JSON.stringify(initial).replace(/</g, '\\u003c');
  return `<script id="${INITIAL_PAGE_ELEMENT_ID}" type="application/json">${json}</script>`;
}

let read: InitialPage | null | undefined;

/**
 * The page the document came with, read once in the browser. A 404 document names no slug: it
 * stands for whatever unknown address it was served at.
 */
export function readInitialPage(): InitialPage | null {
  if (read !== undefined) return read;
  const text = document.getElementById(INITIAL_PAGE_ELEMENT_ID)?.textContent;
  const initial = text ? (JSON.parse(text) as InitialPage) : null;
  read = initial?.slug === null ? { ...initial, slug: slugForPath(location.pathname) } : initial;
  return read;
}
