import swapCoins from 'virtual:site-swap-coins';
import { useProvidedSite } from './site';
import type { SwapCoin } from './siteParts';

/**
 * The coins as a swap names them, for the live rate and the swap buttons: the provider's when
 * it gave all the data (the prerender, tests), else the build's, under a third of the catalogue.
 */
export function useSwapCoins(): readonly SwapCoin[] {
  const site = useProvidedSite();
  return 'coins' in site ? site.coins : swapCoins;
}
