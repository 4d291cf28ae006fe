import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteFixture } from '../../../tests/support/siteFixture';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { Header } from './Header';
import { loadHeaderIslands } from './headerIslands';

const siteData = siteFixture();

describe('Header', () => {
  // Their code, as the prerender and the app have it before they draw a header from scratch.
  beforeAll(() => loadHeaderIslands());

  it('links the logo home and lists the site links with Support as a mail link', () => {
    renderWithSite(<Header />, { route: '/docs' });
    expect(screen.getByRole('link', { name: /SwapRoute home page/ })).toHaveAttribute('href', '/');

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'How it works',
      'Docs',
      'About Us',
      'Support',
    ]);
    expect(within(nav).getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      `mailto:${siteData.supportEmail}`,
    );
  });

  it('marks the current route and only that one', () => {
    renderWithSite(<Header />, { route: '/docs' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Docs' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('offers the coin search, the settings gear, the phone menu and the wallet button by name', () => {
    renderWithSite(<Header />);
    expect(screen.getByRole('button', { name: 'Search coins' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Settings' })).toBeInTheDocument();
    // CSS swaps the gear for the Menu button under 960 px; jsdom applies no media queries.
    expect(screen.getByRole('button', { name: 'Menu', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CONNECT WALLET' })).toBeInTheDocument();
  });
});
