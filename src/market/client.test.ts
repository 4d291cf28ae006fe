import { describe, expect, it } from 'vitest';
import {
  COINGECKO_MARKETS_PARAMS,
  undocumented,
} from '../../tests/fixtures/fake-upstreams/documentedFields';
import { marketsUrl } from './client';

describe('marketsUrl', () => {
  const url = new URL(
    marketsUrl('/api/market', ['bitcoin', 'polygon-ecosystem-token']),
    'http://x',
  );

  it('asks /coins/markets only with parameters CoinGecko documents', () => {
    expect(url.pathname).toBe('/api/market/coins/markets');
    expect(undocumented(url.searchParams.keys(), COINGECKO_MARKETS_PARAMS)).toEqual([]);
  });

  it('asks for every catalogue coin in dollars, with 7-day sparklines and both changes', () => {
    expect(Object.fromEntries(url.searchParams)).toEqual({
      vs_currency: 'usd',
      ids: 'bitcoin,polygon-ecosystem-token',
      order: 'market_cap_desc',
      per_page: '2',
      page: '1',
      sparkline: 'true',
      price_change_percentage: '24h,7d',
    });
  });
});
