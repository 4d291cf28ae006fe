import { describe, expect, it } from 'vitest';
import { marketRecord } from '../../../tests/support/marketAnswers';
import { RATE_MAX_AGE_MS } from '../../market/rate';
import { escapeHtml } from '../../engine/html';
import { figuresHtml, figuresOf, type RateCoins } from './figures';

const bitcoin: RateCoins['from'] = { id: 'bitcoin', name: 'Bitcoin', symbol: 'BTC' };
const ethereum: RateCoins['from'] = { id: 'ethereum', name: 'Ethereum', symbol: 'ETH' };
const pricesAt = Date.UTC(2026, 10, 24, 14, 5, 12);
const answer = (records = [marketRecord('bitcoin', 97_000, 1.25)]) => ({
  status: 'live' as const,
  records,
  receivedAt: pricesAt,
  pricesAt,
  clockOffset: 0,
});
const at = (now: number) => ({ slow: false, retrying: false, now });

describe('figuresOf', () => {
  it("gives a coin's price, its 24-hour change and its time, with no rate", () => {
    const figures = figuresOf(answer(), { from: bitcoin }, at(pricesAt));
    expect(figures).toMatchObject({
      status: 'current',
      forward: undefined,
      facts: [{ label: 'Bitcoin (BTC)', price: '$97,000', direction: 'up' }],
      note: 'Market price, as of 14:05 UTC.',
      rate: null,
    });
  });

  it('gives no figure once the prices are past the age limit, judged on the server clock', () => {
    const late = pricesAt + RATE_MAX_AGE_MS + 1;
    expect(figuresOf(answer(), { from: bitcoin }, at(late)).status).toBe('unavailable');
    // A visitor's clock 11 minutes ahead of the server's sees what everyone else does.
    const ahead = { ...answer(), clockOffset: 11 * 60_000 };
    expect(figuresOf(ahead, { from: bitcoin }, at(late)).status).toBe('current');
  });

  it('gives no rate when the answer lacks one of the two coins, and offers Try again', () => {
    const figures = figuresOf(answer(), { from: bitcoin, to: ethereum }, at(pricesAt));
    expect(figures).toEqual({
      status: 'unavailable',
      text: "The live BTC to ETH rate is not available right now, so none is shown. The swap's own quote gives the current rate.",
      retry: 'ready',
    });
  });

  it('says the market is slow only while nothing has come, and offers no Try again then', () => {
    const slow = figuresOf({ status: 'loading' }, { from: bitcoin }, { ...at(0), slow: true });
    expect(slow).toMatchObject({ status: 'slow', retry: 'none' });
    expect(figuresOf({ status: 'failed' }, { from: bitcoin }, { ...at(0), slow: true })).toEqual(
      expect.objectContaining({ status: 'unavailable', retry: 'ready' }),
    );
  });
});

describe('figuresHtml', () => {
  it('writes every text as text', () => {
    const named = { ...bitcoin, name: '<b>"Bit" & coin</b>' };
    const html = figuresHtml(figuresOf(answer(), { from: named }, at(pricesAt)));
    expect(html).toContain(`<dt>${escapeHtml('<b>"Bit" & coin</b> (BTC)')}</dt>`);
    expect(html).not.toContain('<b>');
  });
});
