import { createElement } from 'react';
import { loadedCode, loadOnce } from '../../engine/codeLoader';
import { Island } from '../../engine/Island';
import type { Hydration } from '../../engine/islands';

/** The footer is plain links under every page: it never changes after the prerender. */
const FOOTER_HYDRATION: Hydration = 'none';

/**
 * The footer's code: the prerender loads it before rendering, and the browser only before it
 * draws a page from scratch (the dev server's).
 */
const footer = loadOnce(() => import('./Footer').then((module) => module.Footer));
export const loadFooter = footer.load;

function FooterContent() {
  return createElement(loadedCode(footer, 'The footer'));
}

export function FooterIsland() {
  return (
    <Island id="footer" hydrate={FOOTER_HYDRATION}>
      <FooterContent />
    </Island>
  );
}
