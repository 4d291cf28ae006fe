import type { CoinDirectoryEntry } from '../types/schema';
import type { CatalogueCoin } from './types';

/**
 * Market-cap order: ranked coins by rank, then the unranked ones by name, so that the order
 * never depends on the order the source package happens to list them in.
 */
export function byMarketCapRank(
  a: Pick<CatalogueCoin, 'rank' | 'name' | 'slug'>,
  b: Pick<CatalogueCoin, 'rank' | 'name' | 'slug'>,
): number {
  const rankA = a.rank ?? Number.POSITIVE_INFINITY;
  const rankB = b.rank ?? Number.POSITIVE_INFINITY;
  if (rankA !== rankB) return rankA < rankB ? -1 : 1;
  return compareText(a.name, b.name) || compareText(a.slug, b.slug);
}

// Not localeCompare: the prerender and every build machine must agree whatever their locale.
const compareText = (a: string, b: string) => {
  const lowerA = a.toLowerCase();
  const lowerB = b.toLowerCase();
  return lowerA < lowerB ? -1 : lowerA > lowerB ? 1 : 0;
};

/**
 * The rows of the /coins directory (the coinDirectory block's entries): every catalogue coin
 * in market-cap order, with only what a row shows and what its live price is asked under.
 */
export function coinDirectoryEntries(coins: readonly CatalogueCoin[]): CoinDirectoryEntry[] {
  return [...coins].sort(byMarketCapRank).map(({ slug, name, symbol, id, rank, logo }) => ({
    slug,
    name,
    symbol,
    id,
    ...(rank !== undefined && { rank }),
    ...(logo !== undefined && { logo }),
  }));
}
