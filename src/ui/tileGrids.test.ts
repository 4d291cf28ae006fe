import { describe, expect, it } from 'vitest';
import { evenRowLength } from './tileGrids';

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
