import { describe, expect, it } from 'vitest';
import { columnsByContainerWidth, evenRowLength, loneLastTileColumns } from './tileGrids';

describe('evenRowLength', () => {
  it('takes the widest row that the tiles fill evenly', () => {
    expect(evenRowLength(10, 6)).toBe(5);
    expect(evenRowLength(12, 6)).toBe(6);
    expect(evenRowLength(9, 6)).toBe(3);
  });

  it('falls back to one a row when no wider row divides the count', () => {
    expect(evenRowLength(7, 6)).toBe(1);
    expect(evenRowLength(11, 2)).toBe(1);
  });

  it('never makes a row longer than the tiles there are', () => {
    expect(evenRowLength(4, 6)).toBe(4);
  });
});

describe('loneLastTileColumns', () => {
  it('names the column counts that strand the last of 17 wallets', () => {
    expect(loneLastTileColumns(17, 6)).toEqual([2, 4]);
  });

  it('names none when every count up to the widest leaves company on the last row', () => {
    expect(loneLastTileColumns(12, 6)).toEqual([]);
  });

  it('leaves a single tile, or a single row, alone', () => {
    expect(loneLastTileColumns(1, 6)).toEqual([]);
    expect(loneLastTileColumns(3, 2)).toEqual([2]);
    expect(loneLastTileColumns(4, 6)).toEqual([3]);
  });
});

describe('columnsByContainerWidth', () => {
  it('adds a column each time the container has room for one more tile and its gap, one band each', () => {
    const styles = columnsByContainerWidth('tiles', 9.5, 0.5, 3);
    expect(styles.gridTemplateColumns).toBe('minmax(0, 1fr)');
    expect(Object.keys(styles)).toEqual([
      'gridTemplateColumns',
      '@container tiles (19.5rem <= width < 29.5rem)',
      '@container tiles (width >= 29.5rem)',
    ]);
    expect(styles['@container tiles (width >= 29.5rem)']).toEqual({
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      '& > [data-lone-at~="3"]': { gridColumn: '1 / -1' },
    });
  });
});
