import type { CSSObject } from '@emotion/react';

/**
 * Grid columns for tiles of at least `minTile`: `columns` a row when the container has room
 * for them, otherwise `fewer` a row. Both are chosen by the caller to divide the tile count,
 * which an auto-fit grid does not do: it settles on any count in between and can leave the
 * last tile alone on its row. The clamp picks the tile's minimum width from the container's
 * own width, so it works in any column of any layout without a media query.
 */
export function columnsOrFewer(columns: number, fewer: number, minTile: string, gap: string) {
  const share = (count: number) => `calc((100% - ${count - 1} * ${gap}) / ${count})`;
  const roomForAll = `(${columns} * ${minTile} + ${columns - 1} * ${gap})`;
  // Positive and huge below roomForAll (so the wider share wins), negative above it.
  const switchAt = `calc((${roomForAll} - 100%) * 999)`;
  return `repeat(auto-fill, minmax(clamp(${share(columns)}, ${switchAt}, ${share(fewer)}), 1fr))`;
}

/** The widest row of at most `most` tiles that `count` tiles fill evenly. */
export function evenRowLength(count: number, most: number): number {
  for (let length = Math.min(count, most); length > 1; length -= 1) {
    if (count % length === 0) return length;
  }
  return 1;
}

/** In a two-column grid, an odd last tile takes the whole row instead of half of it. */
export const oddLastTileSpansRow: CSSObject = {
  '& > :last-child:nth-child(odd)': { gridColumn: '1 / -1' },
};
