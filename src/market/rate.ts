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
 * Whether prices taken at `pricesAt` may still be shown at `now`. Prices stamped a little in
 * the future (the visitor's clock running slow) count as current.
 */
export const isCurrent = (pricesAt: number, now: number) => now - pricesAt <= RATE_MAX_AGE_MS;

// Plain digits only: an amount written as 2.4e-10 reads as a typo to most visitors.
const wholeAndCents = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const fourFigures = new Intl.NumberFormat('en-US', {
  maximumSignificantDigits: 4,
  notation: 'standard',
});

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
export function formatEstimate(value: number, symbol: string, decimals: number): string {
  const smallestUnit = 10 ** -decimals;
  if (value > 0 && value < smallestUnit) {
    return `less than ${smallestUnit.toFixed(decimals)} ${symbol}`;
  }
  return `${formatCoinAmount(value)} ${symbol}`;
}

const utcClock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** "as of 14:05 UTC": the same for every visitor, whatever their time zone. */
export const asOfUtc = (time: number) => `as of ${utcClock.format(time)} UTC`;
