import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageDefinition } from '../../engine/types';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { WalletStrip } from './WalletStrip';

const page = { slug: 'home' } as PageDefinition;
const block = { type: 'walletStrip', heading: 'Wallets', othersLabel: 'And more' } as const;

describe('WalletStrip', () => {
  it('shows three featured wallets and the other fourteen once to assistive technology', () => {
    renderWithSite(<WalletStrip block={block} page={page} />);
    const featured = screen.getByRole('list', { name: 'Featured wallets' });
    expect(
      within(featured)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['MetaMask', 'Trust Wallet', 'Coinbase Wallet']);
    // The looping copy is aria-hidden, so only one list of 14 is exposed.
    expect(
      within(screen.getByRole('list', { name: 'More wallets' })).getAllByRole('listitem'),
    ).toHaveLength(14);
    expect(screen.getAllByRole('list')).toHaveLength(2);
  });

  it('uses the local logo files', () => {
    renderWithSite(<WalletStrip block={block} page={page} />);
    const featured = screen.getByRole('list', { name: 'Featured wallets' });
    expect(featured.querySelector('img')).toHaveAttribute('src', '/icons/wallets/metamask.svg');
  });

  it('shows initials when a logo fails to load', () => {
    renderWithSite(<WalletStrip block={block} page={page} />);
    const featured = screen.getByRole('list', { name: 'Featured wallets' });
    fireEvent.error(featured.querySelector('img') as HTMLImageElement);
    expect(within(featured).getByTestId('logo-fallback')).toHaveTextContent('M');
  });

  it('scrolls in a 120 s loop and stands still for visitors who ask for less motion', () => {
    renderWithSite(<WalletStrip block={block} page={page} />);
    const track = screen.getByTestId('wallet-track');
    expect(getComputedStyle(track).animation).toMatch(/120s linear infinite/);
    const rules = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .map((rule) => rule.cssText)
      .join('\n');
    expect(rules).toMatch(/prefers-reduced-motion: reduce[^}]*\{[^}]*animation: none/);
  });

  it('stops and restarts the moving logos with a button (WCAG 2.2.2)', () => {
    renderWithSite(<WalletStrip block={block} page={page} />);
    const track = screen.getByTestId('wallet-track');
    const pause = screen.getByRole('button', { name: 'Pause wallet logos' });
    fireEvent.click(pause);
    expect(getComputedStyle(track).animationPlayState).toBe('paused');
    const play = screen.getByRole('button', { name: 'Play wallet logos' });
    fireEvent.click(play);
    expect(getComputedStyle(track).animationPlayState).not.toBe('paused');
  });
});
