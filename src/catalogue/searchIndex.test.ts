import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  coinSearchIndex,
  readCoinSearchIndex,
  searchCoins,
  SEARCH_RESULTS_MAX,
  type SearchCoin,
} from './searchIndex';
import type { CatalogueCoin } from './types';

const ethereumChain = [{ chain: 'ETH', network: 'Ethereum' }];

function coin(slug: string, name: string, symbol: string, rank?: number): CatalogueCoin {
  return { id: slug, slug, name, symbol, chains: ethereumChain, ...(rank && { rank }) };
}

const fixtureCoins = [
  coin('litecoin', 'Litecoin', 'LTC', 21),
  coin('bitcoin', 'Bitcoin', 'BTC', 1),
  coin('wrapped-bitcoin', 'Wrapped Bitcoin', 'WBTC', 15),
  coin('dogecoin', 'Dogecoin', 'DOGE', 8),
  coin('dog-go-to-the-moon', 'Dog (Go To The Moon)', 'DOG', 90),
  coin('shiba-inu', 'Shiba Inu', 'SHIB', 14),
  coin('ethereum', 'Ethereum', 'ETH', 2),
  coin('ethena', 'Ethena', 'ENA', 40),
  coin('toncoin', 'Toncoin', 'TON'),
  // A slug the catalogue chose that the name does not spell: kept in the index.
  coin('tether-eth', 'Tether', 'USDT', 3),
  coin('bitcoin-cash', 'Bitcoin Cash', 'BCH', 18),
];

const readBack = (coins: CatalogueCoin[]) =>
  readCoinSearchIndex(JSON.parse(coinSearchIndex(coins)))!;
const slugsFound = (coins: SearchCoin[], query: string) =>
  searchCoins(coins, query).map((c) => c.slug);

describe('the coin search index', () => {
  it('reads back every coin with its own slug, name and symbol, in market-cap order', () => {
    const coins = readBack(fixtureCoins);
    expect(coins.map(({ slug, name, symbol }) => ({ slug, name, symbol }))).toEqual(
      [...fixtureCoins]
        .sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity))
        .map(({ slug, name, symbol }) => ({ slug, name, symbol })),
    );
    expect(coins.map((c) => c.order)).toEqual(coins.map((_, index) => index));
  });

  it('writes a slug only where the name does not spell it', () => {
    const file = JSON.parse(coinSearchIndex(fixtureCoins)) as { coins: string[][] };
    expect(file.coins).toContainEqual(['Shiba Inu', 'SHIB']);
    expect(file.coins).toContainEqual(['Tether', 'USDT', 'tether-eth']);
    expect(file.coins).toContainEqual(['Dog (Go To The Moon)', 'DOG']);
  });

  it('stays under 40 KB gzip for 1,500 coins with long, varied names', () => {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    // A fixed pseudo-random walk, so the size is the same on every run.
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const word = (length: number) =>
      Array.from({ length }, () => letters[next() % letters.length]).join('');
    const many = Array.from({ length: 1500 }, (_, index) => {
      const name = `${word(4 + (next() % 8))} ${word(3 + (next() % 6))}`;
      // One in five with a slug of its own, as collisions give.
      const slug = name.replace(' ', '-') + (index % 5 === 0 ? `-${word(3)}` : '');
      return coin(slug, name, word(3 + (next() % 3)).toUpperCase(), index + 1);
    });
    const gzipped = gzipSync(coinSearchIndex(many)).length;
    expect(gzipped).toBeLessThan(40 * 1024);
    expect(readBack(many)).toHaveLength(1500);
  });

  it.each([
    ['another version', { v: 2, coins: [['Bitcoin', 'BTC']] }],
    ['no coins list', { v: 1 }],
    ['a row without a symbol', { v: 1, coins: [['Bitcoin']] }],
    ['a row with a number for a name', { v: 1, coins: [[7, 'BTC']] }],
    ['an empty slug', { v: 1, coins: [['Bitcoin', 'BTC', '']] }],
    ['not an object', 'Bitcoin'],
  ])('refuses a file with %s', (_, value) => {
    expect(readCoinSearchIndex(value)).toBeNull();
  });
});

describe('searchCoins', () => {
  const coins = readBack(fixtureCoins);

  it('finds a coin by its symbol, its name or its slug, whatever the case', () => {
    expect(slugsFound(coins, 'ltc')[0]).toBe('litecoin');
    expect(slugsFound(coins, 'LiteCoin')[0]).toBe('litecoin');
    expect(slugsFound(coins, 'tether-eth')[0]).toBe('tether-eth');
    expect(slugsFound(coins, '  doge ')[0]).toBe('dogecoin');
  });

  it('puts an exact match first, then prefixes by market cap, then words, then the rest', () => {
    // DOG is its symbol exactly; Dogecoin only starts with it, though it ranks higher.
    expect(slugsFound(coins, 'dog')).toEqual(['dog-go-to-the-moon', 'dogecoin']);
    expect(slugsFound(coins, 'bitcoin')).toEqual(['bitcoin', 'bitcoin-cash', 'wrapped-bitcoin']);
    // Ethena starts with it; the tether-eth slug only holds it.
    expect(slugsFound(coins, 'eth')).toEqual(['ethereum', 'ethena', 'tether-eth']);
    // "inu" starts the second word of Shiba Inu; "coin" only sits inside names.
    expect(slugsFound(coins, 'inu')).toEqual(['shiba-inu']);
    expect(slugsFound(coins, 'coin')).toEqual([
      'bitcoin',
      'dogecoin',
      'wrapped-bitcoin',
      'bitcoin-cash',
      'litecoin',
      'toncoin',
    ]);
  });

  it('finds nothing for an empty query or one no coin has', () => {
    expect(searchCoins(coins, '   ')).toEqual([]);
    expect(searchCoins(coins, 'zzzz')).toEqual([]);
  });

  it(`offers at most ${SEARCH_RESULTS_MAX} coins`, () => {
    const many = readBack(
      Array.from({ length: 30 }, (_, index) =>
        coin(`coin-${index}`, `Coin ${index}`, `C${index}`, index + 1),
      ),
    );
    const found = searchCoins(many, 'coin');
    expect(found).toHaveLength(SEARCH_RESULTS_MAX);
    expect(found[0]!.slug).toBe('coin-0');
  });
});
