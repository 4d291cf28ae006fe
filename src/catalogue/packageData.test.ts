import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN } from '../engine/routes';
import { buildCatalogue } from './build';
import { NETWORK_BY_CHAIN } from './networks';
import { PACKAGE_TOKENS } from './packageData';
import { findAmbiguities, parsePair } from './slugs';

/** The catalogue the package installed with the project gives, with no coin files or overrides. */
const catalogue = buildCatalogue({ tokens: PACKAGE_TOKENS });
const { coins } = catalogue;

describe('the catalogue built from @web3icons/common', () => {
  it('has at least 1,000 coins, and accounts for every token of the package', () => {
    expect(coins.length).toBeGreaterThanOrEqual(1000);
    expect(coins.length + catalogue.leftOut.length).toBe(
      new Set(PACKAGE_TOKENS.map((t) => t.id)).size,
    );
    for (const { reason } of catalogue.leftOut) expect(reason).not.toBe('');
  });

  it('gives every coin at least one chain the widget names, with a well-formed address for a token', () => {
    for (const coin of coins) {
      expect(coin.chains.length, coin.id).toBeGreaterThan(0);
      for (const chain of coin.chains) {
        const network = NETWORK_BY_CHAIN.get(chain.chain);
        expect(network, `${coin.id} ${chain.chain}`).toBeDefined();
        if (chain.address === undefined) expect(network!.nativeCoinId).toBe(coin.id);
      }
    }
  });

  it('gives every coin a unique slug of the site’s slug pattern', () => {
    const slugs = coins.map((coin) => coin.slug);
    expect(slugs.filter((slug) => !SLUG_PATTERN.test(slug))).toEqual([]);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('reads every pair address one way only, and no coin slug as a pair', () => {
    expect(catalogue.ambiguities).toEqual([]);
    expect(findAmbiguities(coins.map((coin) => coin.slug))).toEqual([]);
  });

  it('has Dogecoin, Litecoin and Toncoin at their readable addresses', () => {
    const slugs = new Set(coins.map((coin) => coin.slug));
    for (const slug of ['dogecoin', 'litecoin', 'toncoin']) expect(slugs.has(slug)).toBe(true);
    expect(parsePair('dogecointolitecoin', slugs)).toEqual({ from: 'dogecoin', to: 'litecoin' });
    expect(coins.find((coin) => coin.slug === 'toncoin')?.chains[0]?.chain).toBe('TON');
  });

  it('orders coins by market-cap rank, unranked last', () => {
    const ranks = coins.map((coin) => coin.rank ?? Infinity);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });
});
