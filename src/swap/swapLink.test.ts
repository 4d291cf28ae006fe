import { describe, expect, it } from 'vitest';
import { swapHref } from './swapLink';

describe('swapHref', () => {
  it('carries both coins and the amount to the home page', () => {
    expect(swapHref({ from: 'solana', to: 'usdt', amount: '2' })).toBe(
      '/?from=solana&to=usdt&amount=2',
    );
  });

  it('carries only the paying coin from a coin page', () => {
    expect(swapHref({ from: 'bitcoin' })).toBe('/?from=bitcoin');
  });

  it('is the plain home page when there is nothing to carry', () => {
    expect(swapHref({})).toBe('/');
  });

  it('escapes what it is given rather than breaking the query', () => {
    expect(swapHref({ from: 'a&to=b' })).toBe('/?from=a%26to%3Db');
  });
});
