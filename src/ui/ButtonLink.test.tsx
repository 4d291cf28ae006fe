import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteFixture } from '../../tests/support/siteFixture';
import { renderWithSite } from '../../tests/support/renderWithSite';
import { ButtonLink } from './ButtonLink';

describe('ButtonLink', () => {
  it('links a swap button to the home page with its coins', () => {
    renderWithSite(
      <ButtonLink button={{ label: 'Swap SOL to USDT', swap: { from: 'solana', to: 'usdt' } }} />,
    );
    expect(screen.getByRole('link', { name: 'Swap SOL to USDT' })).toHaveAttribute(
      'href',
      '/?from=solana&to=usdt',
    );
  });

  it('keeps a plain button’s own address', () => {
    renderWithSite(<ButtonLink button={{ label: 'Read the docs', href: '/docs' }} />);
    expect(screen.getByRole('link', { name: 'Read the docs' })).toHaveAttribute('href', '/docs');
  });

  it('says so instead of offering a swap of a coin the widget cannot swap', () => {
    const site = siteFixture();
    const coins = site.coins.map((coin) =>
      coin.slug === 'atom' ? { ...coin, widget: { decimals: 6, swappable: false as const } } : coin,
    );
    renderWithSite(
      <ButtonLink button={{ label: 'Swap ATOM to BTC', swap: { from: 'atom', to: 'bitcoin' } }} />,
      { site: { ...site, coins } },
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Cosmos cannot be swapped in our swap widget yet.')).toBeVisible();
  });
});
