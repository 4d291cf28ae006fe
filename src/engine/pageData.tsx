import { createContext, useContext, type ReactNode } from 'react';
import type { InitialPage } from './initialPage';
import type { PageDefinition } from './types';

export type { InitialPage };

const InitialPageContext = createContext<InitialPage | null>(null);

export function InitialPageProvider({
  value,
  children,
}: {
  value: InitialPage | null;
  children: ReactNode;
}) {
  return <InitialPageContext.Provider value={value}>{children}</InitialPageContext.Provider>;
}

/** The page the document was served with; null in the dev server's empty shell. */
export const useInitialPage = () => useContext(InitialPageContext);

const CurrentPageContext = createContext<PageDefinition | null>(null);

/**
 * The page a block is drawn on, around each block (in the page and in its own island), so
 * that what a block shares with its page (the coins a made page names) reaches the block.
 */
export function CurrentPageProvider({
  value,
  children,
}: {
  value: PageDefinition;
  children: ReactNode;
}) {
  return <CurrentPageContext.Provider value={value}>{children}</CurrentPageContext.Provider>;
}

export const useCurrentPage = () => useContext(CurrentPageContext);
