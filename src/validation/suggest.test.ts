// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { closestMatch, levenshtein, makeSlugSuggester } from './suggest';

const coins = [
  { name: 'Bitcoin', slug: 'bitcoin', symbol: 'BTC' },
  { name: 'Ethereum', slug: 'ethereum', symbol: 'ETH' },
  { name: 'BNB', slug: 'bnb', symbol: 'BNB' },
  { name: 'Shiba Inu', slug: 'shibainu', symbol: 'SHIB' },
];

describe('levenshtein', () => {
  it('counts single-letter edits', () => {
    expect(levenshtein('bitcoin', 'bitcoin')).toBe(0);
    expect(levenshtein('bitcoin', 'bitcon')).toBe(1);
    expect(levenshtein('kitten', 'sitting')).toBe(3);
    expect(levenshtein('', 'abc')).toBe(3);
  });
});

describe('closestMatch', () => {
  it('suggests the nearest candidate within two edits', () => {
    expect(closestMatch('heding', ['heading', 'blurb', 'badge'])).toBe('heading');
  });

  it('suggests nothing when the candidates share too little', () => {
    expect(closestMatch('x', ['id'])).toBe(undefined);
    expect(closestMatch('colour', ['heading', 'blurb'])).toBe(undefined);
  });
});

describe('makeSlugSuggester', () => {
  const suggest = makeSlugSuggester(
    ['bitcoin', 'ethereum', 'ethtousdt', 'btctobnb', 'shibtousdt', 'docs'],
    coins,
  );

  it('matches a coin spelled out against its symbol', () => {
    expect(suggest('ethereumtousdt')).toBe('ethtousdt');
    expect(suggest('bitcointobnb')).toBe('btctobnb');
    expect(suggest('shibainutousdt')).toBe('shibtousdt');
  });

  it('matches plain typos', () => {
    expect(suggest('bitcoinn')).toBe('bitcoin');
    expect(suggest('etherum')).toBe('ethereum');
  });

  it('does not offer an unrelated slug just because symbols are short', () => {
    expect(makeSlugSuggester(['bitcoin'], coins)('ethereum')).toBe(undefined);
    expect(suggest('dot')).toBe(undefined);
  });

  it('does not offer a pair of other coins', () => {
    expect(makeSlugSuggester(['bitcointoethereum'], coins)('bnbtoethereum')).toBe(undefined);
  });

  it('suggests nothing when nothing is close', () => {
    expect(suggest('nothing-like-this')).toBe(undefined);
  });

  it('works without coins', () => {
    expect(makeSlugSuggester(['bitcoin'], [])('bitcon')).toBe('bitcoin');
  });
});
