import { useMemo } from 'react';
import catalogue from 'virtual:site-catalogue';
import { useProvidedSite } from './site';
import type { SiteData } from '../types/siteData';

/**
 * All of the site data, catalogue included, for the blocks that list coins, wallets, chains,
 * stats or chart rules. The catalogue is the provider's when it gave all the data (the
 * prerender, tests), else the build's, which comes in this module's chunk.
 */
export function useSiteCatalogue(): SiteData {
  const site = useProvidedSite();
  return useMemo(() => ('coins' in site ? site : { ...site, ...catalogue }), [site]);
}
