/**
 * Display rules of the spec (section 9). Pure functions with a fixed locale, so that the
 * server and the browser print the same text and hydration matches.
 */

// Written out rather than with Intl: the first Intl formatter a page makes loads the locale
// data, measured at 50 to 70 ms of a phone's main thread (Chromium, 4x CPU slowdown), in the
// task that wakes the home page's price list.

/** en-US digit groups: "1234567" becomes "1,234,567". */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * An amount in the plain form the swap carries ("4000000", "0.001"), as a person reads it:
 * "4,000,000". The digits stay as they are; only the whole part is grouped.
 */
export function groupedAmount(plain: string): string {
  const [whole = '', fraction] = plain.split('.');
  return /^\d+$/.test(whole)
    ? `${groupThousands(whole)}${fraction === undefined ? '' : `.${fraction}`}`
    : plain;
}

/** Rounded to at most `fractionDigits` decimals, trailing zeros dropped, thousands grouped. */
function formatDecimal(value: number, fractionDigits: number): string {
  const sign = value < 0 ? '-' : '';
  const [whole = '0', fraction] = String(Number(Math.abs(value).toFixed(fractionDigits))).split(
    '.',
  );
  return `${sign}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

const suffixes: [limit: number, suffix: string][] = [
  [1e3, 'K'],
  [1e6, 'M'],
  [1e9, 'B'],
  [1e12, 'T'],
];
const largestSuffix: [number, string] = [1e12, 'T'];

/**
 * 1e3 and more become 1.0K, 1e6 1.0M, 1e9 1.0B, 1e12 1.0T: one decimal after the suffix.
 * A value that would round up to 1000.0 of one suffix moves to the next (1.0B, not 1000.0M).
 */
export function formatCompactNumber(value: number): string {
  const size = Math.abs(value);
  if (size < 1e3) return formatDecimal(value, 2);
  const sign = value < 0 ? '-' : '';
  const [limit, suffix] =
    suffixes.find(([limit]) => Number((size / limit).toFixed(1)) < 1000) ?? largestSuffix;
  return `${sign}${(size / limit).toFixed(1)}${suffix}`;
}

/** Dollars: two decimals below 1000, the compact form from there on. */
export function formatMoney(value: number): string {
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  return size < 1000 ? `${sign}$${size.toFixed(2)}` : `${sign}$${formatCompactNumber(size)}`;
}

/**
 * How many decimals a price is printed with: the spec's 4 below $1, 2 below $1000, none from
 * there; below $0.001 at least 6 and as many as 3 significant digits need, so that PEPE's
 * $0.0000181 does not become $0.000018 and $0.0000005 does not become exponent form.
 */
function priceDecimals(size: number): number {
  if (size >= 1000) return 0;
  if (size >= 1) return 2;
  if (size >= 0.001) return 4;
  // The place of the first significant digit: 5 for 0.0000181.
  const firstDigit = Math.ceil(-Math.log10(size));
  return Math.max(6, firstDigit + 2);
}

/** The price as formatPrice prints it, as a number: a rate worked out from it agrees with it. */
export function shownPrice(value: number): number {
  if (!Number.isFinite(value) || value === 0) return 0;
  return Number(value.toFixed(priceDecimals(Math.abs(value))));
}

/**
 * Coin prices: the smaller the price, the more digits it needs to say anything. Never in
 * exponent form (a departure from the spec's rule for prices below $0.000001).
 */
export function formatPrice(value: number): string {
  const size = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (size === 0 || !Number.isFinite(size)) return '$0.00';
  const decimals = priceDecimals(size);
  const digits = size.toFixed(decimals);
  return decimals === 0 ? `${sign}$${formatDecimal(size, 0)}` : `${sign}$${digits}`;
}

/** A change in percent with its sign; the service sends null when it has no figure. */
export function formatChange(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const sign = value > 0 ? '+' : '';
  return `${sign}${value.toFixed(2)}%`;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * "14:05 UTC": every card's time of its prices, the same for every visitor whatever their
 * time zone, and on the server and in the browser.
 */
export function formatUtcTime(time: number): string {
  const date = new Date(time);
  return `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())} UTC`;
}

/** "as of 14:05 UTC", the one way every card gives its prices' time. */
export const asOfUtc = (time: number) => `as of ${formatUtcTime(time)}`;
