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

/**
 * The column counts, from 2 to `most`, at which `shown` tiles would leave the last one alone
 * on its row: the tile to stretch across that row when the grid has that many columns.
 */
export function loneLastTileColumns(shown: number, most: number): number[] {
  const counts: number[] = [];
  for (let columns = 2; columns <= most; columns += 1) {
    if (shown > columns && shown % columns === 1) counts.push(columns);
  }
  return counts;
}

/**
 * A grid whose column count is known to its styles: one column, then as many tiles of
 * `minTileRem` as the named container has room for, up to `most`. Because the count is
 * known, a tile marked `data-lone-at` with that count takes its whole row. An auto-fill grid
 * hides the count, and no selector could tell which tile ends up alone.
 */
export function columnsByContainerWidth(
  container: string,
  minTileRem: number,
  gapRem: number,
  most: number,
): CSSObject {
  const roomRem = (columns: number) => columns * minTileRem + (columns - 1) * gapRem;
  const styles: CSSObject = { gridTemplateColumns: 'minmax(0, 1fr)' };
  for (let columns = 2; columns <= most; columns += 1) {
    // Bounded above as well, so a tile marked for this count is not stretched at the next.
    const band =
      columns < most
        ? `(${roomRem(columns)}rem <= width < ${roomRem(columns + 1)}rem)`
        : `(width >= ${roomRem(columns)}rem)`;
    styles[`@container ${container} ${band}`] = {
      gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
      [`& > [data-lone-at~="${columns}"]`]: { gridColumn: '1 / -1' },
    };
  }
  return styles;
}
