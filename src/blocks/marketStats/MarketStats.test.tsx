import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { stubMarketServer } from '../../../tests/support/marketAnswers';
import type { BlockOfType, PageDefinition } from '../../engine/types';
import { RATE_MAX_AGE_MS } from '../../market/rate';
import { swrDefaults } from '../../net/swrDefaults';
import { MarketStats } from './MarketStats';
import type { CoinMarketRecord } from './useCoinMarket';

const page = { slug: 'dogecoin' } as PageDefinition;
const block: BlockOfType<'marketStats'> = {
  type: 'marketStats',
  heading: 'Dogecoin Market Data',
  marketId: 'dogecoin',
  name: 'Dogecoin',
  symbol: 'DOGE',
};

// 14:05 UTC on a day of the site's life.
const pricesTakenAt = Date.UTC(2026, 10, 24, 14, 5, 12);

const dogecoin: CoinMarketRecord = {
  id: 'dogecoin',
  symbol: 'doge',
  name: 'Dogecoin',
  current_price: 0.38,
  price_change_percentage_24h: 1.25,
  price_change_percentage_7d_in_currency: -4.5,
  market_cap: 56_300_000_000,
  market_cap_rank: 8,
  total_volume: 1_840_000_000,
  circulating_supply: 148_000_000_000,
  max_supply: null,
  high_24h: null,
  low_24h: null,
  sparkline_in_7d: { price: [0.36, 0.37, 0.35, 0.38] },
  last_updated: new Date(pricesTakenAt).toISOString(),
};

let marketAnswer: () => Response;
let marketRequests: string[];

const answerWith = (records: unknown[], headers: Record<string, string> = {}) =>
  Response.json(records, {
    headers: { 'Last-Modified': new Date(pricesTakenAt).toUTCString(), ...headers },
  });

beforeEach(() => {
  marketAnswer = () => answerWith([dogecoin]);
  vi.useFakeTimers({ shouldAdvanceTime: true, now: pricesTakenAt + 20_000 });
  marketRequests = stubMarketServer(() => marketAnswer());
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderBlock(shown: BlockOfType<'marketStats'> = block) {
  const Fresh = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ ...swrDefaults, provider: () => new Map() }}>{children}</SWRConfig>
  );
  return renderWithSite(
    <Fresh>
      <MarketStats block={shown} page={page} />
    </Fresh>,
  );
}

const card = () => screen.getByRole('region', { name: 'Dogecoin Market Data' });
/** Each figure by its label, as a visitor reads the list. */
const figure = (label: string) =>
  within(card()).queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent;
/** Any figure the card could show: dollars, a percentage, a rank or an amount of DOGE. */
const FIGURE = /\$\d|\d%|#\d|\d DOGE/;

