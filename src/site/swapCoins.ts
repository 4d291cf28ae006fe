import swapCoins from 'virtual:site-swap-coins';
import { useCurrentPage } from '../engine/pageData';
import { useProvidedSite } from './site';
import type { SwapCoin } from './siteParts';

/**
 * The coins as a swap names them, for the live rate and the swap buttons: the provider's when
 * it gave all the data (the prerender, tests), else the build's, under a third of the
 * catalogue; then the catalogue coins the page itself names (a made page's swapCoins).
 */
export function useSwapCoins(): readonly SwapCoin[] {
  const site = useProvidedSite();
  const listed: readonly SwapCoin[] = 'coins' in site ? site.coins : swapCoins;
  const named = usePageSwapCoins();
  return named.length > 0 ? [...listed, ...named] : listed;
}

/** The catalogue coins the page being drawn names, which the site's own list lacks. */
export function usePageSwapCoins(): readonly SwapCoin[] {
  return useCurrentPage()?.swapCoins ?? NONE;
}

const NONE: readonly SwapCoin[] = [];
