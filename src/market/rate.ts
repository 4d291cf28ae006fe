/**
 * The indicative rate between two coins, worked out from their dollar prices in one market
 * answer. Pure functions with a fixed locale, so the server and the browser agree.
 */

/**
 * How old prices may be and still be shown as a rate: two of the spec's 5-minute refreshes.
 * Past this a rate is hidden rather than shown out of date.
 */
export const RATE_MAX_AGE_MS = 10 * 60_000;

/** How many of the second coin one of the first buys; null when a price cannot give one. */
export function crossRate(fromUsd: number, toUsd: number): number | null {
  if (!(fromUsd > 0) || !(toUsd > 0)) return null;
  const rate = fromUsd / toUsd;
  return Number.isFinite(rate) && rate > 0 ? rate : null;
}

/**
 * Whether prices taken at `pricesAt` may still be shown at `now`. Both times are on the
 * server's clock: `clockOffset` is how far the visitor's clock runs ahead of the server's
 * (from the answer's Date header), so a visitor whose clock is wrong sees what everyone else
 * does. Prices stamped a little in the future count as current.
 */
export const isCurrent = (pricesAt: number, now: number, clockOffset = 0) =>
  now - clockOffset - pricesAt <= RATE_MAX_AGE_MS;

/** On the visitor's clock, when prices taken at `pricesAt` (server's clock) stop being current. */
export const expiresAt = (pricesAt: number, clockOffset = 0) =>
  pricesAt + clockOffset + RATE_MAX_AGE_MS;

// Plain digits only: an amount written as 2.4e-10 reads as a typo to most visitors.
const wholeAndCents = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const fourFigures = new Intl.NumberFormat('en-US', {
  maximumSignificantDigits: 4,
  notation: 'standard',
});

/** The units a rate is quoted per: a tiny rate reads better per thousand, million or billion. */
const LARGEST_UNIT: [units: number, label: string] = [1e9, '1B'];
const QUOTE_UNITS: [units: number, label: string][] = [
  [1, '1'],
  [1e3, '1K'],
  [1e6, '1M'],
  LARGEST_UNIT,
];
/**
 * The smallest amount a quote may show, at most four zeros after the point: "1M SHIB ≈
 * 0.0002216 BTC", not "1 SHIB ≈ 0.0000000002216 BTC"; "1 USDT ≈ 0.00001031 BTC" stays.
 */
const SMALLEST_QUOTE = 0.00001;

export interface RateQuote {
  /** How many of the paid coin the quote is for, as printed: "1", "1K", "1M", "1B". */
  per: string;
  units: number;
  /** What `units` of the paid coin buy, printed (formatCoinAmount). */
  amount: string;
}

/** "1M SHIB ≈ 0.0002216 BTC": the rate per the fewest units that buy at least 0.00001. */
export function quoteRate(rate: number): RateQuote {
  const [units, per] =
    QUOTE_UNITS.find(([units]) => rate * units >= SMALLEST_QUOTE) ?? LARGEST_UNIT;
  return { per, units, amount: formatCoinAmount(rate * units) };
}

/**
 * An amount of a coin: two decimals from 1 up (28.53), four significant figures below 1
 * (0.03505, 0.0000002418), so a small rate keeps the digits that say anything.
 */
export function formatCoinAmount(value: number): string {
  return Math.abs(value) >= 1 ? wholeAndCents.format(value) : fourFigures.format(value);
}

/**
 * An estimated amount of a token with `decimals` places: below its smallest unit it cannot
 * be received at all, so it says so instead of printing digits the token does not have.
 */
export function formatEstimate(
  value: number,
  symbol: string,
  decimals: number | undefined,
): string {
  const smallestUnit = decimals === undefined ? 0 : 10 ** -decimals;
  if (decimals !== undefined && value > 0 && value < smallestUnit) {
    return `less than ${smallestUnit.toFixed(decimals)} ${symbol}`;
  }
  return `${formatCoinAmount(value)} ${symbol}`;
}
