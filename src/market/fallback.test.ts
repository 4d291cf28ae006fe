import { describe, expect, it } from 'vitest';
import { siteFixture } from '../content/testing';
import { FALLBACK_POINTS, generateFallbackMarkets, referencePrices } from './fallback';
import { isMarketRecordList } from './guard';
import { priceListCoins } from './query';

const siteData = siteFixture();

const coins = priceListCoins(siteData.coins);
const seeds = [1, 2, 3, 42, 20250411, 987654321];

describe('generateFallbackMarkets', () => {
  it('gives every coin of the site a well-formed record with 168 hourly prices', () => {
    const records = generateFallbackMarkets(coins);
    expect(records.map((record) => record.id)).toEqual(coins.map((coin) => coin.id));
    expect(isMarketRecordList(records)).toBe(true);
    for (const record of records) {
      expect(record.sparkline_in_7d?.price).toHaveLength(FALLBACK_POINTS);
    }
  });

  it.each(seeds)('keeps changes within ±8 %% (24h) and ±20 %% (7d) under seed %d', (seed) => {
    for (const record of generateFallbackMarkets(coins, seed)) {
      expect(Math.abs(record.price_change_percentage_24h ?? Infinity)).toBeLessThanOrEqual(8);
      expect(
        Math.abs(record.price_change_percentage_7d_in_currency ?? Infinity),
      ).toBeLessThanOrEqual(20);
    }
  });

  it.each(seeds)('keeps prices within 5 %% of each coin’s usual level under seed %d', (seed) => {
    for (const record of generateFallbackMarkets(coins, seed)) {
      const reference = referencePrices[record.id] as number;
      expect(record.current_price).toBeGreaterThanOrEqual(reference * 0.95);
      expect(record.current_price).toBeLessThanOrEqual(reference * 1.05);
    }
  });

  it('draws a sparkline that agrees with the stated changes', () => {
    for (const record of generateFallbackMarkets(coins, 7)) {
      const points = record.sparkline_in_7d?.price ?? [];
      const last = points[points.length - 1] as number;
      const dayAgo = points[points.length - 25] as number;
      const weekAgo = points[0] as number;
      expect(last).toBeCloseTo(record.current_price, 12);
      expect((last / dayAgo - 1) * 100).toBeCloseTo(record.price_change_percentage_24h ?? NaN, 6);
      expect((last / weekAgo - 1) * 100).toBeCloseTo(
        record.price_change_percentage_7d_in_currency ?? NaN,
        6,
      );
      expect(points.every((point) => point > 0)).toBe(true);
    }
  });

  it('gives the same data for the same seed and different data for another seed', () => {
    expect(generateFallbackMarkets(coins, 99)).toEqual(generateFallbackMarkets(coins, 99));
    expect(generateFallbackMarkets(coins, 99)).not.toEqual(generateFallbackMarkets(coins, 100));
  });

  it('keeps a stablecoin at its peg', () => {
    const [tether] = generateFallbackMarkets([
      {
        id: 'tether',
        name: 'Tether',
        symbol: 'USDT',
        slug: 'usdt',
        color: '#26a17b',
        stablecoin: true,
      },
    ]);
    expect(tether?.current_price).toBe(1);
    expect(Math.abs(tether?.price_change_percentage_7d_in_currency ?? Infinity)).toBeLessThan(0.1);
  });

  it('fails rather than invent a price for a coin it has no reference for', () => {
    expect(() =>
      generateFallbackMarkets([
        { id: 'dogecoin', name: 'Dogecoin', symbol: 'DOGE', slug: 'doge', color: '#c2a633' },
      ]),
    ).toThrow('No reference price for "dogecoin"');
  });
});
