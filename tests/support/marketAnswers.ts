import { vi } from 'vitest';
import type { MarketRecord } from '../../src/types/schema';

/** A market record as the proxy sends it, with a price and its 24-hour change and no more. */
export const marketRecord = (id: string, price: number, change: number | null): MarketRecord => ({
  id,
  symbol: id.slice(0, 3),
  name: id,
  image: `https://images.test/${id}.png`,
  current_price: price,
  price_change_percentage_24h: change,
  price_change_percentage_7d_in_currency: null,
  market_cap: null,
  total_volume: null,
  high_24h: null,
  low_24h: null,
  sparkline_in_7d: null,
});

/**
 * The site's server as a component test's `fetch`: `/api/config` names the market proxy
 * (`/api/market`), and every other request is noted in the list returned and answered by
 * `answer`, read at each request so a test may change it.
 */
export function stubMarketServer(answer: () => Response | Promise<Response>): string[] {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      if (input === '/api/config') return Response.json({ marketBase: '/api/market' });
      requests.push(input);
      return answer();
    }),
  );
  return requests;
}
