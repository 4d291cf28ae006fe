import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageDefinition } from '../../engine/types';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { ChainGrid } from './ChainGrid';

const page = { slug: 'home' } as PageDefinition;

describe('ChainGrid', () => {
  it('lists the ten chains in order and ends with the 60+ total', () => {
    renderWithSite(
      <ChainGrid
        block={{ type: 'chainGrid', heading: 'Supported Blockchains', totalLabel: 'and counting' }}
        page={page}
      />,
    );
    const grid = screen.getByRole('region', { name: 'Supported Blockchains' });
    const tiles = within(grid).getAllByRole('listitem');
    const spoken = tiles.map((tile) =>
      Array.from(tile.children)
        .filter((child) => child.getAttribute('aria-hidden') !== 'true')
        .map((child) => child.textContent)
        .join(' ')
        .trim(),
    );
    expect(spoken).toEqual([
      'Ethereum',
      'BNB Chain',
      'Polygon',
      'Avalanche',
      'Arbitrum',
      'Optimism',
      'Solana',
      'Polkadot',
      'Cosmos',
      'Cardano',
      '60+ and counting',
    ]);
  });

  it('lets its logos wait until they are near the window, so they never hold up the page', () => {
    renderWithSite(<ChainGrid block={{ type: 'chainGrid', heading: 'Chains' }} page={page} />);
    const logos = within(screen.getByRole('region', { name: 'Chains' })).getAllByRole(
      'presentation',
    );
    expect(logos).toHaveLength(10);
    for (const logo of logos) {
      expect(logo).toHaveAttribute('loading', 'lazy');
      // Their room is kept before they arrive, so nothing moves when they do.
      expect(logo).toHaveAttribute('width', '32');
      expect(logo).toHaveAttribute('height', '32');
    }
  });

  it('can appear twice on one page, each region named by its own heading', () => {
    renderWithSite(
      <>
        <ChainGrid block={{ type: 'chainGrid', heading: 'First grid' }} page={page} />
        <ChainGrid block={{ type: 'chainGrid', heading: 'Second grid' }} page={page} />
      </>,
    );
    expect(screen.getByRole('region', { name: 'First grid' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Second grid' })).toBeInTheDocument();
  });
});
