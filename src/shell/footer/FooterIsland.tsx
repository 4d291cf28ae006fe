import { createElement, use } from 'react';
import { loadOnce } from '../../engine/codeLoader';
import { Island } from '../../engine/Island';
import type { Hydration } from '../../engine/islands';

/** The footer is plain links under every page: it never changes after the prerender. */
const FOOTER_HYDRATION: Hydration = 'none';

/** The footer's code: the prerender loads it before rendering, the browser never needs to. */
const footer = loadOnce(() => import('./Footer').then((module) => module.Footer));
export const loadFooter = footer.load;

function FooterContent() {
  return createElement(footer.get() ?? use(footer.load()));
}

export function FooterIsland() {
  return (
    <Island id="footer" hydrate={FOOTER_HYDRATION}>
      <FooterContent />
    </Island>
  );
}
