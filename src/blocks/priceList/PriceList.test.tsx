import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { swrDefaults } from '../../net/swrDefaults';
import { siteFixture } from '../../../tests/support/siteFixture';
import type { PageDefinition } from '../../engine/types';
import type { MarketRecord } from '../../types/schema';
import { priceListCoins } from '../../market/query';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { stubMarketServer } from '../../../tests/support/marketAnswers';
import { asOfUtc } from '../../market/format';
import { PriceList, RowChart } from './PriceList';

const siteData = siteFixture();

const page = { slug: 'home' } as PageDefinition;
const block = { type: 'priceList', heading: 'Live Crypto Prices' } as const;

/** A record as the service sends one: a week of hourly prices ending at `price`. */
function recordFor(id: string, price: number): MarketRecord {
  const prices = Array.from({ length: 168 }, (_, hour) => price * (0.95 + (0.05 * hour) / 167));
  return {
    id,
    symbol: id.slice(0, 3),
    name: id,
    image: `https://images.test/${id}.png`,
    current_price: price,
    price_change_percentage_24h: 1.5,
    price_change_percentage_7d_in_currency: -2.25,
    market_cap: null,
    total_volume: null,
    high_24h: price * 1.01,
    low_24h: price * 0.98,
    sparkline_in_7d: { price: prices },
  };
}

/** Real-looking records, except that the service has nothing on Tron. */
const liveRecords: MarketRecord[] = priceListCoins(siteData)
  .filter((coin) => coin.id !== 'tron')
  .map((coin, index) => recordFor(coin.id, 1000 / (index + 1) + 0.5));

type MarketAnswer = () => Response;
let marketAnswer: MarketAnswer;
let marketRequests: string[];

beforeEach(() => {
  marketAnswer = () => Response.json(liveRecords);
  marketRequests = stubMarketServer(() => marketAnswer());
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderList() {
  // A fresh SWR cache per test, with the site's own fetch defaults.
  const Fresh = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ ...swrDefaults, provider: () => new Map() }}>{children}</SWRConfig>
  );
  return renderWithSite(
    <Fresh>
      <PriceList block={block} page={page} />
    </Fresh>,
  );
}

