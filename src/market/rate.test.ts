import { describe, expect, it } from 'vitest';
import {
  RATE_MAX_AGE_MS,
  crossRate,
  expiresAt,
  formatCoinAmount,
  formatEstimate,
  isCurrent,
  quoteRate,
} from './rate';

describe('crossRate', () => {
  it('divides the dollar prices: BTC at 97,000 and ETH at 3,400 give 28.53 ETH per BTC', () => {
    expect(crossRate(97_000, 3_400)).toBeCloseTo(28.5294, 4);
    expect(crossRate(3_400, 97_000)).toBeCloseTo(0.035052, 6);
  });

  it.each([
    ['a zero price', 97_000, 0],
    ['a negative price', -1, 3_400],
    ['a missing price', Number.NaN, 3_400],
    ['prices too far apart to divide', Number.MAX_VALUE, Number.MIN_VALUE],
  ])('gives no rate for %s', (_case, from, to) => {
    expect(crossRate(from, to)).toBeNull();
  });
});

describe('isCurrent', () => {
  const pricesAt = Date.UTC(2026, 10, 24, 14, 5);

  it('keeps prices up to the limit and drops them after it', () => {
    expect(isCurrent(pricesAt, pricesAt + RATE_MAX_AGE_MS)).toBe(true);
    expect(isCurrent(pricesAt, pricesAt + RATE_MAX_AGE_MS + 1)).toBe(false);
  });

  it('treats prices stamped ahead of a slow clock as current', () => {
    expect(isCurrent(pricesAt, pricesAt - 60_000)).toBe(true);
  });

  it("judges by the server's clock: a visitor's clock 11 minutes ahead changes nothing", () => {
    const ahead = 11 * 60_000;
    expect(isCurrent(pricesAt, pricesAt + 60_000 + ahead, ahead)).toBe(true);
    expect(isCurrent(pricesAt, pricesAt + RATE_MAX_AGE_MS + 1 + ahead, ahead)).toBe(false);
    expect(expiresAt(pricesAt, ahead)).toBe(pricesAt + ahead + RATE_MAX_AGE_MS);
  });
});

describe('formatCoinAmount', () => {
  it.each([
    [28.529411, '28.53'],
    [57.058823, '57.06'],
    [4_136_460_554.371, '4,136,460,554.37'],
    [1, '1'],
    [0.0350515, '0.03505'],
    [0.00001031, '0.00001031'],
    [2.418e-10, '0.0000000002418'],
    [0, '0'],
  ])('%d → %s', (value, expected) => {
    expect(formatCoinAmount(value)).toBe(expected);
  });
});

describe('formatEstimate', () => {
  it('prints the amount with its symbol', () => {
    expect(formatEstimate(57.0588, 'ETH', 18)).toBe('57.06 ETH');
  });

  it("says an amount below the token's smallest unit is less than that unit", () => {
    expect(formatEstimate(2.4e-10, 'BTC', 8)).toBe('less than 0.00000001 BTC');
    expect(formatEstimate(0.4, 'XYZ', 0)).toBe('less than 1 XYZ');
  });
});

describe('quoteRate', () => {
  it.each([
    [28.529411, '1', '28.53'],
    [0.0350515, '1', '0.03505'],
    [0.00001031, '1', '0.00001031'],
    [2.216e-10, '1M', '0.0002216'],
    [3.1e-8, '1K', '0.000031'],
    [1e-14, '1B', '0.00001'],
    [1e-16, '1B', '0.0000001'],
  ])('quotes a rate of %d per %s: %s', (rate, per, amount) => {
    expect(quoteRate(rate)).toMatchObject({ per, amount });
  });
});
