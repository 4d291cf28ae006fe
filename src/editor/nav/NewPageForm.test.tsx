import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewPageForm } from './NewPageForm';

/** What the form sent to the dev server's New page route. */
let sent: unknown[];
/** The dev server's answer to it. */
let answer: { created: boolean; file?: string; output: string };

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    if (url === '/__edit/api/form/markets') {
      const markets = [{ id: 'dogecoin', name: 'Dogecoin', symbol: 'DOGE' }];
      return Promise.resolve(new Response(JSON.stringify(markets)));
    }
    sent.push(JSON.parse(String(init?.body)));
    return Promise.resolve(new Response(JSON.stringify(answer)));
  });
});

afterEach(() => vi.unstubAllGlobals());

const siteCoins = [
  { slug: 'ethereum', name: 'Ethereum' },
  { slug: 'bitcoin', name: 'Bitcoin' },
];

async function openForm(kind: string) {
  const user = userEvent.setup();
  render(<NewPageForm coins={siteCoins} />);
  await user.click(screen.getByText('New page'));
  const form = screen.getByRole('form', { name: 'New page' });
  await user.selectOptions(within(form).getByLabelText('Kind of page'), kind);
  return { user, form };
}

describe('the New page form', () => {
  it('names the kinds in words and asks for the address, not a slug', async () => {
    const { form } = await openForm('A coin’s page');
    const kinds = within(form)
      .getAllByRole('option')
      .filter((option) => option.closest('#new-kind'))
      .map((option) => option.textContent);
    expect(kinds).toEqual([
      'A coin’s page',
      'A page for a pair of coins',
      'Another page (about, help, ...)',
    ]);
    expect(within(form).getByLabelText('Address')).toBeRequired();
    expect(form).not.toHaveTextContent(/slug|npm run/i);
  });

  it('offers the catalogue’s coins for the market id and the widget’s chains by name', async () => {
    const { form } = await openForm('A coin’s page');
    const marketId = within(form).getByLabelText('Market id');
    const markets = document.getElementById(marketId.getAttribute('list')!)!;
    const market = await within(markets).findByRole('option', { hidden: true });
    expect(market).toHaveAttribute('value', 'dogecoin');
    expect(market).toHaveAttribute('label', 'Dogecoin (DOGE)');

    const chain = within(form).getByLabelText('Chain in the swap widget');
    // By the chain's name alone: the widget's code for it (ETH) is no word of the marketer's.
    expect(within(chain).getByRole('option', { name: 'Ethereum' })).toHaveValue('ETH');
  });

  it('picks a pair’s coins by name from the site’s coins, and gives it their address', async () => {
    answer = { created: false, output: 'There is a page at /bitcointoethereum already.' };
    const { user, form } = await openForm('A page for a pair of coins');
    const paidWith = within(form).getByLabelText('Coin paid with');
    expect(
      within(paidWith)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['(choose a coin)', 'Bitcoin', 'Ethereum']);
    await user.selectOptions(paidWith, 'Bitcoin');
    await user.selectOptions(within(form).getByLabelText('Coin received'), 'Ethereum');
    expect(within(form).getByLabelText('Address')).toHaveValue('bitcointoethereum');

    await user.click(within(form).getByRole('button', { name: 'Make the page' }));
    expect(sent).toEqual([
      {
        kind: 'pair',
        slug: 'bitcointoethereum',
        fields: { from: 'bitcoin', to: 'ethereum' },
      },
    ]);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'There is a page at /bitcointoethereum already.',
    );
  });
});
