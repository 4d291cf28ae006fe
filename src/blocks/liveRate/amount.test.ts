import { describe, expect, it } from 'vitest';
import { readAmount } from './amount';

const btc = (input: string) => readAmount(input, 'BTC', 8);

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
    ['1,000.5', 'Use one decimal point or comma and no thousands separators, such as 1500.5.'],
    ['1 000', 'Use one decimal point or comma and no thousands separators, such as 1500.5.'],
    ['1.2.3', 'Use one decimal point or comma and no thousands separators, such as 1500.5.'],
    ['0.000000001', 'BTC has at most 8 decimal places.'],
    ['0', 'Enter an amount above zero.'],
    ['0,000', 'Enter an amount above zero.'],
    ['1234567890123456', 'That amount is too large to estimate.'],
  ])('turns %j into a clear message', (input, message) => {
    expect(btc(input)).toEqual({ kind: 'invalid', message });
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
