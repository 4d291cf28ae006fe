import { createContext, useContext, type ReactNode } from 'react';
import type { SiteData } from './types';

const SiteContext = createContext<SiteData | null>(null);

/**
 * Site-wide data (navigation, catalogue, providers) handed down from whoever loaded the
 * content: the prerender from the content folder, the browser from the build's output.
 */
export function SiteProvider({ site, children }: { site: SiteData; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() needs a <SiteProvider> above it.');
  return site;
}
