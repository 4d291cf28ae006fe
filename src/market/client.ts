import type { MarketRecord } from '../engine/types';
import { isMarketRecordList } from './guard';
import { marketQuery } from './query';

/** Spec section 9: the price list refreshes every five minutes. */
export const MARKET_REFRESH_MS = 300_000;
/** The proxy bounds its own wait; this only guards a marketBase that points elsewhere. */
const BROWSER_TIMEOUT_MS = 15_000;

export function marketsUrl(marketBase: string, coinIds: string[]): string {
  return `${marketBase.replace(/\/$/, '')}/coins/markets?${marketQuery(coinIds).toString()}`;
}

/** Header the site's market proxy adds when it stands in with an older answer. */
export const STALE_HEADER = 'X-Market-Stale';

export interface MarketAnswer {
  records: MarketRecord[];
  /** The service refused, so the proxy sent the last good answer it had: not live prices. */
  stale: boolean;
}

/** A non-OK status, an unreadable body or a malformed record all count as a failure. */
export async function fetchMarkets(url: string): Promise<MarketAnswer> {
  const response = await fetch(url, {
    credentials: 'include',
    signal: AbortSignal.timeout(BROWSER_TIMEOUT_MS),
  });
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new Error(`${response.status}: ${body || response.statusText}`);
  }
  const records: unknown = await response.json();
  if (!isMarketRecordList(records)) {
    throw new Error('The market-data answer is not a list of market records.');
  }
  return { records, stale: response.headers.get(STALE_HEADER) === 'true' };
}
