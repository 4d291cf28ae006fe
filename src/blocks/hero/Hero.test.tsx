import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockOfType, PageDefinition } from '../../engine/types';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { siteFixture } from '../../../tests/support/siteFixture';
import { Hero } from './Hero';

const page = { slug: 'privacy' } as PageDefinition;

describe('Hero', () => {
  it('shows the last-updated date in words with a machine-readable time', () => {
    const block: BlockOfType<'hero'> = {
      type: 'hero',
      heading: 'Privacy Policy',
      blurb: 'What we collect.',
      updated: '2025-04-11',
    };
    renderWithSite(<Hero block={block} page={page} />);
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated April 11, 2025');
    expect(screen.getByText('April 11, 2025')).toHaveAttribute('datetime', '2025-04-11');
  });

  it('leaves the date out when there is none', () => {
    const block: BlockOfType<'hero'> = { type: 'hero', heading: 'About', blurb: 'Who we are.' };
    renderWithSite(<Hero block={block} page={page} />);
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
  });

  it('draws a coin page’s mark beside its title, decorative and at a fixed size', () => {
    const site = siteFixture();
    const bitcoin = site.coins.find((coin) => coin.slug === 'bitcoin')!;
    site.coins = site.coins.map((coin) =>
      coin === bitcoin ? { ...coin, logo: '/icons/uploads/bitcoin-mark.svg' } : coin,
    );
    const block: BlockOfType<'hero'> = {
      type: 'hero',
      heading: 'Bitcoin (BTC)',
      blurb: 'The first coin.',
    };
    const { container } = renderWithSite(
      <Hero block={block} page={{ slug: 'bitcoin', kind: 'coin' } as PageDefinition} />,
      { site },
    );
    const mark = container.querySelector('img');
    expect(mark).toHaveAttribute('src', '/icons/uploads/bitcoin-mark.svg');
    // Empty alt: the title beside it already names the coin.
    expect(mark).toHaveAttribute('alt', '');
    // Its size is in the markup, so the title does not move when the picture arrives.
    expect(mark).toHaveAttribute('width', '48');
    expect(mark).toHaveAttribute('height', '48');
    const title = screen.getByRole('heading', { level: 1, name: 'Bitcoin (BTC)' });
    expect(mark!.parentElement).toBe(title.parentElement);
  });

  it('draws no mark on a page that is not a coin’s, nor for a coin without one', () => {
    const block: BlockOfType<'hero'> = { type: 'hero', heading: 'Bitcoin to Ethereum', blurb: 'x' };
    const pair = { slug: 'bitcointoethereum', kind: 'pair' } as PageDefinition;
    const { container, unmount } = renderWithSite(<Hero block={block} page={pair} />);
    expect(container.querySelector('img')).toBeNull();
    unmount();

    const site = siteFixture();
    site.coins = site.coins.map(({ logo: _logo, ...coin }) => coin);
    const coin = { slug: 'bitcoin', kind: 'coin' } as PageDefinition;
    const bare = renderWithSite(<Hero block={block} page={coin} />, { site });
    expect(bare.container.querySelector('img, [data-testid="logo-fallback"]')).toBeNull();
  });
});