const status = () => screen.getByRole('status');
const rowNames = () =>
  within(screen.getByRole('list', { name: /^Coins/ }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

// Several cases wait out the real one-second retry, and a loaded machine renders slowly.
describe('PriceList', { timeout: 20_000 }, () => {
  it('shows the coin rows as links while loading, then live prices', async () => {
    renderList();
    expect(status()).toHaveTextContent('Loading live prices');
    expect(rowNames()).toEqual(['/bitcoin', '/ethereum', '/bnb', '/solana', '/xrp']);

    await waitFor(() => expect(status()).toHaveTextContent('Live prices in US dollars'));
    const bitcoin = screen.getByRole('link', { name: /Bitcoin/ });
    const record = liveRecords[0] as MarketRecord;
    expect(bitcoin).toHaveTextContent(
      `$${Math.round(record.current_price).toLocaleString('en-US')}`,
    );
    expect(bitcoin).toHaveTextContent(/24h[+-]\d+\.\d\d%/);
    expect(bitcoin).toHaveTextContent(/7d[+-]\d+\.\d\d%/);
    expect(within(bitcoin).getByTestId('sparkline')).toBeInTheDocument();
  });

  it('asks for all 14 coins once, with the fields the spec lists', async () => {
    renderList();
    await waitFor(() => expect(marketRequests).toHaveLength(1));
    const url = new URL(marketRequests[0] as string, 'http://site.test');
    expect(url.pathname).toBe('/api/market/coins/markets');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      vs_currency: 'usd',
      ids: priceListCoins(siteData)
        .map((coin) => coin.id)
        .join(','),
      order: 'market_cap_desc',
      per_page: '14',
      page: '1',
      sparkline: 'true',
      price_change_percentage: '24h,7d',
    });
  });

  it('pages through 5, 5 and 4 coins with named dot buttons', async () => {
    renderList();
    const dots = screen.getAllByRole('button', { name: /Show price list page/ });
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Show price list page 1 of 3',
      'Show price list page 2 of 3',
      'Show price list page 3 of 3',
    ]);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(dots[1] as HTMLElement);
    expect(rowNames()).toEqual(['/ada', '/avax', '/dot', '/matic', '/shibainu']);
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(dots[2] as HTMLElement);
    expect(rowNames()).toEqual(['/pepe', '/floki', '/link', '/trx']);
  });

  it("says 'Chart data unavailable' for a coin the answer left out", async () => {
    renderList();
    await waitFor(() => expect(status()).toHaveTextContent('Live prices'));
    await userEvent.click(screen.getByRole('button', { name: 'Show price list page 3 of 3' }));
    const tron = screen.getByRole('link', { name: /Tron/ });
    expect(tron).toHaveTextContent('Chart data unavailable');
    expect(tron).toHaveTextContent('—');
  });

  it("shows the site's own mark, readable in both themes, before the market's picture, and falls back through both", async () => {
    renderList();
    const bitcoin = () => screen.getByRole('link', { name: /Bitcoin/ });
    const picture = () => bitcoin().querySelector('img') as HTMLImageElement;
    expect(picture()).toHaveAttribute('src', '/icons/tokens/btc.svg');
    await waitFor(() => expect(status()).toHaveTextContent('Live prices'));
    expect(picture()).toHaveAttribute('src', '/icons/tokens/btc.svg');
    fireEvent.error(picture());
    expect(picture()).toHaveAttribute('src', 'https://images.test/bitcoin.png');
    fireEvent.error(picture());
    expect(within(bitcoin()).getByTestId('logo-fallback')).toHaveTextContent('B');
  });

  it.each([
    ['a 429', () => new Response('rate limited', { status: 429 })],
    ['a 500', () => new Response('', { status: 500 })],
    ['a malformed record', () => Response.json([{ id: 'bitcoin', current_price: 'high' }])],
    ['a body that is not JSON', () => new Response('[{"id":', { status: 200 })],
  ])('shows no prices, only the message and a retry, after %s', async (_name, answer) => {
    marketAnswer = answer;
    renderList();
    await waitFor(() => expect(status()).toHaveTextContent('Failed to load cryptocurrency data'), {
      timeout: 4000,
    });
    expect(screen.queryByRole('list', { name: /^Coins/ })).toBeNull();
    expect(screen.queryByText(/\$\d/)).toBeNull();
    // One retry a second later, as the spec's fetch defaults say, and no more.
    await waitFor(() => expect(marketRequests).toHaveLength(2), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(marketRequests).toHaveLength(2);

    marketAnswer = () => Response.json(liveRecords);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(status()).toHaveTextContent('Live prices in US dollars'));
    expect(marketRequests).toHaveLength(3);
    expect(screen.getByRole('link', { name: /Bitcoin/ })).toHaveTextContent('$1,001');
  });

  it('keeps refreshing every 5 minutes after a failure and recovers with the service', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    marketAnswer = () => new Response('', { status: 429 });
    renderList();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(status()).toHaveTextContent('Failed to load'));
    const requestsAfterFailure = marketRequests.length;

    marketAnswer = () => Response.json(liveRecords);
    await act(() => vi.advanceTimersByTimeAsync(300_000));
    await waitFor(() => expect(status()).toHaveTextContent('Live prices in US dollars'));
    expect(marketRequests.length).toBe(requestsAfterFailure + 1);
  });

  it('keeps the last real prices with their time when a later refresh fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-03-01T14:05:00Z') });
    renderList();
    await waitFor(() => expect(status()).toHaveTextContent('Live prices'));
    marketAnswer = () => new Response('', { status: 429 });
    await act(() => vi.advanceTimersByTimeAsync(302_000));
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        'Using cached cryptocurrency data (API rate limit reached). Showing the last prices received, as of 14:05 UTC.',
      ),
    );
    expect(screen.getByRole('link', { name: /Bitcoin/ })).toHaveTextContent('$1,001');
  });

  it('shows the cached answer without a new request on a return within 5 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const cache = new Map();
    const visit = () =>
      renderWithSite(
        <SWRConfig value={{ ...swrDefaults, provider: () => cache }}>
          <PriceList block={block} page={page} />
        </SWRConfig>,
      );
    const first = visit();
    await waitFor(() => expect(status()).toHaveTextContent('Live prices'));
    expect(marketRequests).toHaveLength(1);
    first.unmount();

    await act(() => vi.advanceTimersByTimeAsync(240_000));
    const second = visit();
    expect(status()).toHaveTextContent('Live prices');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(marketRequests).toHaveLength(1);
    // Five minutes after the answer arrived, not after the return, it is asked again.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(marketRequests).toHaveLength(2);
    second.unmount();

    await act(() => vi.advanceTimersByTimeAsync(400_000));
    visit();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(marketRequests).toHaveLength(3);
  });

  it('does not call prices live when the server stood in with its last good answer', async () => {
    const fetchedAt = 'Sun, 22 Nov 2026 09:05:00 GMT';
    marketAnswer = () =>
      Response.json(liveRecords, {
        headers: { 'X-Market-Stale': 'true', 'Last-Modified': fetchedAt },
      });
    renderList();
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        `Showing the last prices received, ${asOfUtc(Date.parse(fetchedAt))}.`,
      ),
    );
    expect(status()).not.toHaveTextContent('Live prices');
    const bitcoin = screen.getByRole('link', { name: /Bitcoin/ });
    const record = liveRecords[0] as MarketRecord;
    expect(bitcoin).toHaveTextContent(
      `$${Math.round(record.current_price).toLocaleString('en-US')}`,
    );
    expect(bitcoin).not.toHaveTextContent('≈');
  });
});

describe('RowChart', () => {
  const tether = {
    id: 'tether',
    name: 'Tether',
    symbol: 'USDT',
    slug: 'usdt',
    color: '#26a17b',
    widget: { chain: 'ETH', token: '0xdAC17F958D2ee523a2206206994597C13D831ec7', decimals: 6 },
  };

  it('shows a stablecoin panel instead of a chart for a pegged coin', () => {
    renderWithSite(<RowChart coin={{ ...tether, stablecoin: true }} record={undefined} />);
    expect(screen.getByText('Stablecoin pegged to USD')).toBeInTheDocument();
  });

  it('says the chart is unavailable when the record has no price history', () => {
    renderWithSite(
      <RowChart coin={tether} record={{ ...recordFor('bitcoin', 1), sparkline_in_7d: null }} />,
    );
    expect(screen.getByText('Chart data unavailable')).toBeInTheDocument();
  });
});
