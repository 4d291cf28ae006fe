/** Long enough that the middle carries nothing a reader compares by eye. */
const SHORTEN_FROM = 16;

/**
 * An address as a row shows it: its first six and last four characters, the part people
 * check against their wallet. The full address is in the row's accessible text and copy.
 */
export function shortAddress(address: string): string {
  return address.length < SHORTEN_FROM ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}
