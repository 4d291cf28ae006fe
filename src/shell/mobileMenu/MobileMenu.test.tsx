import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import { useClientLinkNavigation } from '../../engine/linkNavigation';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { coinSearchIndex } from '../../catalogue/searchIndex';
import { DESKTOP_QUERY, MobileMenu } from './MobileMenu';

/** A window whose width the test decides, reporting crossings like a real one. */
function fakeWindowWidth(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => {
    expect(query).toBe(DESKTOP_QUERY);
    return {
      get matches() {
        return width >= 960;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    };
  });
  return (next: number) => {
    width = next;
    listeners.forEach((listener) => listener());
  };
}

const openMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
};

describe('MobileMenu', () => {
  beforeEach(() => {
    localStorage.clear();
    document.body.className = '';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('holds the site links, a theme switch and the settings', async () => {
    fakeWindowWidth(375);
    // The menu is an island of its own, without the router: it reads the address shown.
    window.history.replaceState(null, '', '/about');
    renderWithSite(<MobileMenu />);
    const menu = await openMenu();
    expect(within(menu).getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );

    await userEvent.click(within(menu).getByRole('switch', { name: 'Dark mode' }));
    expect(document.body).toHaveClass('dark');

    await userEvent.click(within(menu).getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
  });

  it('closes when a link is followed', async () => {
    fakeWindowWidth(375);
    renderWithSite(<MobileMenu />);
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('link', { name: 'Docs' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes by itself once the window is 960 px or wider, where the header has room for its links', async () => {
    const resize = fakeWindowWidth(375);
    renderWithSite(<MobileMenu />);
    await openMenu();
    act(() => resize(959));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    act(() => resize(960));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens and closes from the keyboard, giving focus back to the Menu button', async () => {
    fakeWindowWidth(375);
    renderWithSite(<MobileMenu />);
    screen.getByRole('button', { name: 'Menu' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menu).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('holds the coin search, and a coin chosen there closes the menu and opens its page', async () => {
    fakeWindowWidth(375);
    const chains = [{ chain: 'ETH', network: 'Ethereum' }];
    const index = coinSearchIndex([
      { id: 'dogecoin', slug: 'dogecoin', name: 'Dogecoin', symbol: 'DOGE', rank: 8, chains },
    ]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(index)),
    );
    renderWithSite(
      <>
        <MobileMenu />
        <Address />
      </>,
      { route: '/about' },
    );
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Search coins' }));
    await screen.findByRole('dialog', { name: 'Find a coin' });
    const box = screen.getByRole('combobox', { name: 'Coin name or symbol' });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.type(box, 'doge');
    await screen.findByRole('option', { name: 'Dogecoin DOGE' });
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('address')).toHaveTextContent('/dogecoin');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

/** The app's navigation, which a coin chosen in the search goes through, and the address it shows. */
function Address() {
  useClientLinkNavigation();
  return <output data-testid="address">{useLocation().pathname}</output>;
}
