import { describe, expect, it } from 'vitest';
import {
  formatChange,
  formatClockTime,
  formatCompactNumber,
  formatMoney,
  formatPrice,
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
    [5.123e-7, '$5.12e-7'],
    [9.99e-7, '$9.99e-7'],
    [0.000001, '$0.000001'],
    [0.00001234, '$0.000012'],
    [0.000999, '$0.000999'],
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

describe('formatClockTime', () => {
  it.each([
    [new Date(2026, 10, 24, 14, 5, 59), '2:05 PM'],
    [new Date(2026, 10, 24, 0, 7), '12:07 AM'],
    [new Date(2026, 10, 24, 12, 0), '12:00 PM'],
    [new Date(2026, 10, 24, 9, 30), '9:30 AM'],
  ])('%s → %s', (date, expected) => {
    expect(formatClockTime(date.getTime())).toBe(expected);
  });
});
