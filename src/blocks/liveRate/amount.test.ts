import { describe, expect, it } from 'vitest';
import { decimalSeparatorOf, readAmount } from './amount';

const btc = (input: string) => readAmount(input, 'BTC', 8);
const usdt = (input: string, decimalSeparator: '.' | ',' = '.', printed?: string[]) =>
  readAmount(input, 'USDT', 6, { decimalSeparator, printed });

describe('readAmount', () => {
  it.each([
    ['2', 2, '2'],
    ['2.5', 2.5, '2.5'],
    ['2,5', 2.5, '2.5'],
    ['  0.001 ', 0.001, '0.001'],
    ['.5', 0.5, '0.5'],
    ['2.', 2, '2'],
    ['007.50', 7.5, '7.5'],
    ['0.00000001', 1e-8, '0.00000001'],
    ['1,000.5', 1000.5, '1000.5'],
    ['1.000,5', 1000.5, '1000.5'],
    ['1,500,000', 1_500_000, '1500000'],
    ['1.500.000', 1_500_000, '1500000'],
    ['1 500', 1500, '1500'],
    ['1 500,25', 1500.25, '1500.25'],
    ["1'500.25", 1500.25, '1500.25'],
    ['1,5000', 1.5, '1.5'],
    ['1500,5', 1500.5, '1500.5'],
    ['0,500', 0.5, '0.5'],
  ])('reads %j as %d, carried as %s', (input, value, text) => {
    expect(btc(input)).toEqual({ kind: 'amount', value, text });
  });

  it('leaves an empty field alone', () => {
    expect(btc('')).toEqual({ kind: 'empty' });
    expect(btc('   ')).toEqual({ kind: 'empty' });
  });

  it.each([
    ['abc', 'Enter a number, such as 0.5 or 2,5.'],
    ['.', 'Enter a number, such as 0.5 or 2,5.'],
    ['+1', 'Enter a number, such as 0.5 or 2,5.'],
    ['-1', 'The amount cannot be negative. Enter an amount above zero.'],
    ['-0.5', 'The amount cannot be negative. Enter an amount above zero.'],
    [
      '1e9',
      'Write the amount in plain digits, such as 1000000000; forms like 1e9 are not accepted.',
    ],
    [
      '2E-3',
      'Write the amount in plain digits, such as 1000000000; forms like 1e9 are not accepted.',
    ],
    [
      '1,00,000',
      'Thousands separators go every three digits, such as 1,500,000; or leave them out.',
    ],
    ['1 00', 'Thousands separators go every three digits, such as 1,500,000; or leave them out.'],
    ['1.2.3', 'Thousands separators go every three digits, such as 1,500,000; or leave them out.'],
    ['1.5,000.2', 'Enter a number, such as 0.5 or 2,5.'],
    ['1,5.2,3', 'Enter a number, such as 0.5 or 2,5.'],
    ['0.000000001', 'BTC has at most 8 decimal places.'],
    ['0', 'Enter an amount above zero.'],
    ['0,000', 'Enter an amount above zero.'],
    ['1234567890123456', 'That amount is too large to estimate.'],
  ])('turns %j into a clear message', (input, message) => {
    expect(btc(input)).toEqual({ kind: 'invalid', message });
  });

  it('gives both readings of "1,500", its own locale first, and never picks one', () => {
    const thousands = { value: 1500, text: '1500' };
    const decimal = { value: 1.5, text: '1.5' };
    expect(usdt('1,500', '.')).toEqual({ kind: 'ambiguous', readings: [thousands, decimal] });
    expect(usdt('1,500', ',')).toEqual({ kind: 'ambiguous', readings: [decimal, thousands] });
    expect(usdt('1.500', '.')).toEqual({ kind: 'ambiguous', readings: [decimal, thousands] });
    expect(usdt('1.500', ',')).toEqual({ kind: 'ambiguous', readings: [thousands, decimal] });
  });

  it('reads a figure the card prints as printed, in any locale', () => {
    expect(usdt('97,000', ',', ['97,000', '0.00001031'])).toEqual({
      kind: 'amount',
      value: 97_000,
      text: '97000',
    });
    expect(usdt('97,000', ',')).toMatchObject({ kind: 'ambiguous' });
  });

  it('keeps the one reading a whole-unit token can have', () => {
    expect(readAmount('1,500', 'XYZ', 0)).toEqual({ kind: 'amount', value: 1500, text: '1500' });
  });

  it('asks for whole units of a token without decimals', () => {
    expect(readAmount('1.5', 'XYZ', 0)).toEqual({
      kind: 'invalid',
      message: 'XYZ comes in whole units only: leave out the decimals.',
    });
  });

  it('accepts as many decimals as the token has, so 18-decimal tokens keep theirs', () => {
    expect(readAmount('0.000000000000000001', 'ETH', 18)).toMatchObject({ kind: 'amount' });
  });
});

describe('decimalSeparatorOf', () => {
  it('knows a comma locale from a point one', () => {
    expect(decimalSeparatorOf('en-US')).toBe('.');
    expect(decimalSeparatorOf('de-DE')).toBe(',');
    expect(decimalSeparatorOf('not a locale!')).toBe('.');
  });
});
