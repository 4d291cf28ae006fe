import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { swrDefaults } from '../../App';
import { siteFixture } from '../../content/testing';
import type { MarketRecord, PageDefinition } from '../../engine/types';
import { generateFallbackMarkets } from '../../market/fallback';
import { priceListCoins } from '../../market/query';
import { renderWithSite } from '../../test-utils';
import { PriceList, RowChart } from './PriceList';

const siteData = siteFixture();

const page = { slug: 'home' } as PageDefinition;
const block = { type: 'priceList', heading: 'Live Crypto Prices' } as const;

/** Real-looking records, except that the service has nothing on Tron. */
const liveRecords: MarketRecord[] = generateFallbackMarkets(priceListCoins(siteData.coins), 5)
  .filter((record) => record.id !== 'tron')
  .map((record) => ({ ...record, image: `https://images.test/${record.id}.png` }));

type MarketAnswer = () => Response;
let marketAnswer: MarketAnswer;
let marketRequests: string[];

beforeEach(() => {
  marketRequests = [];
  marketAnswer = () => Response.json(liveRecords);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      if (input === '/api/config') return Response.json({ marketBase: '/api/market' });
      marketRequests.push(input);
      return marketAnswer();
    }),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
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
      ids: priceListCoins(siteData.coins)
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

  it('falls back to a coloured initial when a logo fails to load', async () => {
    renderList();
    await waitFor(() => expect(status()).toHaveTextContent('Live prices'));
    const bitcoin = screen.getByRole('link', { name: /Bitcoin/ });
    fireEvent.error(bitcoin.querySelector('img') as HTMLImageElement);
    expect(within(bitcoin).getByTestId('logo-fallback')).toHaveTextContent('B');
  });

  it.each([
    ['a 429', () => new Response('rate limited', { status: 429 })],
    ['a 500', () => new Response('', { status: 500 })],
    ['a malformed record', () => Response.json([{ id: 'bitcoin', current_price: 'high' }])],
    ['a body that is not JSON', () => new Response('[{"id":', { status: 200 })],
  ])('shows labelled estimates after %s', async (_name, answer) => {
    marketAnswer = answer;
    renderList();
    await waitFor(
      () =>
        expect(status()).toHaveTextContent(
          'Using cached cryptocurrency data (API rate limit reached)',
        ),
      { timeout: 4000 },
    );
    expect(status()).toHaveTextContent('rough estimates, not market prices');
    const bitcoin = screen.getByRole('link', { name: /Bitcoin/ });
    expect(bitcoin).toHaveTextContent(/≈ \$\d/);
    // One retry a second later, as the spec's fetch defaults say, and no more.
    await waitFor(() => expect(marketRequests).toHaveLength(2), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(marketRequests).toHaveLength(2);
  });

  it('keeps refreshing every 5 minutes after a failure and recovers with the service', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    marketAnswer = () => new Response('', { status: 429 });
    renderList();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(status()).toHaveTextContent('estimates'));
    const requestsAfterFailure = marketRequests.length;

    marketAnswer = () => Response.json(liveRecords);
    await act(() => vi.advanceTimersByTimeAsync(300_000));
    await waitFor(() => expect(status()).toHaveTextContent('Live prices in US dollars'));
    expect(marketRequests.length).toBe(requestsAfterFailure + 1);
  });

  it('keeps the last real prices, marked as cached, when a later refresh fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderList();
    await waitFor(() => expect(status()).toHaveTextContent('Live prices'));
    marketAnswer = () => new Response('', { status: 429 });
    await act(() => vi.advanceTimersByTimeAsync(302_000));
    await waitFor(() => expect(status()).toHaveTextContent('Showing the last prices received.'));
    expect(screen.getByRole('link', { name: /Bitcoin/ })).not.toHaveTextContent('≈');
  });

  it('does not call prices live when the server stood in with its last good answer', async () => {
    marketAnswer = () => Response.json(liveRecords, { headers: { 'X-Market-Stale': 'true' } });
    renderList();
    await waitFor(() => expect(status()).toHaveTextContent('Showing the last prices received.'));
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
  const tether = { id: 'tether', name: 'Tether', symbol: 'USDT', slug: 'usdt', color: '#26a17b' };

  it('shows a stablecoin panel instead of a chart for a pegged coin', () => {
    renderWithSite(<RowChart coin={{ ...tether, stablecoin: true }} record={undefined} />);
    expect(screen.getByText('Stablecoin pegged to USD')).toBeInTheDocument();
  });

  it('says the chart is unavailable when the record has no price history', () => {
    const [record] = generateFallbackMarkets([{ ...tether, id: 'bitcoin' }]);
    renderWithSite(
      <RowChart coin={tether} record={{ ...(record as MarketRecord), sparkline_in_7d: null }} />,
    );
    expect(screen.getByText('Chart data unavailable')).toBeInTheDocument();
  });
});
