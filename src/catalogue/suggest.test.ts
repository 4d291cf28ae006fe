import { describe, expect, it } from 'vitest';
import { makeCoinSuggester, suggestPair, typoDistance } from './suggest';

const coins = [
  { slug: 'bitcoin', name: 'Bitcoin', symbol: 'BTC', rank: 1 },
  { slug: 'dogecoin', name: 'Dogecoin', symbol: 'DOGE', rank: 9 },
  { slug: 'litecoin', name: 'Litecoin', symbol: 'LTC', rank: 22 },
  { slug: 'toncoin', name: 'Toncoin', symbol: 'TON', rank: 12 },
  { slug: 'bitcoin-cash', name: 'Bitcoin Cash', symbol: 'BCH', rank: 15 },
  { slug: 'shibainu', name: 'Shiba Inu', symbol: 'SHIB', rank: 13 },
];
const suggest = makeCoinSuggester(coins);
const slugsFor = (wanted: string) => suggest(wanted).map((coin) => coin.slug);

describe('typoDistance', () => {
  it('counts inserts, deletes, replacements and swapped neighbours, up to the limit', () => {
    expect(typoDistance('dogecoim', 'dogecoin', 2)).toBe(1);
    expect(typoDistance('dogecion', 'dogecoin', 2)).toBe(1);
    expect(typoDistance('dogcoin', 'dogecoin', 2)).toBe(1);
    expect(typoDistance('dgecoinn', 'dogecoin', 2)).toBe(2);
    expect(typoDistance('ethereum', 'dogecoin', 2)).toBeUndefined();
    expect(typoDistance('a'.repeat(100_000), 'a'.repeat(100_001), 2)).toBe(1);
  });
});

describe('makeCoinSuggester', () => {
  it('offers Dogecoin for dogecoim, and the nearest coins first', () => {
    expect(slugsFor('dogecoim')).toEqual(['dogecoin']);
    expect(slugsFor('bitcoin-cahs')).toEqual(['bitcoin-cash']);
    expect(slugsFor('litecoim')).toEqual(['litecoin']);
  });

  it('matches the name written another way and the exact symbol, but no near symbol', () => {
    expect(slugsFor('shiba-inu')).toEqual(['shibainu']);
    expect(slugsFor('doge')).toEqual(['dogecoin']);
    expect(slugsFor('bth')).toEqual([]);
  });

  it('offers nothing for a word far from every coin, and nothing for junk', () => {
    expect(slugsFor('weather')).toEqual([]);
    expect(slugsFor('%00%2e%2e')).toEqual([]);
    expect(slugsFor('')).toEqual([]);
  });

  it('puts the nearest coin first among 1,500 similar names, then the higher-ranked', () => {
    const many = Array.from({ length: 1500 }, (_, index) => ({
      slug: `coin${index}name`,
      name: `Coin ${index} name`,
      symbol: `C${index}`,
      rank: index + 1,
    }));
    const suggestMany = makeCoinSuggester(many);
    // The swapped letters cost one edit; coin0name and the like are three away.
    expect(suggestMany('coin7nmae')[0]!.slug).toBe('coin7name');
    expect(suggestMany('coin1234name', 2).map((coin) => coin.slug)).toEqual([
      'coin1234name',
      'coin123name',
    ]);
  });
});

describe('suggestPair', () => {
  it('reads a mistyped pair address as the two coins it probably meant', () => {
    const pair = suggestPair(suggest, 'dogecointolitecoim');
    expect([pair?.from.slug, pair?.to.slug]).toEqual(['dogecoin', 'litecoin']);
    const ton = suggestPair(suggest, 'toncointobitcoin');
    expect([ton?.from.slug, ton?.to.slug]).toEqual(['toncoin', 'bitcoin']);
    expect(suggestPair(suggest, 'weathertoday')).toBeUndefined();
  });
});
