import { formatChange, formatCompactNumber, formatMoney, formatPrice } from '../../market/format';
import { RATE_MAX_AGE_MS } from '../../market/rate';
import type { CoinMarketRecord } from './useCoinMarket';

/** One line of the card: what it is, the figure, and for a change its direction. */
export interface Figure {
  label: string;
  value: string;
  direction?: number;
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** CoinGecko sends 0, not null, for a market cap or supply it does not know. */
const isPositive = (value: unknown): value is number => isFiniteNumber(value) && value > 0;

/**
 * When the figures were true: when the proxy fetched them, or earlier where the service says
 * it last updated this coin (a thinly traded coin's record can be older than the answer).
 */
export function figuresTime(record: CoinMarketRecord, pricesAt: number): number {
  const updated =
    typeof record.last_updated === 'string' ? Date.parse(record.last_updated) : Number.NaN;
  return Number.isFinite(updated) ? Math.min(updated, pricesAt) : pricesAt;
}

/** Whether figures true at `at` may still be shown at `now`: the live rate's limit. */
export const isRecent = (at: number, now: number) => now - at <= RATE_MAX_AGE_MS;

/**
 * The figures the record gives, in the card's order; a figure the market did not give is
 * left out, never estimated. No figure at all without a real price.
 */
export function marketFigures(record: CoinMarketRecord, symbol: string): Figure[] {
  if (!isPositive(record.current_price)) return [];
  const figures: Figure[] = [{ label: 'Price', value: formatPrice(record.current_price) }];
  const change = (label: string, value: unknown) => {
    if (isFiniteNumber(value))
      figures.push({ label, value: formatChange(value), direction: value });
  };
  change('24h change', record.price_change_percentage_24h);
  change('7d change', record.price_change_percentage_7d_in_currency);
  if (isPositive(record.market_cap)) {
    figures.push({ label: 'Market cap', value: formatMoney(record.market_cap) });
  }
  const rank = record.market_cap_rank;
  if (isPositive(rank) && Number.isInteger(rank)) {
    figures.push({ label: 'Market cap rank', value: `#${rank}` });
  }
  if (isFiniteNumber(record.total_volume) && record.total_volume >= 0) {
    figures.push({ label: '24h volume', value: formatMoney(record.total_volume) });
  }
  const supply = (label: string, value: unknown) => {
    if (isPositive(value))
      figures.push({ label, value: `${formatCompactNumber(value)} ${symbol}` });
  };
  supply('Circulating supply', record.circulating_supply);
  supply('Max supply', record.max_supply);
  return figures;
}

/** The 7-day price series, when the record has one worth drawing. */
export function sparklinePrices(record: CoinMarketRecord): number[] | null {
  const prices = record.sparkline_in_7d?.price;
  return prices && prices.length >= 2 && prices.every(isFiniteNumber) ? prices : null;
}
