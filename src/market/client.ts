import type { MarketRecord } from '../types/schema';
import { queryJson } from '../net/request';
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
  /**
   * When the proxy fetched these prices from the service, from its Last-Modified header: a
   * shared cache may hand out a live answer a few minutes after that, a stale one much later.
   */
  fetchedAt?: number;
  /**
   * The server's clock when it answered (its Date header, plus the Age a shared cache adds):
   * how old the prices are is judged on it, never on the visitor's clock.
   */
  servedAt?: number;
}

/** A non-OK status, an unreadable body or a malformed record all count as a failure. */
export async function fetchMarkets(url: string): Promise<MarketAnswer> {
  let stale = false;
  let fetchedAt: number | undefined;
  let servedAt: number | undefined;
  const records = await queryJson(url, {
    accept: isMarketRecordList,
    timeoutMs: BROWSER_TIMEOUT_MS,
    onResponse: (response) => {
      stale = response.headers.get(STALE_HEADER) === 'true';
      const lastModified = Date.parse(response.headers.get('Last-Modified') ?? '');
      if (Number.isFinite(lastModified)) fetchedAt = lastModified;
      const date = Date.parse(response.headers.get('Date') ?? '');
      const age = Number(response.headers.get('Age') ?? 0);
      if (Number.isFinite(date)) servedAt = date + (Number.isFinite(age) ? age * 1000 : 0);
    },
  });
  return { records, stale, fetchedAt, servedAt };
}

/** One real answer of the market-data service and when it arrived. */
export interface MarketSnapshot {
  records: MarketRecord[];
  receivedAt: number;
  /** When these prices were true: on arrival, or earlier for the server's stand-in answer. */
  pricesAt: number;
  /** The server sent its last good answer because the service refused. */
  stale: boolean;
  /** How far the visitor's clock runs ahead of the server's (negative when behind), in ms. */
  clockOffset: number;
}

/** The market's answer with the times it is judged by. */
export async function fetchMarketSnapshot(url: string): Promise<MarketSnapshot> {
  const { fetchedAt, servedAt, ...answer } = await fetchMarkets(url);
  const receivedAt = Date.now();
  const clockOffset = servedAt === undefined ? 0 : receivedAt - servedAt;
  // Without a time of its own the answer is as old as the server's clock says it is now.
  return { ...answer, receivedAt, pricesAt: fetchedAt ?? receivedAt - clockOffset, clockOffset };
}

/**
 * Where the market's answers stand for what shows them; never a figure the service did not send:
 * - loading: nothing yet;
 * - live: the latest answer;
 * - cached: the latest request failed, or the site's server stood in with its last good
 *   answer; real prices that are not current, shown with their time;
 * - failed: no real answer at all, so no figures, only the message and a retry.
 */
export type MarketState =
  | { status: 'loading' }
  | {
      status: 'live' | 'cached';
      records: MarketRecord[];
      receivedAt: number;
      pricesAt: number;
      clockOffset: number;
    }
  | { status: 'failed' };
