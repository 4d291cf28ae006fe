import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { siteFixture } from '../../../tests/support/siteFixture';
import type { BlockOfType, PageDefinition } from '../../engine/types';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { ExpandableList } from './ExpandableList';

const siteData = siteFixture();

const page = { slug: 'test' } as PageDefinition;

const ownList: BlockOfType<'expandableList'> = {
  type: 'expandableList',
  heading: 'Blockchains',
  items: ['Ethereum', 'Solana', 'Tron', 'Base'],
  initialCount: 2,
  moreLabel: 'Show more blockchains',
  lessLabel: 'Show fewer blockchains',
};

const visibleNames = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('ExpandableList', () => {
  it('shows the first names and reveals the rest with the button', async () => {
    renderWithSite(<ExpandableList block={ownList} page={page} />);
    expect(visibleNames()).toEqual(['Ethereum', 'Solana']);
    const button = screen.getByRole('button', { name: 'Show more blockchains' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    expect(visibleNames()).toEqual(['Ethereum', 'Solana', 'Tron', 'Base']);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveTextContent('Show fewer blockchains');

    await userEvent.click(button);
    expect(visibleNames()).toEqual(['Ethereum', 'Solana']);
  });

  it('marks the last name shown for a whole row where the column count would strand it', async () => {
    const fiveNames = {
      ...ownList,
      items: ['Ethereum', 'Solana', 'Tron', 'Base', 'Sui'],
      initialCount: 3,
    };
    renderWithSite(<ExpandableList block={fiveNames} page={page} />);
    const lone = () =>
      screen
        .getAllByRole('listitem', { hidden: true })
        .flatMap((item) => (item.dataset.loneAt ? [[item.textContent, item.dataset.loneAt]] : []));
    // Three shown strand the third in two columns; five strand the fifth in two and four.
    expect(lone()).toEqual([['Tron', '2']]);
    await userEvent.click(screen.getByRole('button', { name: 'Show more blockchains' }));
    expect(lone()).toEqual([['Sui', '2 4']]);
  });

  it('points the button at the list it controls', () => {
    renderWithSite(<ExpandableList block={ownList} page={page} />);
    const controls = screen.getByRole('button').getAttribute('aria-controls');
    expect(document.getElementById(controls ?? '')).toBe(screen.getByRole('list'));
  });

  it('takes wallets from site.json, featured first, each with its logo', () => {
    const block: BlockOfType<'expandableList'> = {
      ...ownList,
      items: undefined,
      from: 'wallets',
      initialCount: 100,
    };
    renderWithSite(<ExpandableList block={block} page={page} />);
    const wallets = [...siteData.wallets.featured, ...siteData.wallets.others];
    const items = screen.getAllByRole('listitem');
    // The name is the tile's own text; the initials of a wallet without a logo come before it.
    expect(items.map((item) => item.lastChild?.textContent)).toEqual(wallets.map((w) => w.name));
    wallets.forEach((wallet, index) => {
      const item = items[index];
      if (!item) throw new Error(`no tile for ${wallet.name}`);
      if (wallet.logo) expect(item.querySelector('img')).toHaveAttribute('src', wallet.logo);
      else expect(within(item).getByTestId('logo-fallback')).toBeInTheDocument();
    });
  });

  it('has no button when every name already fits', () => {
    const block: BlockOfType<'expandableList'> = { ...ownList, from: 'chains', items: undefined };
    renderWithSite(<ExpandableList block={{ ...block, initialCount: 50 }} page={page} />);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(
      siteData.chains.length,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
