import { createContext, useContext, type ReactNode } from 'react';
import type { SiteShell } from './siteParts';
import type { SiteData } from '../types/siteData';

const SiteContext = createContext<SiteShell | SiteData | null>(null);

/**
 * Site-wide data handed down from whoever loaded the content: the prerender and the tests
 * give all of it, the browser only the shell (the catalogue comes with the blocks using it).
 */
export function SiteProvider({
  site,
  children,
}: {
  site: SiteShell | SiteData;
  children: ReactNode;
}) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

/** Whatever the provider above holds; `useSite` and `useSiteCatalogue` read it. */
export function useProvidedSite(): SiteShell | SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() needs a <SiteProvider> above it.');
  return site;
}

export const useSite: () => SiteShell = useProvidedSite;
