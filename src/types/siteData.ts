import type { CoinCatalogueFacts, SiteFile } from './schema';

/**
 * A coin as every reader sees it: the name, symbol and slug of its coin file with the
 * catalogue facts written in that file. No file holds this shape; the content layer makes it.
 */
export interface Coin extends CoinCatalogueFacts {
  name: string;
  symbol: string;
  slug: string;
}

/**
 * The site data the engine, blocks and server read: site.json with the coins of the coin
 * files, the price list's coins first in its order, then the others by slug.
 */
export interface SiteData extends SiteFile {
  coins: Coin[];
}
