/** What the calculator makes of what the visitor typed. */
export type AmountReading =
  | { kind: 'empty' }
  | {
      kind: 'amount';
      value: number;
      /** Written with a point, as the swap link carries it. */ text: string;
    }
  | { kind: 'invalid'; message: string };

/** Digits beyond this lose precision as a JavaScript number, so the estimate would be wrong. */
const MAX_WHOLE_DIGITS = 15;

const PLAIN_NUMBER = /^(\d+)?(?:[.,](\d*))?$/;
const EXPONENT = /^[+-]?[.,]?\d[\d.,]*e[+-]?\d*$/i;

/**
 * Reads an amount the way people write one: digits with one decimal point or comma
 * ("2.5", "2,5", ".5"). Anything else gets a sentence saying what to change, never a
 * number that is not what the visitor meant.
 */
export function readAmount(input: string, symbol: string, decimals: number): AmountReading {
  const typed = input.trim();
  if (typed === '') return { kind: 'empty' };
  if (typed.startsWith('-')) {
    return {
      kind: 'invalid',
      message: 'The amount cannot be negative. Enter an amount above zero.',
    };
  }
  if (EXPONENT.test(typed)) {
    return {
      kind: 'invalid',
      message:
        'Write the amount in plain digits, such as 1000000000; forms like 1e9 are not accepted.',
    };
  }
  const match = PLAIN_NUMBER.exec(typed);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || whole + fraction === '') {
    return /\d/.test(typed) && /[.,\s]/.test(typed)
      ? {
          kind: 'invalid',
          message: 'Use one decimal point or comma and no thousands separators, such as 1500.5.',
        }
      : { kind: 'invalid', message: 'Enter a number, such as 0.5 or 2,5.' };
  }
  if (fraction.length > decimals) {
    return {
      kind: 'invalid',
      message:
        decimals === 0
          ? `${symbol} comes in whole units only: leave out the decimals.`
          : `${symbol} has at most ${decimals} decimal places.`,
    };
  }
  if (whole.replace(/^0+/, '').length > MAX_WHOLE_DIGITS) {
    return { kind: 'invalid', message: 'That amount is too large to estimate.' };
  }
  const wholeDigits = whole.replace(/^0+(?=\d)/, '') || '0';
  const fractionDigits = fraction.replace(/0+$/, '');
  const text = fractionDigits ? `${wholeDigits}.${fractionDigits}` : wholeDigits;
  const value = Number(text);
  if (value === 0) return { kind: 'invalid', message: 'Enter an amount above zero.' };
  return { kind: 'amount', value, text };
}
