import { useEffect, useRef, useState, type RefObject } from 'react';
import { fetchMarkets, MARKET_REFRESH_MS, marketsUrl } from '../../market/client';
import { RATE_MAX_AGE_MS } from '../../market/rate';

/** A coin's dollar price and when the market gave it. */
export interface RowPrice {
  usd: number;
  at: number;
}

/**
 * The dollar prices of the coins `ids`, in one request to the market proxy: the one place
 * the directory asks the market, so a change of the proxy's query changes only this.
 */
export async function fetchDirectoryPrices(
  marketBase: string,
  ids: readonly string[],
): Promise<Map<string, RowPrice>> {
  const answer = await fetchMarkets(marketsUrl(marketBase, [...ids]));
  const at = answer.fetchedAt ?? Date.now();
  return new Map(
    answer.records.flatMap((record) =>
      // A zero or negative price is no price; it is left out rather than shown.
      record.current_price > 0 ? [[record.id, { usd: record.current_price, at }] as const] : [],
    ),
  );
}

/** Rows scrolled past quickly are not asked for: only those in view once scrolling rests. */
const SETTLE_MS = 400;
/** Within the 250 ids the market answers in one call, and the most a wide screen shows. */
export const IDS_PER_REQUEST = 100;
/** How often rows in view are looked at again: a price past its age goes, a due one is asked. */
const CHECK_EVERY_MS = 60_000;

const withoutExpired = (prices: ReadonlyMap<string, RowPrice>, now: number) => {
  const kept = [...prices].filter(([, price]) => now - price.at <= RATE_MAX_AGE_MS);
  return kept.length === prices.size ? prices : new Map(kept);
};

export interface RowPrices {
  prices: ReadonlyMap<string, RowPrice>;
  /** The last request failed and no price is shown because of it. */
  failed: boolean;
}

/**
 * Live prices for the rows of `list` that are in view: the list's children are its rows, in
 * the order of `ids`. Each coin is asked for when its row comes into view and again every
 * five minutes while it stays there; a price older than the rate's limit is dropped.
 */
export function useRowPrices(
  list: RefObject<HTMLElement | null>,
  ids: readonly string[],
  marketBase: string | undefined,
): RowPrices {
  const [prices, setPrices] = useState<ReadonlyMap<string, RowPrice>>(() => new Map());
  const [failed, setFailed] = useState(false);
  const [viewChanges, setViewChanges] = useState(0);
  const [checks, setChecks] = useState(0);
  const inView = useRef(new Set<string>());
  const askedAt = useRef(new Map<string, number>());
  // An answer counts whenever it comes, even after the rows in view have changed since.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    const element = list.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const idOfRow = new Map<Element, string>();
    [...element.children].forEach((row, index) => {
      const id = ids[index];
      if (id !== undefined) idOfRow.set(row, id);
    });
    const rowsInView = new Set<Element>();
    const observer = new IntersectionObserver(
      (changes) => {
        for (const change of changes) {
          if (change.isIntersecting) rowsInView.add(change.target);
          else rowsInView.delete(change.target);
        }
        inView.current = new Set([...rowsInView].map((row) => idOfRow.get(row)!));
        setViewChanges((count) => count + 1);
      },
      // A row just below the fold is asked for with those on screen.
      { rootMargin: '100px 0px' },
    );
    for (const row of idOfRow.keys()) observer.observe(row);
    return () => observer.disconnect();
  }, [list, ids]);

  useEffect(() => {
    const timer = setInterval(() => {
      setPrices((current) => withoutExpired(current, Date.now()));
      setChecks((count) => count + 1);
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (!marketBase) return;
    const timer = setTimeout(() => {
      const now = Date.now();
      const due = [...inView.current].filter(
        (id) => now - (askedAt.current.get(id) ?? -Infinity) >= MARKET_REFRESH_MS,
      );
      for (let start = 0; start < due.length; start += IDS_PER_REQUEST) {
        const batch = due.slice(start, start + IDS_PER_REQUEST);
        for (const id of batch) askedAt.current.set(id, now);
        fetchDirectoryPrices(marketBase, batch).then(
          (answer) => {
            if (!mounted.current) return;
            setFailed(false);
            setPrices((shown) => withoutExpired(new Map([...shown, ...answer]), Date.now()));
          },
          (error: unknown) => {
            console.warn('Market data request failed:', error);
            // Asked again at the next look rather than five minutes on.
            for (const id of batch) askedAt.current.delete(id);
            if (mounted.current) setFailed(true);
          },
        );
      }
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [marketBase, viewChanges, checks]);

  return { prices, failed: failed && prices.size === 0 };
}
