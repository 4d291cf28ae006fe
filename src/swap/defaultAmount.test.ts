import { describe, expect, it } from 'vitest';
import { roundAmountWorth } from './defaultAmount';

describe('roundAmountWorth', () => {
  it.each([
    ['SOL at $150', 150, 9, '0.7'],
    ['BTC at $97,000', 97_000, 8, '0.001'],
    ['ETH at $680', 680, 18, '0.15'],
    ['USDT at $1', 1, 6, '100'],
    ['PEPE at $0.0000181', 0.0000181, 18, '6000000'],
    ['SHIB at $0.0000215', 0.0000215, 18, '5000000'],
    ['a coin at $0.52', 0.52, 6, '190'],
  ])('gives about $100 of %s as %s', (_coin, price, decimals, amount) => {
    expect(roundAmountWorth(100, price, decimals)).toBe(amount);
    const worth = Number(amount) * price;
    expect(worth).toBeGreaterThan(65);
    expect(worth).toBeLessThan(135);
  });

  it('gives nothing without a price', () => {
    expect(roundAmountWorth(100, 0, 8)).toBeUndefined();
    expect(roundAmountWorth(100, Number.NaN, 8)).toBeUndefined();
  });

  it('stays within the decimals a token has', () => {
    expect(roundAmountWorth(100, 97_000, 2)).toBeUndefined();
    expect(roundAmountWorth(100, 30, 0)).toBe('3');
  });
});
