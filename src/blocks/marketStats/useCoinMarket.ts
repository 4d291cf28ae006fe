import type { MarketRecord } from '../../types/schema';
import { useMarketData, type MarketView } from '../../market/useMarketData';

/**
 * A coin's record as CoinGecko's /coins/markets names its fields. The supply, rank and time
 * fields are read here before the site's record schema lists them, so each is checked where
 * it is used rather than trusted.
 */
export type CoinMarketRecord = MarketRecord & {
  market_cap_rank?: unknown;
  circulating_supply?: unknown;
  max_supply?: unknown;
  last_updated?: unknown;
};

export type CoinMarketView =
  | Exclude<MarketView, { records: MarketRecord[] }>
  | {
      status: 'live' | 'cached';
      /** Absent when the answer has no record of this coin. */
      record: CoinMarketRecord | undefined;
      receivedAt: number;
      pricesAt: number;
    };

/**
 * The card's one way to its figures: the site's market hook (the same proxy, cache and
 * 5-minute refresh as the price list and the live rate), asked for one coin by its market id.
 */
export function useCoinMarket(marketId: string): CoinMarketView {
  const view = useMarketData([{ id: marketId }]);
  if (!('records' in view)) return view;
  const { records, ...rest } = view;
  return { ...rest, record: records.find((record) => record.id === marketId) };
}
