import type { CoinDirectoryEntry } from '../../types/schema';

/**
 * Whether each entry (by its place in the list) holds the visitor's text in its name, symbol
 * or slug, whatever the case. An empty filter keeps every entry; the list keeps its
 * market-cap order either way.
 */
export function matchingRows(entries: readonly CoinDirectoryEntry[], filter: string): boolean[] {
  const wanted = filter.trim().toLowerCase();
  if (wanted === '') return entries.map(() => true);
  return entries.map(
    ({ name, symbol, slug }) =>
      name.toLowerCase().includes(wanted) ||
      symbol.toLowerCase().includes(wanted) ||
      slug.includes(wanted),
  );
}

const groupThousands = (count: number) => String(count).replace(/\B(?=(\d{3})+$)/g, ',');
const coins = (count: number) => `${groupThousands(count)} ${count === 1 ? 'coin' : 'coins'}`;

/** What the list shows, in words: read out to screen readers as the filter changes. */
export function matchCountText(total: number, matching: number, filter: string): string {
  const wanted = filter.trim();
  if (wanted === '') return `${coins(total)}, by market cap`;
  if (matching === 0) return `No coin matches “${wanted}”`;
  return `${coins(matching)} of ${groupThousands(total)} match “${wanted}”`;
}
