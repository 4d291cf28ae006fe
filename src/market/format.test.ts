import { describe, expect, it } from 'vitest';
import {
  groupedAmount,
  formatChange,
  formatCompactNumber,
  formatMoney,
  formatPrice,
  formatUtcTime,
  shownPrice,
} from './format';

describe('formatCompactNumber', () => {
  it.each([
    [999.99, '999.99'],
    [12.5, '12.5'],
    [7, '7'],
    [-3.456, '-3.46'],
    [999.999, '1,000'],
    [1_000, '1.0K'],
    [43_578, '43.6K'],
    [999_949, '999.9K'],
    [1_000_000, '1.0M'],
    [43_578_325, '43.6M'],
    [999_999_999, '1.0B'],
    [999_960, '1.0M'],
    [1e9, '1.0B'],
    [2.45e11, '245.0B'],
    [1e12, '1.0T'],
    [1.94e12, '1.9T'],
    [-2_500, '-2.5K'],
  ])('%d → %s', (value, expected) => {
    expect(formatCompactNumber(value)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [12.5, '$12.50'],
    [999.994, '$999.99'],
    [1_000, '$1.0K'],
    [43_578_325, '$43.6M'],
    [1.9e12, '$1.9T'],
    [-12.5, '-$12.50'],
  ])('%d → %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });
});

describe('formatPrice', () => {
  it.each([
    [0, '$0.00'],
    [5.123e-7, '$0.000000512'],
    [9.99e-7, '$0.000000999'],
    [0.000001, '$0.00000100'],
    [0.00001234, '$0.0000123'],
    [0.0000181, '$0.0000181'],
    [0.0000215, '$0.0000215'],
    [2.3e-12, '$0.00000000000230'],
    [0.0001234, '$0.000123'],
    [0.000999, '$0.000999'],
    [0.00099999, '$0.001000'],
    [0.001, '$0.0010'],
    [0.45678, '$0.4568'],
    [0.99999, '$1.0000'],
    [1, '$1.00'],
    [6.5, '$6.50'],
    [999.99, '$999.99'],
    [1_000, '$1,000'],
    [3_300.49, '$3,300'],
    [97_123.6, '$97,124'],
    [1_234_567.5, '$1,234,568'],
  ])('%d → %s', (value, expected) => {
    expect(formatPrice(value)).toBe(expected);
  });
});

describe('formatChange', () => {
  it.each([
    [2.345, '+2.35%'],
    [0, '0.00%'],
    [-1.2, '-1.20%'],
    [null, '—'],
    [undefined, '—'],
  ])('%s → %s', (value, expected) => {
    expect(formatChange(value)).toBe(expected);
  });
});

describe('formatUtcTime', () => {
  it.each([
    [Date.UTC(2026, 10, 24, 14, 5, 59), '14:05 UTC'],
    [Date.UTC(2026, 10, 24, 0, 7), '00:07 UTC'],
    [Date.UTC(2026, 10, 24, 9, 47), '09:47 UTC'],
  ])('%d → %s', (time, expected) => {
    expect(formatUtcTime(time)).toBe(expected);
  });
});

describe('shownPrice', () => {
  it('is the price as printed, so a rate worked out from it agrees with the prices shown', () => {
    expect(shownPrice(0.00001814)).toBe(0.0000181);
    expect(shownPrice(97_123.6)).toBe(97_124);
    expect(shownPrice(0.45678)).toBe(0.4568);
    expect(shownPrice(1.0003)).toBe(1);
  });
});

describe('groupedAmount', () => {
  it.each([
    ['4000000', '4,000,000'],
    ['1234.5678', '1,234.5678'],
    ['0.001', '0.001'],
    ['300', '300'],
    ['12,5', '12,5'],
  ])('prints the swap amount %s as %s', (plain, shown) => {
    expect(groupedAmount(plain)).toBe(shown);
  });
});
