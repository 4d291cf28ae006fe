import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import type { PageDefinition } from '../../engine/types';
import type { CoinDirectoryEntry, MarketRecord } from '../../types/schema';
import { CoinDirectory } from './CoinDirectory';

const entries: CoinDirectoryEntry[] = [
  {
    slug: 'bitcoin',
    name: 'Bitcoin',
    symbol: 'BTC',
    id: 'bitcoin',
    rank: 1,
    logo: '/icons/tokens/btc.svg',
  },
  { slug: 'ethereum', name: 'Ethereum', symbol: 'ETH', id: 'ethereum', rank: 2 },
  { slug: 'dogecoin', name: 'Dogecoin', symbol: 'DOGE', id: 'dogecoin', rank: 8 },
  { slug: 'litecoin', name: 'Litecoin', symbol: 'LTC', id: 'litecoin', rank: 21 },
  { slug: 'toncoin', name: 'Toncoin', symbol: 'TON', id: 'the-open-network' },
];
const block = { type: 'coinDirectory', heading: 'All coins', entries } as const;
const page = { slug: 'coins' } as PageDefinition;

const record = (id: string, price: number) => ({ id, current_price: price }) as MarketRecord;
const prices: Record<string, number> = {
  bitcoin: 65_000,
  ethereum: 3_000,
  dogecoin: 0.38,
  litecoin: 105,
  'the-open-network': 5.5,
};

let marketRequests: URL[];
let marketAnswer: (ids: string[]) => Response;

/**
 * Stands in for the browser's observers (the marks' and the prices'): the test says which rows
 * scroll into view, and each observer watching a row hears of it.
 */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly rows: Element[] = [];
  constructor(private readonly report: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(row: Element) {
    this.rows.push(row);
  }
  unobserve(row: Element) {
    this.rows.splice(this.rows.indexOf(row), 1);
  }
  disconnect() {
    this.rows.length = 0;
  }
  static show(indexes: number[], isIntersecting = true) {
    const rows = [...screen.getByRole('list').children];
    for (const observer of FakeObserver.all) {
      const changes = indexes
        .map((index) => rows[index]!)
        .filter((row) => observer.rows.includes(row))
        .map((target) => ({ target, isIntersecting }));
      act(() => observer.report(changes as IntersectionObserverEntry[], observer as never));
    }
  }
}

beforeEach(() => {
  FakeObserver.all = [];
  marketRequests = [];
  marketAnswer = (ids) => Response.json(ids.map((id) => record(id, prices[id]!)));
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      if (input === '/api/config') return Response.json({ marketBase: '/api/market' });
      const url = new URL(input, 'http://site.test');
      marketRequests.push(url);
      return marketAnswer(url.searchParams.get('ids')!.split(','));
    }),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const renderDirectory = () => renderWithSite(<CoinDirectory block={block} page={page} />);
const list = () => screen.getByRole('list');
const shownLinks = () =>
  within(list())
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href'));
const row = (name: string) => screen.getByRole('link', { name: new RegExp(name) }).closest('li')!;

