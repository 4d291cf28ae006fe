import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { useRuntimeConfig } from '../net/runtimeConfig';
import type { MarketRecord, SiteData } from '../engine/types';
import { fetchMarkets, MARKET_REFRESH_MS, marketsUrl } from './client';
import { generateFallbackMarkets } from './fallback';

export const MARKET_ERROR_MESSAGE = 'Using cached cryptocurrency data (API rate limit reached)';
export const MARKET_FAILED_MESSAGE = 'Failed to load cryptocurrency data';

// A price-list row needs none of the pair page facts.
type Coin = Omit<SiteData['coins'][number], 'pair'>;

/**
 * What the price list can honestly show:
 * - loading: nothing yet;
 * - live: the latest answer;
 * - cached: the latest refresh failed, or the server stood in with its last good answer,
 *   so real but not current prices are shown;
 * - estimated: no real answer at all, so made-up figures that must be labelled as such;
 * - failed: not even estimates.
 */
export type MarketView =
  | { status: 'loading' }
  | { status: 'live' | 'cached' | 'estimated'; records: MarketRecord[] }
  | { status: 'failed' };

function estimate(coins: Coin[]): MarketView {
  try {
    return { status: 'estimated', records: generateFallbackMarkets(coins) };
  } catch (error) {
    console.error('Could not generate fallback market data:', error);
    return { status: 'failed' };
  }
}

export function useMarketData(coins: Coin[]): MarketView {
  const runtimeConfig = useRuntimeConfig();
  const key = runtimeConfig
    ? marketsUrl(
        runtimeConfig.marketBase,
        coins.map((coin) => coin.id),
      )
    : null;
  const { data, error, mutate } = useSWR(key, fetchMarkets, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    onError: (failure: unknown) => console.warn('Market data request failed:', failure),
  });

  useEffect(() => {
    if (!key) return;
    // SWR's own refreshInterval skips its ticks while an error is cached, so one failure
    // would stop the 5-minute refresh for good. A plain timer asks again whatever the last
    // answer was, and the list recovers as soon as the service does.
    const timer = setInterval(() => void mutate(), MARKET_REFRESH_MS);
    return () => clearInterval(timer);
  }, [key, mutate]);

  const failedWithoutData = Boolean(error) && !data;
  const fallback = useMemo(
    () => (failedWithoutData ? estimate(coins) : null),
    [failedWithoutData, coins],
  );

  if (fallback) return fallback;
  // A stale answer is real prices, just not current ones: the same case as a failed refresh.
  if (data) return { status: error || data.stale ? 'cached' : 'live', records: data.records };
  return { status: 'loading' };
}
