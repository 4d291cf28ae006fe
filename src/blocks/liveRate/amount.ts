/** An amount read without doubt: its value, and the plain digits the swap carries. */
export interface Amount {
  value: number;
  /** Plain digits with a point and no thousands separators ("1500.5"), as the swap link carries it. */
  text: string;
}

/** What the calculator makes of what the visitor typed. */
export type AmountReading =
  | { kind: 'empty' }
  | ({ kind: 'amount' } & Amount)
  | {
      /**
       * "1,500" or "1.500": thousands or a decimal, depending on who wrote it. The visitor
       * picks; the reading their own locale gives comes first.
       */
      kind: 'ambiguous';
      readings: [Amount, Amount];
    }
  | { kind: 'invalid'; message: string };

export interface ReadingContext {
  /** The decimal separator of the visitor's locale: "." in en-US, "," in de-DE. */
  decimalSeparator: '.' | ',';
  /**
   * Figures the card itself prints (en-US, "97,000"): one pasted back is read as printed,
   * whatever the visitor's locale.
   */
  printed?: readonly string[];
}

/** Digits beyond this lose precision as a JavaScript number, so the estimate would be wrong. */
const MAX_WHOLE_DIGITS = 15;

const EXPONENT = /^[+-]?[.,]?\d[\d.,]*e[+-]?\d*$/i;
/** Spaces and apostrophes only ever group thousands ("1 500", "1'500" in Switzerland). */
const GROUPING_ONLY = /[\s'’\u00a0\u202f]/;
const EVERY_GROUPING_ONLY = new RegExp(GROUPING_ONLY.source, 'g');
const DIGITS_AND_SEPARATORS = /^[\d.,]*$/;
/** Whole digits in groups of three after the first: "1,500,000". */
const groupedBy = (separator: string) => new RegExp(`^[1-9]\\d{0,2}(?:\\${separator}\\d{3})+$`);
/** One separator and exactly three digits after it, after a whole part a group could be. */
const EITHER_WAY = /^[1-9]\d{0,2}([.,])\d{3}$/;

const MESSAGES = {
  notANumber: 'Enter a number, such as 0.5 or 2,5.',
  badGroups: 'Thousands separators go every three digits, such as 1,500,000; or leave them out.',
};

type Split = { whole: string; fraction: string } | { message: string };

/** Whole and fraction digits of a number written with the given separators. */
function split(typed: string, decimal: string, grouping: string | null): Split {
  const [wholePart = '', fraction = '', ...rest] = typed.split(decimal);
  if (rest.length > 0 || /[.,]/.test(fraction)) return { message: MESSAGES.notANumber };
  if (grouping === null || !wholePart.includes(grouping)) {
    return /[.,]/.test(wholePart)
      ? { message: MESSAGES.notANumber }
      : { whole: wholePart, fraction };
  }
  if (!groupedBy(grouping).test(wholePart)) return { message: MESSAGES.badGroups };
  return { whole: wholePart.split(grouping).join(''), fraction };
}

/** `decimals` undefined: the token's places are not known (a catalogue coin), so none are cut. */
function amountOf(whole: string, fraction: string, symbol: string, decimals: number | undefined) {
  if (whole + fraction === '') return { kind: 'invalid' as const, message: MESSAGES.notANumber };
  if (decimals !== undefined && fraction.length > decimals) {
    return {
      kind: 'invalid' as const,
      message:
        decimals === 0
          ? `${symbol} comes in whole units only: leave out the decimals.`
          : `${symbol} has at most ${decimals} decimal places.`,
    };
  }
  if (whole.replace(/^0+/, '').length > MAX_WHOLE_DIGITS) {
    return { kind: 'invalid' as const, message: 'That amount is too large to estimate.' };
  }
  const wholeDigits = whole.replace(/^0+(?=\d)/, '') || '0';
  const fractionDigits = fraction.replace(/0+$/, '');
  const text = fractionDigits ? `${wholeDigits}.${fractionDigits}` : wholeDigits;
  const value = Number(text);
  if (value === 0) return { kind: 'invalid' as const, message: 'Enter an amount above zero.' };
  return { kind: 'amount' as const, value, text };
}

/**
 * The whole and fraction digits of what was typed, separators told apart: with both a point
 * and a comma the last one is the decimal; one of them several times groups thousands; one
 * of them once is the decimal, unless it could just as well group thousands ("1,500").
 */
function separate(typed: string, context: ReadingContext): Split | 'either way' {
  const spaced = GROUPING_ONLY.test(typed);
  const compact = typed.replace(EVERY_GROUPING_ONLY, '');
  if (!DIGITS_AND_SEPARATORS.test(compact)) return { message: MESSAGES.notANumber };
  if (spaced) {
    // "1 500,5": the spaces group thousands, so the one point or comma left is the decimal.
    const [whole = '', fraction = '', ...rest] = compact.split(/[.,]/);
    const groups = typed.split(/[.,]/)[0]?.trim() ?? '';
    if (rest.length > 0 || !/^[1-9]\d{0,2}(?:[\s'’\u00a0\u202f]\d{3})+$/.test(groups)) {
      return { message: MESSAGES.badGroups };
    }
    return { whole, fraction };
  }
  if (context.printed?.includes(typed)) return split(typed, '.', ',');
  const lastPoint = typed.lastIndexOf('.');
  const lastComma = typed.lastIndexOf(',');
  if (lastPoint >= 0 && lastComma >= 0) {
    return lastPoint > lastComma ? split(typed, '.', ',') : split(typed, ',', '.');
  }
  const separator = lastPoint >= 0 ? '.' : lastComma >= 0 ? ',' : null;
  if (separator === null) return { whole: typed, fraction: '' };
  if (typed.indexOf(separator) !== typed.lastIndexOf(separator)) {
    return groupedBy(separator).test(typed)
      ? { whole: typed.split(separator).join(''), fraction: '' }
      : { message: MESSAGES.badGroups };
  }
  if (EITHER_WAY.test(typed)) return 'either way';
  return split(typed, separator, null);
}

/**
 * Reads an amount the way people write one, in their own locale or the card's: "2.5",
 * "2,5", "1,500.25", "1.500,25", "1 500". Where a separator could mean either ("1,500"), it
 * gives both readings for the visitor to choose, never a guess. Anything else gets a
 * sentence saying what to change, never a number that is not what the visitor meant.
 */
export function readAmount(
  input: string,
  symbol: string,
  decimals: number | undefined,
  context: ReadingContext = { decimalSeparator: '.' },
): AmountReading {
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
  const parts = separate(typed, context);
  if (parts === 'either way') {
    const [whole = '', fraction = ''] = typed.split(/[.,]/);
    const thousands = amountOf(whole + fraction, '', symbol, decimals);
    const decimal = amountOf(whole, fraction, symbol, decimals);
    // A token with too few decimals for one reading leaves only the other.
    if (thousands.kind !== 'amount') return decimal;
    if (decimal.kind !== 'amount') return thousands;
    const separator = typed.includes(',') ? ',' : '.';
    const ownReadingIsDecimal = separator === context.decimalSeparator;
    const pick = ({ value, text }: Amount): Amount => ({ value, text });
    return {
      kind: 'ambiguous',
      readings: ownReadingIsDecimal
        ? [pick(decimal), pick(thousands)]
        : [pick(thousands), pick(decimal)],
    };
  }
  if ('message' in parts) return { kind: 'invalid', message: parts.message };
  return amountOf(parts.whole, parts.fraction, symbol, decimals);
}

/** Each locale's separator, worked out once: a NumberFormat is slow to make. */
const separators = new Map<string | undefined, '.' | ','>();

/** The decimal separator of a locale, "." when the browser cannot say. */
export function decimalSeparatorOf(locale: string | undefined): '.' | ',' {
  let separator = separators.get(locale);
  if (separator === undefined) {
    separator = separatorOf(locale);
    separators.set(locale, separator);
  }
  return separator;
}

function separatorOf(locale: string | undefined): '.' | ',' {
  try {
    const decimal = new Intl.NumberFormat(locale)
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value;
    return decimal === ',' ? ',' : '.';
  } catch {
    return '.';
  }
}
