import { useEffect } from 'react';
import useSWR from 'swr';
import { useRuntimeConfig } from '../engine/runtimeConfig';
import type { MarketRecord, SiteData } from '../engine/types';
import { fetchMarkets, MARKET_REFRESH_MS, marketsUrl } from './client';

export const MARKET_ERROR_MESSAGE = 'Using cached cryptocurrency data (API rate limit reached)';
export const MARKET_FAILED_MESSAGE = 'Failed to load cryptocurrency data';

type Coin = SiteData['coins'][number];

/** One real answer of the market-data service and when it arrived. */
export interface MarketSnapshot {
  records: MarketRecord[];
  receivedAt: number;
}

/**
 * What the price list can honestly show; it never shows a figure the service did not send:
 * - loading: nothing yet;
 * - live: the latest answer;
 * - cached: the latest request failed, the previous real answer is shown with its time;
 * - failed: no real answer at all, so no figures, only the message and a retry.
 */
export type MarketView =
  | { status: 'loading' }
  | { status: 'live' | 'cached'; records: MarketRecord[]; receivedAt: number }
  | { status: 'failed'; retry: () => void; retrying: boolean };

async function fetchSnapshot(url: string): Promise<MarketSnapshot> {
  return { records: await fetchMarkets(url), receivedAt: Date.now() };
}

export function useMarketData(coins: Coin[]): MarketView {
  const runtimeConfig = useRuntimeConfig();
  const key = runtimeConfig
    ? marketsUrl(
        runtimeConfig.marketBase,
        coins.map((coin) => coin.id),
      )
    : null;
  const { data, error, mutate, isValidating } = useSWR(key, fetchSnapshot, {
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

  if (data) return { status: error ? 'cached' : 'live', ...data };
  if (error) return { status: 'failed', retry: () => void mutate(), retrying: isValidating };
  return { status: 'loading' };
}
