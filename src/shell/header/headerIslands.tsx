import { createElement, type ComponentType } from 'react';
import { loadedCode, loadOnce, type LoadedOnce } from '../../engine/codeLoader';
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
 * from the same code, loaded first (`loadHeaderIslands`), when it draws the header from scratch.
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

/** Before the header is drawn from scratch (the prerender, the dev server's page). */
export const loadHeaderIslands = () =>
  Promise.all(Object.values(HEADER_ISLANDS).map(({ component }) => component.load()));

/**
 * A press on a button before it works is kept and made again once it does; their code is
 * small, and most visitors press none.
 */
const HEADER_BUTTONS_HYDRATION: Hydration = 'press';

function ButtonCode({ name }: { name: HeaderIslandName }) {
  return createElement(loadedCode(HEADER_ISLANDS[name].component, `The header's ${name} button`));
}

export function HeaderIsland({ name }: { name: HeaderIslandName }) {
  return (
    <Island
      id={`header:${name}`}
      hydrate={HEADER_BUTTONS_HYDRATION}
      code={HEADER_ISLANDS[name].code}
      props={{}}
    >
      <ButtonCode name={name} />
    </Island>
  );
}