describe('MarketStats', { timeout: 20_000 }, () => {
  it('shows every figure the market gives, labelled indicative with its time', async () => {
    renderBlock();
    expect(card()).toHaveTextContent('Loading the live Dogecoin market data…');
    expect(card()).not.toHaveTextContent(FIGURE);

    await waitFor(() => expect(figure('Price')).toBe('$0.3800'));
    expect(figure('24h change')).toBe('+1.25%');
    expect(figure('7d change')).toBe('-4.50%');
    expect(figure('Market cap')).toBe('$56.3B');
    expect(figure('Market cap rank')).toBe('#8');
    expect(figure('24h volume')).toBe('$1.8B');
    expect(figure('Circulating supply')).toBe('148.0B DOGE');
    expect(card()).toHaveTextContent('Indicative market data in US dollars, as of 14:05 UTC.');
  });

  it('asks the market proxy for its one coin by its market id', async () => {
    renderBlock();
    await waitFor(() => expect(marketRequests).toHaveLength(1));
    const url = new URL(marketRequests[0]!, 'http://site.test');
    expect(url.pathname).toBe('/api/market/coins/markets');
    expect(url.searchParams.get('ids')).toBe('dogecoin');
  });

  it('leaves out every figure the market did not give, rather than show a stand-in', async () => {
    marketAnswer = () =>
      answerWith([
        {
          ...dogecoin,
          price_change_percentage_7d_in_currency: null,
          // CoinGecko's way of saying it does not know the market cap or the supply.
          market_cap: 0,
          circulating_supply: 0,
          market_cap_rank: null,
          max_supply: null,
        },
      ]);
    renderBlock();
    await waitFor(() => expect(figure('Price')).toBe('$0.3800'));
    for (const label of ['7d change', 'Market cap', 'Market cap rank', 'Circulating supply']) {
      expect(figure(label), label).toBeUndefined();
    }
    expect(figure('Max supply')).toBeUndefined();
    expect(figure('24h volume')).toBe('$1.8B');
  });

  it('shows a maximum supply where the market gives one', async () => {
    marketAnswer = () => answerWith([{ ...dogecoin, max_supply: 21_000_000 }]);
    renderBlock();
    await waitFor(() => expect(figure('Max supply')).toBe('21.0M DOGE'));
  });

  it("gives the coin's own update time when the market last updated it before the answer", async () => {
    const updatedAt = pricesTakenAt - 3 * 60_000;
    marketAnswer = () =>
      answerWith([{ ...dogecoin, last_updated: new Date(updatedAt).toISOString() }]);
    renderBlock();
    await waitFor(() => expect(card()).toHaveTextContent('as of 14:02 UTC.'));
  });

  it('says it shows the last figures received when the proxy stands in with them', async () => {
    marketAnswer = () => answerWith([dogecoin], { 'X-Market-Stale': 'true' });
    renderBlock();
    await waitFor(() =>
      expect(card()).toHaveTextContent(
        'Using cached cryptocurrency data (API rate limit reached). Showing the last figures received, indicative, in US dollars, as of 14:05 UTC.',
      ),
    );
    expect(figure('Price')).toBe('$0.3800');
  });

  it('never shows figures that were already too old when they arrived', async () => {
    marketAnswer = () =>
      answerWith([dogecoin], {
        'X-Market-Stale': 'true',
        'Last-Modified': new Date(pricesTakenAt - RATE_MAX_AGE_MS - 60_000).toUTCString(),
      });
    renderBlock();
    await waitFor(() =>
      expect(card()).toHaveTextContent(
        'The live Dogecoin market data is not available right now, so none is shown.',
      ),
    );
    expect(card()).not.toHaveTextContent(FIGURE);
  });

  it('takes its figures away once they pass the age limit without a fresh answer', async () => {
    renderBlock({ ...block, sparkline: true });
    await waitFor(() => expect(figure('Price')).toBe('$0.3800'));
    expect(within(card()).getByTestId('sparkline')).toBeInTheDocument();
    // Every refresh from now on fails, so the shown figures only grow older.
    marketAnswer = () => new Response('slow down', { status: 429 });
    await act(() => vi.advanceTimersByTimeAsync(RATE_MAX_AGE_MS));
    expect(card()).toHaveTextContent('is not available right now, so none is shown.');
    expect(card()).not.toHaveTextContent(FIGURE);
    expect(within(card()).queryByTestId('sparkline')).toBeNull();
  });

  it('shows the failure and no figure when the market fails, and tries again on request', async () => {
    marketAnswer = () => new Response('upstream down', { status: 502 });
    renderBlock();
    await waitFor(() =>
      expect(card()).toHaveTextContent(
        'Failed to load cryptocurrency data, so no Dogecoin figures are shown.',
      ),
    );
    expect(card()).not.toHaveTextContent(FIGURE);

    marketAnswer = () => answerWith([dogecoin]);
    await userEvent.click(within(card()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(figure('Price')).toBe('$0.3800'));
    expect(within(card()).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says the market has no figures for a coin its answer leaves out', async () => {
    marketAnswer = () => answerWith([{ ...dogecoin, id: 'litecoin' }]);
    renderBlock();
    await waitFor(() =>
      expect(card()).toHaveTextContent(
        'The market has no current figures for Dogecoin, so none are shown.',
      ),
    );
    expect(card()).not.toHaveTextContent(FIGURE);
  });

  it('shows no figure at all without a real price', async () => {
    marketAnswer = () => answerWith([{ ...dogecoin, current_price: 0 }]);
    renderBlock();
    await waitFor(() => expect(card()).toHaveTextContent('is not available right now'));
    expect(card()).not.toHaveTextContent(FIGURE);
  });

  it('draws the 7-day line only when asked to', async () => {
    const { unmount } = renderBlock();
    await waitFor(() => expect(figure('Price')).toBe('$0.3800'));
    expect(within(card()).queryByTestId('sparkline')).toBeNull();
    unmount();

    renderBlock({ ...block, id: 'chart', sparkline: true });
    await waitFor(() => expect(figure('Price')).toBe('$0.3800'));
    expect(within(card()).getByTestId('sparkline')).toBeInTheDocument();
    expect(card()).toHaveTextContent('DOGE price over the last 7 days');
    expect(card()).toHaveAttribute('id', 'chart');
  });
});
