import { describe, expect, it } from 'vitest';
import { readContentFile } from '../../tests/support/siteFixture';
import {
  backgroundHeading,
  NEWS_KEYWORD_PRIORITY,
  newestFirst,
  pickBuiltinArticles,
  pickTopic,
} from './pick';
import type { BuiltinNews } from './types';

const builtin = readContentFile<BuiltinNews>('news/articles.json');

describe('pickTopic', () => {
  it.each([
    [['Bitcoin', 'BTC', 'cryptocurrency'], 'bitcoin'],
    [['Ethereum', 'ETH', 'Bitcoin', 'BTC', 'cryptocurrency'], 'bitcoin'],
    [['Tether', 'USDT', 'Ethereum', 'ETH', 'cryptocurrency'], 'ethereum'],
    [['Solana', 'SOL', 'Tether', 'USDT', 'cryptocurrency'], 'solana'],
    [['BNB', 'USDT', 'cryptocurrency'], 'bnb'],
    [['Pepe', 'PEPE', 'Shiba Inu', 'SHIB'], 'pepe'],
    [['Shiba Inu', 'SHIB', 'cryptocurrency'], 'shibainu'],
    [['Floki', 'FLOKI', 'Dogecoin'], 'dogecoin'],
    [['Cardano', 'ADA'], 'ada'],
    [['Chainlink', 'LINK'], 'link'],
    [['Polygon', 'MATIC'], 'matic'],
    [['Tron', 'TRX'], 'trx'],
    [['XRP', 'cryptocurrency'], 'xrp'],
    [['Avalanche', 'AVAX', 'Polkadot', 'DOT'], 'avax'],
    [['Cosmos', 'ATOM', 'cryptocurrency'], null],
  ] as const)('%j → %s', (keywords, topic) => {
    expect(pickTopic(keywords, builtin)).toBe(topic);
  });

  it('does not match a symbol hidden inside a longer word', () => {
    // "Tether" contains "eth" but is not about Ethereum.
    expect(pickTopic(['Tether'], builtin)).toBe('usdt');
  });

  it('has built-in articles for every keyword of the priority list', () => {
    expect(Object.keys(builtin.topics).sort()).toEqual([...NEWS_KEYWORD_PRIORITY].sort());
  });
});

describe('pickBuiltinArticles', () => {
  it("gives three articles, the topic's own first", () => {
    const articles = pickBuiltinArticles(['Pepe', 'PEPE'], builtin);
    expect(articles).toHaveLength(3);
    expect(articles.slice(0, 2)).toEqual(builtin.topics.pepe?.articles);
    expect(articles[2]).toEqual(builtin.general[0]);
  });

  it('gives the general articles when no keyword matches', () => {
    expect(pickBuiltinArticles(['Cosmos', 'ATOM'], builtin)).toEqual(builtin.general.slice(0, 3));
  });

  it('keeps every built-in link and image on https or the site itself', () => {
    const all = [...Object.values(builtin.topics).flatMap((t) => t.articles), ...builtin.general];
    for (const article of all) {
      expect(article.url).toMatch(/^https:\/\//);
      expect(article.imageUrl ?? '/news/').toMatch(/^(https:\/\/|\/news\/)/);
    }
  });
});

describe('newestFirst', () => {
  const dated = (title: string, date: string) => ({
    title,
    summary: 's',
    date,
    url: `https://example.org/${title}`,
  });

  it('puts the newest article first and one without a readable date last', () => {
    const sorted = newestFirst([
      dated('jan', '2026-01-20'),
      dated('broken', 'soon'),
      dated('mar', '2026-03-12T10:00:00Z'),
      dated('aug', '2025-08-04'),
    ]);
    expect(sorted.map((article) => article.title)).toEqual(['mar', 'jan', 'aug', 'broken']);
  });
});

describe('backgroundHeading', () => {
  it('drops "Latest" from a news heading', () => {
    expect(backgroundHeading('Latest Cardano News')).toBe('Background Reading on Cardano');
    expect(backgroundHeading('Latest Tether and BNB News')).toBe(
      'Background Reading on Tether and BNB',
    );
  });

  it('falls back to a plain heading when the heading does not follow the pattern', () => {
    expect(backgroundHeading('Market Updates')).toBe('Background Reading');
  });
});
