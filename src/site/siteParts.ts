import type { Coin, SiteData } from '../types/siteData';
import type { CoinWidgetToken } from '../types/schema';

/**
 * The lists only some blocks show. The browser gets them in a chunk of their own that those
 * blocks import (src/site/siteCatalogue.ts), so the shell's first load carries none of them.
 */
export const SITE_CATALOGUE_KEYS = [
  'coins',
  'priceList',
  'wallets',
  'chains',
  'stats',
  'chart',
] as const;

export type SiteCatalogue = Pick<SiteData, (typeof SITE_CATALOGUE_KEYS)[number]>;

/** What the shell and every page need: names, navigation, links, providers. */
export type SiteShell = Omit<SiteData, keyof SiteCatalogue>;

/**
 * A coin as a swap names it: what the live rate, its calculator and the swap buttons read.
 * The browser gets these apart from the rest of the catalogue: under a third of its size.
 */
export type SwapCoin = Pick<Coin, 'id' | 'name' | 'symbol' | 'slug'> & {
  /** A catalogue coin's decimals are not known: amounts of it are not cut to a count of places. */
  widget: Omit<CoinWidgetToken, 'decimals'> & { decimals?: number };
};

/** The rest of a coin: its colour and mark, aliases and what its pair pages say. */
export type CoinDetails = Omit<Coin, keyof SwapCoin>;

/** The catalogue as the browser gets it: each coin's details, in the order of the swap coins. */
export type CatalogueLists = Omit<SiteCatalogue, 'coins'> & { coinDetails: CoinDetails[] };

/**
 * The site data as the browser gets it: the shell, the coins as a swap names them and the
 * rest of the catalogue, each apart, so that no page loads a coin's name twice.
 */
export function splitSiteData(site: SiteData): {
  shell: SiteShell;
  swapCoins: SwapCoin[];
  catalogue: CatalogueLists;
} {
  const shell: Record<string, unknown> = { ...site };
  const lists: Record<string, unknown> = {};
  for (const key of SITE_CATALOGUE_KEYS) {
    if (key !== 'coins') lists[key] = site[key];
    delete shell[key];
  }
  const swapCoins: SwapCoin[] = [];
  const coinDetails: CoinDetails[] = [];
  for (const { id, name, symbol, slug, widget, ...details } of site.coins) {
    swapCoins.push({ id, name, symbol, slug, widget });
    coinDetails.push(details);
  }
  return {
    shell: shell as SiteShell,
    swapCoins,
    catalogue: { ...(lists as Omit<SiteCatalogue, 'coins'>), coinDetails },
  };
}

/** The whole catalogue again, from the two parts the browser got. */
export function joinCatalogue(
  swapCoins: readonly SwapCoin[],
  { coinDetails, ...lists }: CatalogueLists,
): SiteCatalogue {
  // The build's swap coins are the coin files' own, each with its decimals.
  const coins = swapCoins.map((coin, index) => ({ ...coin, ...coinDetails[index]! }) as Coin);
  return { ...lists, coins };
}
