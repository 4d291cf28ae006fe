import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import type { BlockOfType, PageDefinition } from '../../engine/types';
import { ChainList } from './ChainList';

const page = { slug: 'chainlink' } as PageDefinition;
const ethereumAddress = '0x514910771AF9Ca656af840dff83E8264EcF986CA';
const bscAddress = '0xF8A0BF9cF54Bb92F17374d9e9A321E6a111a51bD';

const block: BlockOfType<'chainList'> = {
  type: 'chainList',
  heading: 'Chainlink on 3 Chains',
  symbol: 'LINK',
  chains: [
    {
      network: 'Ethereum',
      address: ethereumAddress,
      explorerUrl: `https://etherscan.io/token/${ethereumAddress}`,
    },
    { network: 'BNB Chain', address: bscAddress },
    { network: 'Dogecoin' },
  ],
};

function renderBlock(shown: BlockOfType<'chainList'> = block) {
  return renderWithSite(<ChainList block={shown} page={page} />);
}

const rowOf = (network: string) =>
  screen.getAllByRole('listitem').find((row) => row.firstChild?.textContent === network)!;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ChainList', () => {
  it('shows each address shortened, with the full address in its accessible text', () => {
    renderBlock();
    const ethereum = rowOf('Ethereum');
    expect(within(ethereum).getByText('0x5149…86CA')).toHaveAttribute('aria-hidden', 'true');
    expect(ethereum).toHaveTextContent(`LINK contract address on Ethereum: ${ethereumAddress}`);
    expect(ethereum).not.toHaveTextContent(/0x5149…86CA.*0x5149…86CA/);
  });

  it('says a chain’s native coin has no contract address, copy button or link', () => {
    renderBlock();
    const native = rowOf('Dogecoin');
    expect(native).toHaveTextContent(
      "LINK is Dogecoin's native coin: it has no contract address there.",
    );
    expect(within(native).queryByRole('button')).toBeNull();
    expect(within(native).queryByRole('link')).toBeNull();
  });

  it('links to the explorer over https in a new tab, and only where it has an address for it', () => {
    renderBlock();
    const link = within(rowOf('Ethereum')).getByRole('link', {
      name: 'Explorer: LINK on Ethereum (opens in a new tab)',
    });
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(link).toHaveAttribute('href', `https://etherscan.io/token/${ethereumAddress}`);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(rowOf('BNB Chain')).queryByRole('link')).toBeNull();
  });

  it('copies the full address and announces it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderBlock();
    const row = rowOf('BNB Chain');
    expect(within(row).getByRole('status')).toHaveTextContent('');
    await user.click(
      within(row).getByRole('button', { name: 'Copy the LINK contract address on BNB Chain' }),
    );
    expect(writeText).toHaveBeenCalledWith(bscAddress);
    expect(await navigator.clipboard.readText()).toBe(bscAddress);
    expect(within(row).getByRole('status')).toHaveTextContent('Copied');
    expect(within(rowOf('Ethereum')).getByRole('status')).toHaveTextContent('');
  });

  it('shows the whole address to copy by hand when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('not allowed'));
    renderBlock();
    const row = rowOf('Ethereum');
    await user.click(within(row).getByRole('button', { name: /Copy/ }));
    expect(within(row).getByRole('status')).toHaveTextContent(
      'Could not copy: the full address is shown to copy by hand',
    );
    expect(within(row).getByText(ethereumAddress, { selector: 'code' })).toBeInTheDocument();
  });
});
