// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { marketRecord, stubMarketServer } from '../../../tests/support/marketAnswers';
import { MARKET_REFRESH_MS, type MarketState } from '../../market/client';
import { RATE_MAX_AGE_MS } from '../../market/rate';
import { figuresOf, type RateCoins } from './figures';
import { onShownRate, shownRate, skeletonHtml, SLOW_AFTER_MS, startLive } from './live';

const coins: RateCoins = {
  from: { id: 'bitcoin', name: 'Bitcoin', symbol: 'BTC' },
  to: { id: 'ethereum', name: 'Ethereum', symbol: 'ETH' },
};

const records = [marketRecord('bitcoin', 97_000, 1.25), marketRecord('ethereum', 3_400, -2.5)];
const pricesAt = Date.UTC(2026, 10, 24, 14, 5, 12);

let answer: () => Response | Promise<Response>;
let marketRequests: string[];

beforeEach(() => {
  answer = () =>
    Response.json(records, { headers: { 'Last-Modified': new Date(pricesAt).toUTCString() } });
  vi.useFakeTimers({ shouldAdvanceTime: true, now: pricesAt + 20_000 });
  marketRequests = stubMarketServer(() => answer());
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** The card's figures element as the prerender writes it, inside its island. */
function prerenderedCard() {
  const island = document.createElement('div');
  const starting = figuresOf({ status: 'loading' }, coins, {
    slow: false,
    retrying: false,
    now: 0,
  });
  island.innerHTML = `<section><div data-live-rate data-market-base="/default/market">${skeletonHtml(starting)}</div></section>`;
  island.querySelector('[data-live-rate]')!.setAttribute('data-coins', JSON.stringify(coins));
  document.body.append(island);
  return { island, figures: island.querySelector<HTMLElement>('[data-live-rate]')! };
}

/** Whether the element holds exactly the markup `skeletonHtml` writes for these figures. */
function showsAsWritten(element: HTMLElement, state: MarketState, context = {}) {
  const expected = document.createElement('div');
  expected.innerHTML = skeletonHtml(
    figuresOf(state, coins, { slow: false, retrying: false, now: Date.now(), ...context }),
  );
  return (
    element.childNodes.length === expected.childNodes.length &&
    [...element.childNodes].every((node, index) => node.isEqualNode(expected.childNodes[index]!))
  );
}

const text = (element: HTMLElement) => element.textContent ?? '';

describe('the live rate figures without React', () => {
  it('show the rate and both prices, as the prerender would write them, and tell the calculator', async () => {
    const { island, figures } = prerenderedCard();
    const heard = vi.fn();
    onShownRate(figures, heard);
    startLive(island);
    await waitFor(() => expect(text(figures)).toContain('1 BTC ≈ 28.53 ETH'));
    expect(text(figures)).toContain('1 ETH ≈ 0.03505 BTC');
    expect(text(figures)).toContain(
      'Indicative rate from market prices in US dollars, as of 14:05 UTC.',
    );
    expect(marketRequests).toHaveLength(1);
    expect(marketRequests[0]).toMatch(/^\/api\/market\/coins\/markets\?.*ids=bitcoin%2Cethereum/);
    const received = Date.now();
    expect(
      showsAsWritten(figures, {
        status: 'live',
        records,
        receivedAt: received,
        pricesAt,
        clockOffset: 0,
      }),
    ).toBe(true);
    expect(heard).toHaveBeenCalled();
    expect(shownRate(figures).rate).toBeCloseTo(97_000 / 3_400);
    expect(shownRate(figures).printed).toEqual(['28.53', '0.03505']);
  });

  it("ask the site data's market address when the server names none", async () => {
    vi.mocked(fetch).mockImplementation(async (input) => {
      if (input === '/api/config') return new Response('gone', { status: 404 });
      marketRequests.push(String(input));
      return answer();
    });
    const { island, figures } = prerenderedCard();
    startLive(island);
    await waitFor(() => expect(text(figures)).toContain('28.53'));
    expect(marketRequests[0]).toMatch(/^\/default\/market\/coins\/markets\?/);
  });

  it('start once however many ask, and ask again every five minutes until stopped', async () => {
    const { island, figures } = prerenderedCard();
    const stop = startLive(island);
    expect(startLive(figures)).toBe(stop);
    await waitFor(() => expect(marketRequests).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(MARKET_REFRESH_MS);
    expect(marketRequests).toHaveLength(2);
    stop();
    await vi.advanceTimersByTimeAsync(3 * MARKET_REFRESH_MS);
    expect(marketRequests).toHaveLength(2);
  });

  it('say the market is slow, then offer Try again after a failure, which works without React', async () => {
    let fail = true;
    const later = () => (fail ? new Response('busy', { status: 503 }) : Response.json(records));
    let answerLater = (_: Response) => {};
    // The first answer waits for the test; the others come at once.
    answer = () =>
      marketRequests.length > 1
        ? later()
        : new Promise<Response>((resolve) => (answerLater = resolve));
    const { island, figures } = prerenderedCard();
    startLive(island);
    expect(text(figures)).toContain('Loading the live rate…');
    await vi.advanceTimersByTimeAsync(SLOW_AFTER_MS);
    expect(text(figures)).toContain('The market data service is slow to answer');
    answerLater(later());
    const retry = () => figures.querySelector('button')!;
    await waitFor(() => expect(retry().closest('[hidden]')).toBeNull());
    expect(text(figures)).toContain('is not available right now');
    expect(text(figures)).not.toMatch(/\$\d|≈/);
    fail = false;
    fireEvent.click(retry());
    expect(retry().textContent).toBe('Trying again…');
    await waitFor(() => expect(text(figures)).toContain('1 BTC ≈ 28.53 ETH'));
    expect(retry().closest('[hidden]')).not.toBeNull();
  });

  it('hide the figures once their prices pass the age limit without a fresher answer', async () => {
    const { island, figures } = prerenderedCard();
    const heard = vi.fn();
    onShownRate(figures, heard);
    startLive(island);
    await waitFor(() => expect(text(figures)).toContain('28.53'));
    const heardWhileShown = heard.mock.calls.length;
    // Every refresh hangs from here on: only the figures' own timer can hide them.
    answer = () => new Promise<Response>(() => {});
    await vi.advanceTimersByTimeAsync(RATE_MAX_AGE_MS);
    expect(text(figures)).not.toMatch(/\$\d|≈/);
    expect(text(figures)).toContain('is not available right now');
    // The calculator hears that the rate is gone, and estimates nothing more.
    expect(heard.mock.calls.length).toBeGreaterThan(heardWhileShown);
    expect(shownRate(figures).rate).toBeNull();
  });

  it('never say more than the markup allows: a name is written as text', async () => {
    const { island, figures } = prerenderedCard();
    figures.setAttribute(
      'data-coins',
      JSON.stringify({ ...coins, from: { ...coins.from, name: '<img src=x onerror=alert(1)>' } }),
    );
    startLive(island);
    await waitFor(() => expect(text(figures)).toContain('28.53'));
    expect(figures.querySelector('img')).toBeNull();
    expect(text(figures)).toContain('<img src=x onerror=alert(1)> (BTC)');
  });
});
