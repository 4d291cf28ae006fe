import { byMarketCapRank } from './directory';
import type { CatalogueCoin } from './types';

/**
 * The header's coin search reads a compact index of the catalogue, fetched the first time a
 * visitor reaches for the search: every coin's name, symbol and slug in market-cap order,
 * about 20 KB gzip for 1,500 coins. The build writes it to dist/ at this path.
 */
export const COIN_SEARCH_INDEX_PATH = '/coin-index.json';

/**
 * Raised when the file's shape changes, so that a page still open from before a deploy
 * refuses the new file (and says the search is unavailable) rather than misread it.
 */
const INDEX_VERSION = 1;

/**
 * One row: [name, symbol] when the slug is the name's own (see slugOfName), else
 * [name, symbol, slug]. Rows are in market-cap order, so a row's place is its rank here.
 */
type IndexRow = [name: string, symbol: string] | [name: string, symbol: string, slug: string];

export interface CoinSearchIndexFile {
  v: typeof INDEX_VERSION;
  coins: IndexRow[];
}

/** A coin as the search finds it. */
export interface SearchCoin {
  slug: string;
  name: string;
  symbol: string;
  /** Its place in market-cap order, from 0. */
  order: number;
}

/**
 * The slug a name spells on its own ("Shiba Inu" → shiba-inu). Only a shorthand of the index:
 * the writer leaves a slug out only when this gives it back exactly, so the catalogue's own
 * slug rule (collisions, "to" in names) never has to agree with it.
 */
const slugOfName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The index file's content, as the build writes it to dist/coin-index.json. */
export function coinSearchIndex(coins: readonly CatalogueCoin[]): string {
  const file: CoinSearchIndexFile = {
    v: INDEX_VERSION,
    coins: [...coins]
      .sort(byMarketCapRank)
      .map(({ name, symbol, slug }) =>
        slugOfName(name) === slug ? [name, symbol] : [name, symbol, slug],
      ),
  };
  return JSON.stringify(file);
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function readRow(row: unknown, order: number): SearchCoin | null {
  if (!Array.isArray(row) || row.length < 2 || row.length > 3) return null;
  const [name, symbol, slug = slugOfName(String(name))] = row as unknown[];
  if (!isText(name) || !isText(symbol) || !isText(slug)) return null;
  return { slug, name, symbol, order };
}

/**
 * The coins of a fetched index file, or null when it is not one this code can read (another
 * version, or damaged): the search then says it is unavailable instead of finding wrong coins.
 */
export function readCoinSearchIndex(value: unknown): SearchCoin[] | null {
  if (typeof value !== 'object' || value === null) return null;
  const { v, coins } = value as Partial<Record<keyof CoinSearchIndexFile, unknown>>;
  if (v !== INDEX_VERSION || !Array.isArray(coins)) return null;
  const read = coins.map(readRow);
  return read.every((coin): coin is SearchCoin => coin !== null) ? read : null;
}

/** How many coins the search offers at most: a short list to read, or to arrow through. */
export const SEARCH_RESULTS_MAX = 8;

/**
 * How well a coin matches, lower first: its symbol, name or slug exactly; one of them starting
 * with the query; a word of its name starting with it; any of them containing it. Null when
 * none does.
 */
function matchTier(coin: SearchCoin, query: string): number | null {
  const fields = [coin.symbol.toLowerCase(), coin.name.toLowerCase(), coin.slug];
  if (fields.includes(query)) return 0;
  if (fields.some((field) => field.startsWith(query))) return 1;
  if (
    coin.name
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .some((word) => word.startsWith(query))
  ) {
    return 2;
  }
  return fields.some((field) => field.includes(query)) ? 3 : null;
}

/**
 * The coins a visitor's query finds, best first: by how well they match, then by market cap.
 * An empty query finds nothing.
 */
export function searchCoins(
  coins: readonly SearchCoin[],
  query: string,
  limit = SEARCH_RESULTS_MAX,
): SearchCoin[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [];
  return coins
    .flatMap((coin) => {
      const tier = matchTier(coin, wanted);
      return tier === null ? [] : [{ coin, tier }];
    })
    .sort((a, b) => a.tier - b.tier || a.coin.order - b.coin.order)
    .slice(0, limit)
    .map(({ coin }) => coin);
}
