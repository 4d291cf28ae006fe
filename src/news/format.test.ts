import { describe, expect, it } from 'vitest';
import { formatArticleDate, httpsUrl } from './format';

describe('formatArticleDate', () => {
  it.each([
    ['2026-03-18', 'Mar 18, 2026'],
    ['2025-11-05T23:30:00Z', 'Nov 5, 2025'],
    // The UTC day, wherever the visitor is.
    ['2026-01-01T00:30:00+02:00', 'Dec 31, 2025'],
  ])('shows %s as %s', (iso, shown) => {
    expect(formatArticleDate(iso)).toBe(shown);
  });

  it('gives null for text that is not a date', () => {
    expect(formatArticleDate('last Tuesday')).toBeNull();
  });
});

describe('httpsUrl', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['http://example.com/', null],
    ['javascript:alert(1)', null],
    ['//example.com/x', null],
    ['/news/bitcoin.svg', null],
    [' https://example.com/', 'https://example.com/'],
    [42, null],
  ])('%s → %s', (value, expected) => {
    expect(httpsUrl(value)).toBe(expected);
  });
});
