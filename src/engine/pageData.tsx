import { createContext, useContext, type ReactNode } from 'react';
import type { InitialPage } from './initialPage';

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
