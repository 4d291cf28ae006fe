import { createElement, use, type ComponentType } from 'react';
import { Island } from '../../engine/Island';
import type { Hydration } from '../../engine/islands';

/** The footer is plain links under every page: it never changes after the prerender. */
const FOOTER_HYDRATION: Hydration = 'none';

let footer: ComponentType | undefined;
let loading: Promise<ComponentType> | undefined;

/** Loads the footer's code: the prerender does before rendering, the browser never needs to. */
export const loadFooter = () =>
  (loading ??= import('./Footer').then((module) => (footer = module.Footer)));

function FooterContent() {
  return createElement(footer ?? use(loadFooter()));
}

export function FooterIsland() {
  return (
    <Island id="footer" hydrate={FOOTER_HYDRATION}>
      <FooterContent />
    </Island>
  );
}
