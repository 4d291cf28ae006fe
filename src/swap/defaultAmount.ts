/** What a swap opened from a page starts on, in dollars: enough to clear any pair's minimum. */
export const DEFAULT_SWAP_USD = 100;

/**
 * About `usd` worth of a coin at `price`, rounded to a number a person would type: one
 * significant digit, two when the first is 1 (0.7 SOL, 0.001 BTC, 6,000,000 PEPE, 0.15 ETH),
 * within the token's decimals. Undefined without a usable price, or when the token's
 * decimals cannot hold even the rounded amount.
 */
export function roundAmountWorth(
  usd: number,
  price: number,
  decimals: number | undefined,
): string | undefined {
  if (!(price > 0) || !Number.isFinite(price)) return undefined;
  const exact = usd / price;
  if (!Number.isFinite(exact) || exact <= 0) return undefined;
  const firstDigitPlace = Math.floor(Math.log10(exact));
  const leading = exact / 10 ** firstDigitPlace;
  const digits = leading < 1.95 ? 2 : 1;
  const place = firstDigitPlace - digits + 1;
  const rounded = Math.round(exact / 10 ** place) * 10 ** place;
  const fractionDigits = Math.max(0, -place);
  if (decimals !== undefined && fractionDigits > decimals) {
    const whole = Math.round(exact * 10 ** decimals) / 10 ** decimals;
    return whole > 0 ? plain(whole, decimals) : undefined;
  }
  return plain(rounded, fractionDigits);
}

/** Plain digits with a point and no trailing zeros: the form the swap carries. */
function plain(value: number, fractionDigits: number): string {
  const text = value.toFixed(fractionDigits);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