describe('CoinDirectory', () => {
  it('lists every coin as a plain link to its page, in the order given', () => {
    renderDirectory();
    expect(screen.getByRole('heading', { name: 'All coins' })).toBeInTheDocument();
    expect(shownLinks()).toEqual(['/bitcoin', '/ethereum', '/dogecoin', '/litecoin', '/toncoin']);
    expect(screen.getByRole('link', { name: 'Bitcoin BTC' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('5 coins, by market cap');
  });

  it('filters by name, symbol or slug as the visitor types, and says how many match', async () => {
    renderDirectory();
    const filter = screen.getByRole('searchbox', { name: 'Find a coin by name or symbol' });
    await userEvent.type(filter, 'coin');
    expect(shownLinks()).toEqual(['/bitcoin', '/dogecoin', '/litecoin', '/toncoin']);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('4 coins of 5 match “coin”'),
    );

    await userEvent.clear(filter);
    await userEvent.type(filter, 'eth');
    expect(shownLinks()).toEqual(['/ethereum']);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('1 coin of 5 match “eth”'),
    );

    await userEvent.clear(filter);
    await userEvent.type(filter, 'xyz');
    expect(shownLinks()).toEqual([]);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No coin matches “xyz”'),
    );
  });

  it('draws a coin’s mark only once its row comes near the screen', () => {
    renderDirectory();
    expect(list().querySelectorAll('img')).toHaveLength(0);
    FakeObserver.show([0, 1]);
    const marks = list().querySelectorAll('img');
    expect(marks).toHaveLength(1);
    expect(row('Bitcoin').querySelector('img')!.getAttribute('src')).toBe('/icons/tokens/btc.svg');
    FakeObserver.show([0]);
    expect(list().querySelectorAll('img')).toHaveLength(1);
  });

  it('asks the market only for the coins whose rows are in view, and shows their prices', async () => {
    renderDirectory();
    FakeObserver.show([0, 2]);
    await waitFor(() => expect(row('Dogecoin')).toHaveTextContent('$0.3800'));
    expect(marketRequests).toHaveLength(1);
    expect(marketRequests[0]!.pathname).toBe('/api/market/coins/markets');
    expect(marketRequests[0]!.searchParams.get('ids')).toBe('bitcoin,dogecoin');
    expect(row('Bitcoin')).toHaveTextContent('$65,000');
    expect(row('Ethereum')).not.toHaveTextContent('$');
    expect(
      screen.getByText(/Indicative market prices in US dollars, as of \d\d:\d\d UTC\./),
    ).toBeInTheDocument();

    // Scrolling on: only the newly seen coin is asked for.
    FakeObserver.show([0, 2], false);
    FakeObserver.show([3]);
    await waitFor(() => expect(row('Litecoin')).toHaveTextContent('$105.00'));
    expect(marketRequests.map((url) => url.searchParams.get('ids'))).toEqual([
      'bitcoin,dogecoin',
      'litecoin',
    ]);
  });

  it('does not ask for rows that only flew past while scrolling', async () => {
    renderDirectory();
    FakeObserver.show([1]);
    FakeObserver.show([1], false);
    FakeObserver.show([4]);
    await waitFor(() => expect(marketRequests).toHaveLength(1));
    expect(marketRequests[0]!.searchParams.get('ids')).toBe('the-open-network');
  });

  it('shows no price the market did not give, and says so when it cannot be reached', async () => {
    marketAnswer = () => new Response('', { status: 500 });
    renderDirectory();
    FakeObserver.show([0]);
    await waitFor(() =>
      expect(
        screen.getByText('Live prices are not available right now, so none are shown.'),
      ).toBeInTheDocument(),
    );
    expect(row('Bitcoin')).not.toHaveTextContent('$');
  });

  it('drops a price once it is older than ten minutes, and asks again while the row is in view', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-03-01T14:05:00Z') });
    renderDirectory();
    FakeObserver.show([0]);
    await waitFor(() => expect(row('Bitcoin')).toHaveTextContent('$65,000'));
    expect(screen.getByText(/as of 14:05 UTC/)).toBeInTheDocument();

    // The market stops answering: after five minutes the price is asked again and kept...
    marketAnswer = () => new Response('', { status: 429 });
    await act(() => vi.advanceTimersByTimeAsync(6 * 60_000));
    // The look that a minute's tick asks for waits for scrolling to rest.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(marketRequests.length).toBeGreaterThan(1));
    expect(row('Bitcoin')).toHaveTextContent('$65,000');
    // ...and past ten minutes it goes rather than stand there out of date.
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(row('Bitcoin')).not.toHaveTextContent('$');
  });

  it('shows no price from an answer already older than ten minutes', async () => {
    marketAnswer = (ids) =>
      Response.json(
        ids.map((id) => record(id, prices[id]!)),
        { headers: { 'Last-Modified': new Date(Date.now() - 11 * 60_000).toUTCString() } },
      );
    renderDirectory();
    FakeObserver.show([0]);
    await waitFor(() => expect(marketRequests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(row('Bitcoin')).not.toHaveTextContent('$');
  });
});
