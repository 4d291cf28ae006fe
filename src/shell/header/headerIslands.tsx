import { createElement, use, type ComponentType } from 'react';
import { loadOnce, type LoadedOnce } from '../../engine/codeLoader';
import { Island } from '../../engine/Island';
import type { Hydration } from '../../engine/islands';

interface HeaderIslandEntry {
  /** Its source path under src/, which the build finds its code by (scripts/block-chunks.ts). */
  code: string;
  component: LoadedOnce<ComponentType>;
}

/**
 * The header's buttons. Each is an island of its own, woken by a press: a root with its own
 * code and the site's providers, apart from the app. The app, or the prerender, renders them
 * from the same code when it draws the header from scratch.
 */
export const HEADER_ISLANDS = {
  search: {
    code: 'shell/coinSearch/CoinSearch',
    component: loadOnce(async () => (await import('../coinSearch/CoinSearch')).CoinSearch),
  },
  settings: {
    code: 'shell/settings/SettingsPopover',
    component: loadOnce(async () => (await import('../settings/SettingsPopover')).SettingsPopover),
  },
  wallet: {
    code: 'shell/wallet/WalletButton',
    component: loadOnce(async () => (await import('../wallet/WalletButton')).WalletButton),
  },
  menu: {
    code: 'shell/mobileMenu/MobileMenu',
    component: loadOnce(async () => (await import('../mobileMenu/MobileMenu')).MobileMenu),
  },
} satisfies Record<string, HeaderIslandEntry>;

export type HeaderIslandName = keyof typeof HEADER_ISLANDS;

/** The prerender loads every button's code before it renders a page. */
export const loadHeaderIslands = () =>
  Promise.all(Object.values(HEADER_ISLANDS).map(({ component }) => component.load()));

/**
 * A press on a button before it works is kept and made again once it does; their code is
 * small, and most visitors press none.
 */
const HEADER_BUTTONS_HYDRATION: Hydration = 'press';

function ButtonCode({ component }: { component: LoadedOnce<ComponentType> }) {
  return createElement(component.get() ?? use(component.load()));
}

export function HeaderIsland({ name }: { name: HeaderIslandName }) {
  const { code, component } = HEADER_ISLANDS[name];
  return (
    <Island id={`header:${name}`} hydrate={HEADER_BUTTONS_HYDRATION} code={code} props={{}}>
      <ButtonCode component={component} />
    </Island>
  );
}
