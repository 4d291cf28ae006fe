import { useMemo } from 'react';
import lists from 'virtual:site-catalogue';
import swapCoins from 'virtual:site-swap-coins';
import { useProvidedSite } from './site';
import { joinCatalogue } from './siteParts';
import type { SiteData } from '../types/siteData';

const catalogue = joinCatalogue(swapCoins, lists);

/**
 * All of the site data, catalogue included, for the blocks that list coins, wallets, chains,
 * stats or chart rules. The catalogue is the provider's when it gave all the data (the
 * prerender, tests), else the build's: its lists come in this module's chunk, joined to the
 * swap coins that came with the site data.
 */
export function useSiteCatalogue(): SiteData {
  const site = useProvidedSite();
  return useMemo(() => ('coins' in site ? site : { ...site, ...catalogue }), [site]);
}
