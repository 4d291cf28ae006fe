import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows the four trust badges', () => {
    renderWithSite(<Footer />);
    const badges = within(screen.getByRole('list', { name: 'Trust badges' })).getAllByRole(
      'listitem',
    );
    expect(badges.map((badge) => badge.textContent)).toEqual([
      'SSL Secured',
      'Transaction Protection',
      'Blockchain Verified',
      '4.9/5 User Rating',
    ]);
  });

  it('links About, Privacy, Terms, Track a swap and Support', () => {
    renderWithSite(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(within(nav).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(within(nav).getByRole('link', { name: 'Track a swap' })).toHaveAttribute(
      'href',
      '/track',
    );
    expect(within(nav).getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('opens each social link safely in a new tab, named for screen readers', () => {
    renderWithSite(<Footer />);
    const social = within(screen.getByRole('list', { name: 'Follow us' })).getAllByRole('link');
    expect(social.map((link) => link.getAttribute('href'))).toEqual([
      'https://x.com/swaproute',
      'https://medium.com/@swaproute',
      'https://t.me/swaproute',
    ]);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(social[0]).toHaveAccessibleName('SwapRoute on X (opens in a new tab)');
  });
});
