import type { Coin, SiteData } from '../types/siteData';

/**
 * The one shape of /coins/markets query the price list sends. The server's market proxy
 * accepts this shape only, so both sides read it from here.
 */
export const MARKET_QUERY_FIXED = {
  vs_currency: 'usd',
  order: 'market_cap_desc',
  page: '1',
  sparkline: 'true',
  price_change_percentage: '24h,7d',
} as const;

/** Every field of the query, in the order the price list writes them. */
export function marketQuery(coinIds: readonly string[]): URLSearchParams {
  return new URLSearchParams({
    vs_currency: MARKET_QUERY_FIXED.vs_currency,
    ids: coinIds.join(','),
    order: MARKET_QUERY_FIXED.order,
    // One page holds every coin asked for.
    per_page: String(coinIds.length),
    page: MARKET_QUERY_FIXED.page,
    sparkline: MARKET_QUERY_FIXED.sparkline,
    price_change_percentage: MARKET_QUERY_FIXED.price_change_percentage,
  });
}

/**
 * The coins of the live price list, in the order site.json's priceList names them; a coin it
 * does not name has its page and pairs but no row. The price list asks for these ids only.
 */
export function priceListCoins({
  coins,
  priceList,
}: Pick<SiteData, 'coins' | 'priceList'>): Coin[] {
  const bySlug = new Map(coins.map((coin) => [coin.slug, coin]));
  return priceList.flatMap((slug) => bySlug.get(slug) ?? []);
}
