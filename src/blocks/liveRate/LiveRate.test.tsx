import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteFixture } from '../../../tests/support/siteFixture';
import type { BlockOfType, PageDefinition } from '../../engine/types';
import { RATE_MAX_AGE_MS } from '../../market/rate';
import { swrDefaults } from '../../net/swrDefaults';
import { marketRecord, stubMarketServer } from '../../../tests/support/marketAnswers';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { LiveRate } from './LiveRate';
import { SLOW_AFTER_MS } from './live';

const page = { slug: 'bitcointoethereum' } as PageDefinition;
const pairBlock: BlockOfType<'liveRate'> = {
  type: 'liveRate',
  heading: 'BTC to ETH Rate',
  from: 'bitcoin',
  to: 'ethereum',
};
const coinBlock: BlockOfType<'liveRate'> = {
  type: 'liveRate',
  heading: 'Bitcoin Price',
  from: 'bitcoin',
};

const bitcoin = marketRecord('bitcoin', 97_000, 1.25);
const ethereum = marketRecord('ethereum', 3_400, -2.5);
// 14:05 UTC on a day of the site's life.
const pricesTakenAt = Date.UTC(2026, 10, 24, 14, 5, 12);

let marketAnswer: () => Response;
let marketRequests: string[];

beforeEach(() => {
  marketAnswer = () =>
    Response.json([bitcoin, ethereum], {
      headers: { 'Last-Modified': new Date(pricesTakenAt).toUTCString() },
    });
  vi.useFakeTimers({ shouldAdvanceTime: true, now: pricesTakenAt + 20_000 });
  marketRequests = stubMarketServer(() => marketAnswer());
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderBlock(block: BlockOfType<'liveRate'>, site = siteFixture()) {
  const Fresh = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ ...swrDefaults, provider: () => new Map() }}>{children}</SWRConfig>
  );
  return renderWithSite(
    <Fresh>
      <LiveRate block={block} page={page} />
    </Fresh>,
    { site },
  );
}

const card = (name: string) => screen.getByRole('region', { name });
const amountField = () => screen.getByRole('textbox', { name: 'Amount of BTC you pay' });
/** Any figure a price or a rate would show: a dollar amount or a "≈". */
const FIGURE = /\$\d|≈/;

