import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { useClientLinkNavigation } from '../../engine/linkNavigation';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { coinSearchIndex, COIN_SEARCH_INDEX_PATH } from '../../catalogue/searchIndex';
import type { CatalogueCoin } from '../../catalogue/types';
import { CoinSearch } from './CoinSearch';

const chains = [{ chain: 'ETH', network: 'Ethereum' }];
const coin = (slug: string, name: string, symbol: string, rank?: number): CatalogueCoin => ({
  id: slug,
  slug,
  name,
  symbol,
  chains,
  ...(rank && { rank }),
});

const fixtureCoins = [
  coin('bitcoin', 'Bitcoin', 'BTC', 1),
  coin('dogecoin', 'Dogecoin', 'DOGE', 8),
  coin('dog-go-to-the-moon', 'Dog (Go To The Moon)', 'DOG', 90),
  coin('doge-killer', 'Doge Killer', 'LEASH', 300),
  coin('litecoin', 'Litecoin', 'LTC', 21),
  coin('toncoin', 'Toncoin', 'TON'),
  ...Array.from({ length: 12 }, (_, index) =>
    coin(`token-${index}`, `Token ${index}`, `TK${index}`),
  ),
];

let indexAnswer: () => Response;
let requested: string[];

beforeAll(() => {
  // jsdom lays nothing out; Radix only needs this to exist.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

beforeEach(() => {
  requested = [];
  indexAnswer = () => new Response(coinSearchIndex(fixtureCoins));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      requested.push(input);
      return indexAnswer();
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The app's navigation, which a coin chosen in the search goes through, and the address it shows. */
function Address() {
  useClientLinkNavigation();
  return <output data-testid="address">{useLocation().pathname}</output>;
}

const renderSearch = () =>
  renderWithSite(
    <>
      <CoinSearch />
      <Address />
    </>,
    { route: '/about' },
  );

const searchButton = () => screen.getByRole('button', { name: 'Search coins' });
const box = () => screen.getByRole('combobox', { name: 'Coin name or symbol' });
const optionNames = () =>
  within(screen.getByRole('listbox', { name: 'Coins found' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

async function openSearch() {
  await userEvent.click(searchButton());
  await screen.findByRole('dialog', { name: 'Find a coin' });
  await waitFor(() => expect(box()).toHaveFocus());
}

// The index is kept for the page's life once loaded, so the failure comes first.
describe('the header coin search', () => {
  it('fetches nothing until opened, says when the index fails, and loads it on Try again', async () => {
    indexAnswer = () => new Response('', { status: 503 });
    renderSearch();
    expect(requested).toEqual([]);

    await openSearch();
    expect(requested).toEqual([COIN_SEARCH_INDEX_PATH]);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'The list of coins could not be loaded.',
      ),
    );

    indexAnswer = () => new Response(coinSearchIndex(fixtureCoins));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Type a name or a symbol'),
    );
    expect(requested).toHaveLength(2);
  });

  it('offers the best matches as the visitor types, exact and prefixes first, by market cap', async () => {
    renderSearch();
    await openSearch();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box(), 'dog');
    expect(optionNames()).toEqual([
      'Dog (Go To The Moon) DOG',
      'Dogecoin DOGE',
      'Doge Killer LEASH',
    ]);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('3 coins found');
  });

  it('moves through the options with the arrow keys and opens the chosen coin on Enter', async () => {
    renderSearch();
    await openSearch();
    await userEvent.type(box(), 'dog');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const chosen = screen.getByRole('option', { name: 'Dogecoin DOGE' });
    expect(chosen).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', chosen.id);
    // Up from the first wraps to the last.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Doge Killer LEASH' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('address')).toHaveTextContent('/dogecoin');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the best match on Enter with none chosen, and a coin pressed with the pointer', async () => {
    renderSearch();
    await openSearch();
    await userEvent.type(box(), 'ltc{Enter}');
    expect(screen.getByTestId('address')).toHaveTextContent('/litecoin');

    await openSearch();
    await userEvent.type(box(), 'ton');
    await userEvent.click(screen.getByRole('option', { name: 'Toncoin TON' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/toncoin');
  });

  it('offers at most 8 coins, says when none matches, and closes on Escape with focus back on the button', async () => {
    renderSearch();
    await openSearch();
    await userEvent.type(box(), 'token');
    expect(optionNames()).toHaveLength(8);
    await userEvent.clear(box());
    await userEvent.type(box(), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No coin matches “zzz”.');
    expect(screen.queryByRole('option')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('address')).toHaveTextContent('/about');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(searchButton()).toHaveFocus();
  });
});
