import type { PageDefinition } from '../../engine/types';
import type { Coin, SiteData } from '../../types/siteData';

/**
 * The site data with a coin page's facts as the form holds them, not as last saved: the swap
 * buttons, the live rate and the price list read a coin's facts from the site's coins, so
 * the preview of a coin whose widget chain was just picked would still say it cannot be
 * swapped until Save.
 */
export function siteWithFormCoin(site: SiteData, page: PageDefinition): SiteData {
  const { kind, catalogue, name, symbol, slug } = page;
  if (kind !== 'coin' || !catalogue || !name || !symbol || !slug) return site;
  const coin: Coin = { ...catalogue, name, symbol, slug };
  const at = site.coins.findIndex((listed) => listed.slug === slug);
  const coins = at === -1 ? [...site.coins, coin] : site.coins.with(at, coin);
  return { ...site, coins };
}
