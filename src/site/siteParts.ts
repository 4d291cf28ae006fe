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

/**
 * The site data as the browser gets it: the shell, the coins as a swap names them, and the
 * catalogue (whole coins among it), each a module of its own. Each part is read as it is and
 * never joined to another: the swap coins are a view of the catalogue's coins, repeated in it,
 * so that a page that needs only them (the live rate) loads no more.
 */
export function splitSiteData(site: SiteData): {
  shell: SiteShell;
  swapCoins: SwapCoin[];
  catalogue: SiteCatalogue;
} {
  const shell: Record<string, unknown> = { ...site };
  const catalogue: Record<string, unknown> = {};
  for (const key of SITE_CATALOGUE_KEYS) {
    catalogue[key] = site[key];
    delete shell[key];
  }
  const swapCoins = site.coins.map(({ id, name, symbol, slug, widget }) => ({
    id,
    name,
    symbol,
    slug,
    widget,
  }));
  return { shell: shell as SiteShell, swapCoins, catalogue: catalogue as SiteCatalogue };
}
