import { describe, expect, it } from 'vitest';
import type { CoinDirectoryEntry } from '../../types/schema';
import { matchCountText, matchingRows } from './filter';

const entries: CoinDirectoryEntry[] = [
  { slug: 'shiba-inu', name: 'Shiba Inu', symbol: 'SHIB', id: 'shiba-inu' },
  { slug: 'tether-eth', name: 'Tether', symbol: 'USDT', id: 'tether' },
];

describe('matchingRows', () => {
  it('keeps every row for an empty or blank filter', () => {
    expect(matchingRows(entries, '  ')).toEqual([true, true]);
  });

  it('matches the name, the symbol or the slug, whatever the case', () => {
    expect(matchingRows(entries, 'INU')).toEqual([true, false]);
    expect(matchingRows(entries, 'usdt')).toEqual([false, true]);
    expect(matchingRows(entries, 'tether-e')).toEqual([false, true]);
  });
});

describe('matchCountText', () => {
  it('counts with thousands grouped, one coin in the singular', () => {
    expect(matchCountText(1523, 1523, '')).toBe('1,523 coins, by market cap');
    expect(matchCountText(1523, 1, 'btc')).toBe('1 coin of 1,523 match “btc”');
    expect(matchCountText(1523, 0, ' zz ')).toBe('No coin matches “zz”');
  });
});
