import { useCallback, useEffect, useState } from 'react';
import {
  COIN_SEARCH_INDEX_PATH,
  readCoinSearchIndex,
  type SearchCoin,
} from '../../catalogue/searchIndex';
import { loadOnce } from '../../engine/codeLoader';
import { queryJson } from '../../net/request';

/**
 * The catalogue's search index, fetched the first time the search opens and kept for the
 * page's life; a failed fetch is forgotten, so trying again asks anew.
 */
const coinIndex = loadOnce(async () => {
  const coins = readCoinSearchIndex(await queryJson<unknown>(COIN_SEARCH_INDEX_PATH));
  if (!coins) throw new Error(`${COIN_SEARCH_INDEX_PATH} is not an index this page can read.`);
  return coins;
});

export type CoinIndexView =
  | { status: 'loading' }
  | { status: 'ready'; coins: readonly SearchCoin[] }
  | { status: 'failed'; retry: () => void };

export function useCoinIndex(): CoinIndexView {
  const [coins, setCoins] = useState(coinIndex.get);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (coins) return;
    let current = true;
    coinIndex.load().then(
      (loaded) => {
        if (current) setCoins(loaded);
      },
      (error: unknown) => {
        console.error('The coin search index could not be loaded:', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [coins, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  if (coins) return { status: 'ready', coins };
  return failed ? { status: 'failed', retry } : { status: 'loading' };
}
