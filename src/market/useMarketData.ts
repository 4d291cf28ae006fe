import { useDeferredValue, useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { swrDefaults } from '../net/swrDefaults';
import { useRuntimeConfig } from '../net/runtimeConfig';
import { useSite } from '../site/site';
import type { SiteData } from '../types/siteData';
import {
  fetchMarketSnapshot,
  MARKET_REFRESH_MS,
  marketsUrl,
  type MarketSnapshot,
  type MarketState,
} from './client';

export const MARKET_ERROR_MESSAGE = 'Using cached cryptocurrency data (API rate limit reached)';
export const MARKET_FAILED_MESSAGE = 'Failed to load cryptocurrency data';

// Prices are asked for by the market-data id alone.
type Coin = Pick<SiteData['coins'][number], 'id'>;

/** The market's state (client.ts), with a way to ask again once there was an answer. */
export type MarketView =
  | { status: 'loading' }
  | (Exclude<MarketState, { status: 'loading' }> & { retry: () => void; retrying: boolean });

export function useMarketData(coins: readonly Pick<Coin, 'id'>[]): MarketView {
  const runtimeConfig = useRuntimeConfig(useSite().providers);
  const key = runtimeConfig
    ? marketsUrl(
        runtimeConfig.marketBase,
        coins.map((coin) => coin.id),
      )
    : null;
  const { cache } = useSWRConfig();
  const { data, error, mutate, isValidating } = useSWR(key, fetchMarketSnapshot, {
    ...swrDefaults,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    // Back on the home page through client navigation, the answer in SWR's cache is shown
    // as it is; the timer below decides whether it is old enough to ask again.
    revalidateIfStale: false,
    onError: (failure: unknown) => console.warn('Market data request failed:', failure),
  });

  useEffect(() => {
    if (!key) return;
    // SWR's own refreshInterval skips its ticks while an error is cached, so one failure
    // would stop the 5-minute refresh for good. A plain timer asks again whatever the last
    // answer was, and the list recovers as soon as the service does. The first tick comes
    // 5 minutes after the cached answer arrived, at once if that is already past.
    const cached = cache.get(key)?.data as MarketSnapshot | undefined;
    const firstDelay = cached
      ? Math.max(0, cached.receivedAt + MARKET_REFRESH_MS - Date.now())
      : MARKET_REFRESH_MS;
    let timer: ReturnType<typeof setTimeout>;
    const tick = (delay: number) => {
      timer = setTimeout(() => {
        void mutate();
        tick(MARKET_REFRESH_MS);
      }, delay);
    };
    tick(firstDelay);
    return () => clearTimeout(timer);
  }, [key, mutate, cache]);

  // The answer arrives in SWR's store, whose updates React renders in one go; a home page
  // list of prices took a phone's main thread about 60 ms that way (Chromium, 4x CPU
  // slowdown). Deferred, it is rendered in slices that give way to the visitor's input.
  const shown = useDeferredValue(data);

  // A stale answer from the server is real prices, just not current: like a failed refresh.
  const retry = () => void mutate();
  if (shown) {
    const status = error || shown.stale ? 'cached' : 'live';
    return { status, ...shown, retry, retrying: isValidating };
  }
  if (error) return { status: 'failed', retry, retrying: isValidating };
  return { status: 'loading' };
}