describe('LiveRate', { timeout: 20_000 }, () => {
  it('shows the rate both ways, both prices with their 24-hour change, and their time', async () => {
    renderBlock(pairBlock);
    const region = card('BTC to ETH Rate');
    expect(region).toHaveTextContent('Loading the live rate…');
    expect(region).not.toHaveTextContent(FIGURE);

    await waitFor(() => expect(region).toHaveTextContent('1 BTC ≈ 28.53 ETH'));
    expect(region).toHaveTextContent('1 ETH ≈ 0.03505 BTC');
    expect(region).toHaveTextContent('Bitcoin (BTC)$97,000+1.25% in 24h');
    expect(region).toHaveTextContent('Ethereum (ETH)$3,400-2.50% in 24h');
    expect(region).toHaveTextContent(
      'Indicative rate from market prices in US dollars, as of 14:05 UTC.',
    );
  });

  it('names a coin whose name is its symbol once', async () => {
    marketAnswer = () => Response.json([marketRecord('binancecoin', 612, 0.5), bitcoin]);
    renderBlock({ type: 'liveRate', heading: 'BNB to BTC Rate', from: 'bnb', to: 'bitcoin' });
    const region = card('BNB to BTC Rate');
    await waitFor(() => expect(region).toHaveTextContent('BNB$612'));
    expect(region).not.toHaveTextContent('BNB (BNB)');
  });

  it('asks the market proxy for its two coins in the query the price list uses', async () => {
    renderBlock(pairBlock);
    await waitFor(() => expect(marketRequests).toHaveLength(1));
    const url = new URL(marketRequests[0] as string, 'http://site.test');
    expect(url.pathname).toBe('/api/market/coins/markets');
    expect(url.searchParams.get('ids')).toBe('bitcoin,ethereum');
    expect(url.searchParams.get('per_page')).toBe('2');
  });

  it("shows a coin page's price and 24-hour change, with no rate and no calculator", async () => {
    renderBlock(coinBlock);
    const region = card('Bitcoin Price');
    await waitFor(() => expect(region).toHaveTextContent('$97,000'));
    expect(region).toHaveTextContent('+1.25% in 24h');
    expect(region).toHaveTextContent('Market price, as of 14:05 UTC.');
    expect(region).not.toHaveTextContent('≈');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('turns 2 BTC into about 57.06 ETH and carries the amount into the swap link', async () => {
    renderBlock(pairBlock);
    await waitFor(() => expect(card('BTC to ETH Rate')).toHaveTextContent('28.53'));
    await userEvent.type(amountField(), '2');
    expect(screen.getByRole('status')).toHaveTextContent('≈ 57.06 ETH');
    const swap = screen.getByRole('link', { name: 'Swap 2 BTC to ETH' });
    expect(swap).toHaveAttribute('href', '/?from=bitcoin&to=ethereum&amount=2');
    expect(card('BTC to ETH Rate')).toHaveTextContent(
      "The swap's own quote, with network and platform fees and slippage, decides the final amount.",
    );
  });

  it('reads a decimal comma and hands the widget a decimal point', async () => {
    renderBlock(pairBlock);
    await waitFor(() => expect(card('BTC to ETH Rate')).toHaveTextContent('28.53'));
    await userEvent.type(amountField(), '0,5');
    expect(screen.getByRole('status')).toHaveTextContent('≈ 14.26 ETH');
    expect(screen.getByRole('link', { name: 'Swap 0.5 BTC to ETH' })).toHaveAttribute(
      'href',
      '/?from=bitcoin&to=ethereum&amount=0.5',
    );
  });

  it.each([
    ['abc', 'Enter a number, such as 0.5 or 2,5.'],
    ['-1', 'The amount cannot be negative. Enter an amount above zero.'],
    [
      '1e9',
      'Write the amount in plain digits, such as 1000000000; forms like 1e9 are not accepted.',
    ],
    ['0.123456789', 'BTC has at most 8 decimal places.'],
  ])('answers %j with a line under the field, never NaN', async (typed, message) => {
    renderBlock(pairBlock);
    await waitFor(() => expect(card('BTC to ETH Rate')).toHaveTextContent('28.53'));
    await userEvent.type(amountField(), typed);
    const field = amountField();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    expect(card('BTC to ETH Rate')).not.toHaveTextContent('NaN');
    expect(screen.queryByRole('status')).toBeNull();
    // The link still works, without an amount the widget would refuse.
    expect(screen.getByRole('link', { name: 'Swap BTC to ETH' })).toHaveAttribute(
      'href',
      '/?from=bitcoin&to=ethereum',
    );
  });

  it('offers no swap link for a coin the widget cannot swap, and says why', async () => {
    const site = siteFixture();
    const ethereumCoin = site.coins.find((coin) => coin.slug === 'ethereum');
    if (!ethereumCoin) throw new Error('The catalogue has no Ethereum');
    ethereumCoin.widget = { decimals: 18, swappable: false };
    renderBlock(pairBlock, site);
    await waitFor(() => expect(card('BTC to ETH Rate')).toHaveTextContent('28.53'));
    expect(card('BTC to ETH Rate')).toHaveTextContent(
      "Ethereum cannot be swapped in the site's swap widget yet, so there is no swap button here.",
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows no figure at all when the market fails, only the sentence', async () => {
    marketAnswer = () => new Response('upstream broke', { status: 502 });
    renderBlock(pairBlock);
    const region = card('BTC to ETH Rate');
    await waitFor(() =>
      expect(region).toHaveTextContent(
        "The live BTC to ETH rate is not available right now, so none is shown. The swap's own quote gives the current rate.",
      ),
    );
    expect(region).not.toHaveTextContent(FIGURE);
    await userEvent.type(amountField(), '2');
    expect(region).not.toHaveTextContent(FIGURE);
    expect(screen.getByRole('link', { name: 'Swap 2 BTC to ETH' })).toBeInTheDocument();
  });

  it("hides a coin's price when the market has no record for it", async () => {
    marketAnswer = () => Response.json([ethereum]);
    renderBlock(coinBlock);
    await waitFor(() =>
      expect(card('Bitcoin Price')).toHaveTextContent(
        'The live Bitcoin price is not available right now, so none is shown.',
      ),
    );
    expect(card('Bitcoin Price')).not.toHaveTextContent(FIGURE);
  });

  it('never shows prices that were already too old when they arrived', async () => {
    marketAnswer = () =>
      Response.json([bitcoin, ethereum], {
        headers: {
          'X-Market-Stale': 'true',
          'Last-Modified': new Date(pricesTakenAt - RATE_MAX_AGE_MS - 60_000).toUTCString(),
        },
      });
    renderBlock(pairBlock);
    const region = card('BTC to ETH Rate');
    await waitFor(() => expect(region).toHaveTextContent('is not available right now'));
    expect(region).not.toHaveTextContent(FIGURE);
  });

  it('hides the rate once its prices pass the age limit without a fresh answer', async () => {
    renderBlock(pairBlock);
    const region = card('BTC to ETH Rate');
    await waitFor(() => expect(region).toHaveTextContent('28.53'));
    // Every refresh from now on fails, so the shown prices only grow older.
    marketAnswer = () => new Response('slow down', { status: 429 });
    await act(() => vi.advanceTimersByTimeAsync(RATE_MAX_AGE_MS));
    expect(region).toHaveTextContent('is not available right now');
    expect(region).not.toHaveTextContent(FIGURE);
    expect(within(region).queryByRole('status')).toBeNull();
  });

  describe('amounts that could be read two ways', () => {
    const tether = marketRecord('tether', 1, 0.01);
    const usdtToBitcoin: BlockOfType<'liveRate'> = {
      type: 'liveRate',
      heading: 'USDT to BTC Rate',
      from: 'usdt',
      to: 'bitcoin',
    };
    const usdtField = () => screen.getByRole('textbox', { name: 'Amount of USDT you pay' });

    beforeEach(() => {
      marketAnswer = () => Response.json([tether, bitcoin]);
    });

    it('asks whether "1,500" is thousands or a decimal, and swaps nothing until answered', async () => {
      renderBlock(usdtToBitcoin);
      const region = card('USDT to BTC Rate');
      await waitFor(() => expect(region).toHaveTextContent('1 BTC ≈ 97,000 USDT'));
      await userEvent.type(usdtField(), '1,500');
      const question = within(region).getByRole('group', {
        name: 'Which amount of USDT did you mean?',
      });
      expect(region).not.toHaveTextContent('≈ 0.00001546 BTC');
      expect(within(region).getByRole('link', { name: 'Swap USDT to BTC' })).not.toHaveAttribute(
        'href',
        expect.stringContaining('amount'),
      );
      const choices = within(question).getAllByRole('button');
      expect(choices.map((choice) => choice.textContent)).toEqual(['1 500 USDT', '1.5 USDT']);

      await userEvent.click(within(question).getByRole('button', { name: /in thousands/ }));
      expect(usdtField()).toHaveValue('1500');
      expect(usdtField()).toHaveFocus();
      expect(region).toHaveTextContent('≈ 0.01546 BTC');
      expect(within(region).getByRole('link', { name: 'Swap 1500 USDT to BTC' })).toHaveAttribute(
        'href',
        '/?from=usdt&to=bitcoin&amount=1500',
      );
    });

    it("reads the card's own figure pasted back as printed", async () => {
      renderBlock(usdtToBitcoin);
      const region = card('USDT to BTC Rate');
      await waitFor(() => expect(region).toHaveTextContent('1 BTC ≈ 97,000 USDT'));
      await userEvent.click(usdtField());
      await userEvent.paste('97,000');
      expect(within(region).queryByRole('group')).toBeNull();
      expect(region).toHaveTextContent('≈ 1 BTC');
    });
  });

  it('quotes a tiny rate per million, and agrees with the prices it shows', async () => {
    marketAnswer = () =>
      Response.json([
        marketRecord('shiba-inu', 0.00002149, 1),
        marketRecord('pepe', 0.00001814, 1),
      ]);
    renderBlock({ type: 'liveRate', heading: 'SHIB to PEPE', from: 'shibainu', to: 'pepe' });
    const region = card('SHIB to PEPE');
    await waitFor(() => expect(region).toHaveTextContent('$0.0000215'));
    expect(region).toHaveTextContent('$0.0000181');
    // 0.0000215 / 0.0000181, the prices as shown, not 0.00002149 / 0.00001814.
    expect(region).toHaveTextContent('1 SHIB ≈ 1.19 PEPE');
    expect(region).toHaveTextContent('1 PEPE ≈ 0.8419 SHIB');

    marketAnswer = () => Response.json([marketRecord('shiba-inu', 0.00002149, 1), bitcoin]);
    renderBlock({ type: 'liveRate', heading: 'SHIB to BTC', from: 'shibainu', to: 'bitcoin' });
    const tiny = card('SHIB to BTC');
    await waitFor(() => expect(tiny).toHaveTextContent('1M SHIB ≈ 0.0002216 BTC'));
    expect(tiny).not.toHaveTextContent(/e-\d/);
  });

  it("judges the prices' age on the server's clock, not a visitor's clock 11 minutes ahead", async () => {
    const ahead = 11 * 60_000;
    vi.setSystemTime(pricesTakenAt + 20_000 + ahead);
    marketAnswer = () =>
      Response.json([bitcoin, ethereum], {
        headers: {
          'Last-Modified': new Date(pricesTakenAt).toUTCString(),
          Date: new Date(pricesTakenAt + 20_000).toUTCString(),
        },
      });
    renderBlock(pairBlock);
    const region = card('BTC to ETH Rate');
    await waitFor(() => expect(region).toHaveTextContent('1 BTC ≈ 28.53 ETH'));
    expect(region).toHaveTextContent('as of 14:05 UTC.');
  });

  it('says a slow market is slow after a few seconds, and offers Try again after a failure', async () => {
    let answer: (response: Response) => void = () => {};
    marketAnswer = () => new Promise<Response>((resolve) => (answer = resolve)) as never;
    renderBlock(pairBlock);
    const region = card('BTC to ETH Rate');
    expect(region).toHaveTextContent('Loading the live rate…');
    await act(() => vi.advanceTimersByTimeAsync(SLOW_AFTER_MS));
    expect(region).toHaveTextContent('The market data service is slow to answer');
    expect(region).not.toHaveTextContent(FIGURE);

    answer(new Response('down', { status: 500 }));
    // SWR retries once; that one fails too.
    marketAnswer = () => new Response('down', { status: 500 });
    const tryAgain = await within(region).findByRole(
      'button',
      { name: 'Try again' },
      { timeout: 10_000 },
    );
    expect(region).toHaveTextContent('is not available right now');
    marketAnswer = () => Response.json([bitcoin, ethereum]);
    await userEvent.click(tryAgain);
    await waitFor(() => expect(region).toHaveTextContent('1 BTC ≈ 28.53 ETH'));
  });
});
