import type { MarketRecord } from '../engine/types';
import { queryJson } from '../net/request';
import { isMarketRecordList } from './guard';

/** Spec section 9: the price list refreshes every five minutes. */
export const MARKET_REFRESH_MS = 300_000;
/** The proxy bounds its own wait; this only guards a marketBase that points elsewhere. */
const BROWSER_TIMEOUT_MS = 15_000;

export function marketsUrl(marketBase: string, coinIds: string[]): string {
  const query = new URLSearchParams({
    vs_currency: 'usd',
    ids: coinIds.join(','),
    order: 'market_cap_desc',
    per_page: String(coinIds.length),
    page: '1',
    sparkline: 'true',
    price_change_percentage: '24h,7d',
  });
  return `${marketBase.replace(/\/$/, '')}/coins/markets?${query.toString()}`;
}

/** A non-OK status, an unreadable body or a malformed record all count as a failure. */
export function fetchMarkets(url: string): Promise<MarketRecord[]> {
  return queryJson(url, { accept: isMarketRecordList, timeoutMs: BROWSER_TIMEOUT_MS });
}
