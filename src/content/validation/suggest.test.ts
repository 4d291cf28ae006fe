import { describe, expect, it } from 'vitest';
import { closestMatch, editsWithin, makeSlugSuggester } from './suggest';

const coins = [
  { name: 'Bitcoin', slug: 'bitcoin', symbol: 'BTC' },
  { name: 'Ethereum', slug: 'ethereum', symbol: 'ETH' },
  { name: 'BNB', slug: 'bnb', symbol: 'BNB' },
  { name: 'Shiba Inu', slug: 'shibainu', symbol: 'SHIB' },
];

describe('editsWithin', () => {
  it('counts single-letter edits up to the limit', () => {
    expect(editsWithin('bitcoin', 'bitcoin', 2)).toBe(0);
    expect(editsWithin('bitcoin', 'bitcon', 2)).toBe(1);
    expect(editsWithin('kitten', 'sitting', 3)).toBe(3);
    expect(editsWithin('', 'abc', 3)).toBe(3);
    expect(editsWithin('abc', '', 3)).toBe(3);
    expect(editsWithin('abcd', 'bcda', 2)).toBe(2);
  });

  it('gives up past the limit', () => {
    expect(editsWithin('kitten', 'sitting', 2)).toBe(undefined);
    expect(editsWithin('', 'abc', 2)).toBe(undefined);
    expect(editsWithin('bitcoin', 'ethereum', 2)).toBe(undefined);
  });

  it('compares two values of 800 KB that differ in one letter in a moment', () => {
    const long = 'y'.repeat(800_000);
    const started = Date.now();
    expect(editsWithin(`z${long}`, long, 2)).toBe(1);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('closestMatch', () => {
  it('suggests the nearest candidate within two edits', () => {
    expect(closestMatch('heding', ['heading', 'blurb', 'badge'])).toBe('heading');
  });

  it('counts two letters swapped as one slip, and a difference in case as none', () => {
    expect(closestMatch('titel', ['title', 'slug', 'kind'])).toBe('title');
    expect(closestMatch('News', ['hero', 'news', 'faq'])).toBe('news');
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
