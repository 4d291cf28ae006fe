import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteFixture } from '../../../tests/support/siteFixture';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import type { PageDefinition } from '../../engine/types';
import { ButtonLink } from '../../ui/ButtonLink';
import { siteWithFormCoin } from './formCoin';

/** The site as last saved: Cosmos cannot be swapped. */
function savedSite() {
  const site = siteFixture();
  const coins = site.coins.map((coin) =>
    coin.slug === 'atom' ? { ...coin, widget: { decimals: 6, swappable: false as const } } : coin,
  );
  return { ...site, coins };
}

const swapButton = { label: 'Swap ATOM', swap: { from: 'atom' } };

describe('the preview’s site data on a coin page', () => {
  it('takes the coin’s facts from the form, so a chain just picked makes its button a swap', () => {
    const site = savedSite();
    const atom = site.coins.find((coin) => coin.slug === 'atom')!;
    const page = {
      kind: 'coin',
      slug: 'atom',
      name: 'Cosmos',
      symbol: 'ATOM',
      title: 'Cosmos',
      description: 'Cosmos',
      blocks: [],
      catalogue: { ...atom, widget: { chain: 'COSMOS', token: 'ATOM', decimals: 6 } },
    } as unknown as PageDefinition;

    const { unmount } = renderWithSite(<ButtonLink button={swapButton} />, { site });
    expect(screen.getByText('Cosmos cannot be swapped in our swap widget yet.')).toBeVisible();
    unmount();

    renderWithSite(<ButtonLink button={swapButton} />, { site: siteWithFormCoin(site, page) });
    expect(screen.getByRole('link', { name: 'Swap ATOM' })).toHaveAttribute('href', '/?from=atom');
    expect(screen.queryByText(/cannot be swapped/)).toBeNull();
  });

  it('leaves the site as it is for a page that is not a coin’s', () => {
    const site = savedSite();
    const page = { kind: 'fixed', slug: 'about' } as unknown as PageDefinition;
    expect(siteWithFormCoin(site, page)).toBe(site);
  });
});
