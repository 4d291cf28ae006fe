import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteFixture } from '../../../tests/support/siteFixture';
import type { BlockOfType, PageDefinition } from '../../engine/types';
import type { TrackAnswer } from '../../track/states';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { TrackSwap } from './TrackSwap';

const siteData = siteFixture();
const page = { slug: 'track' } as PageDefinition;
const block: BlockOfType<'trackSwap'> = {
  type: 'trackSwap',
  heading: 'Check a swap',
  tradeIdHelp: ['Shown with the deposit address.'],
};
const HASH = `0x${'4b'.repeat(32)}`;
const DESTINATION = `0x${'d'.repeat(64)}`;
const CHECKED_AT = '2026-11-24T12:00:00.000Z';

let fetchMock: ReturnType<typeof vi.fn>;

function answerWith(status: number, body: unknown) {
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

const answer = (fields: Partial<TrackAnswer>): TrackAnswer => ({
  state: 'PENDING',
  checkedAt: CHECKED_AT,
  ...fields,
});

// A cache of its own per test, as SWR otherwise keeps one answer per swap for the whole file.
const renderBlock = () =>
  renderWithSite(
    <SWRConfig value={{ provider: () => new Map() }}>
      <TrackSwap block={block} page={page} />
    </SWRConfig>,
    { route: '/track' },
  );

async function check(hash: string, id?: string) {
  const user = userEvent.setup();
  renderBlock();
  await user.type(screen.getByLabelText('Transaction hash'), hash);
  if (id) await user.type(screen.getByLabelText(/Trade ID/), id);
  await user.click(screen.getByRole('button', { name: 'Check status' }));
  return user;
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/track');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TrackSwap', () => {
  it('asks the site’s own API, says where the swap stands, and puts the hash in the address', async () => {
    answerWith(200, answer({ state: 'PENDING' }));
    await check(HASH.toUpperCase().replace('0X', '0x'));
    const report = await screen.findByRole('status');
    expect(await within(report).findByRole('heading', { name: 'Still on its way' })).toBeVisible();
    expect(report).toHaveTextContent(/typically take 5 to 30 minutes/);
    expect(report).toHaveTextContent(HASH);
    expect(report.querySelector('time')).toHaveAttribute('datetime', CHECKED_AT);
    expect(fetchMock).toHaveBeenCalledWith(`/api/track?hash=${HASH}`, expect.anything());
    expect(window.location.search).toBe(`?tx=${HASH}`);
    expect(screen.getByRole('button', { name: 'Check again' })).toBeVisible();
  });

  it('links the destination transaction of a finished swap and offers no second check', async () => {
    answerWith(
      200,
      answer({
        state: 'SUCCESS',
        destinationTxHash: DESTINATION,
        destinationNetwork: 'POLYGON',
        destinationUrl: `https://polygonscan.com/tx/${DESTINATION}`,
      }),
    );
    await check(HASH);
    expect(await screen.findByRole('heading', { name: 'Swap complete' })).toBeVisible();
    expect(screen.getByText(/delivered them on POLYGON/)).toBeVisible();
    expect(screen.getByRole('link', { name: DESTINATION })).toHaveAttribute(
      'href',
      `https://polygonscan.com/tx/${DESTINATION}`,
    );
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
  });

  it.each([
    ['LONG_PENDING', 'Taking longer than usual', /more than 1 hour after you sent it/],
    ['NOT_FOUND', 'Not found yet', /wait a minute or two/],
    ['REVERT', 'Refund waiting for you', /refund has to be collected/],
    ['REVERTED', 'Refunded', /funds as returned/],
    ['READY_TO_CLAIM', 'Ready to claim', /wait for you to claim them/],
    ['FAIL', 'Swap failed', /tokens that were not swapped stay in your wallet/],
    ['NEEDS_ID', 'Trade ID needed', /needs the trade ID as well/],
    ['UNKNOWN', 'Unknown state', /Do not treat it as complete/],
  ] as const)('words %s with what to do next', async (state, title, next) => {
    answerWith(200, answer({ state }));
    await check(HASH);
    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(next);
  });

  it('gives the support address when a swap takes too long', async () => {
    answerWith(200, answer({ state: 'LONG_PENDING' }));
    await check(HASH);
    expect(await screen.findByRole('link', { name: siteData.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${siteData.supportEmail}`,
    );
    expect(screen.getByRole('link', { name: 'troubleshooting guide' })).toHaveAttribute(
      'href',
      '/docs#troubleshooting',
    );
  });

  it('sends the trade id along when the visitor gives one', async () => {
    answerWith(200, answer({ state: 'SUCCESS' }));
    await check(HASH, 'trade-42');
    await screen.findByRole('heading', { name: 'Swap complete' });
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/track?hash=${HASH}&id=trade-42`,
      expect.anything(),
    );
    expect(window.location.search).toBe(`?tx=${HASH}&id=trade-42`);
  });

  it('explains a bad hash at the field, without asking the server', async () => {
    await check('0x1234');
    const field = screen.getByLabelText('Transaction hash');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/0x and 64 hex characters; this one has 4/);
    expect(field).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s sentence when too many swaps are being checked', async () => {
    const message = 'Too many swaps are being checked right now. Please try again in 12 seconds.';
    answerWith(429, { error: message });
    await check(HASH);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('falls back to a calm message when the server fails or sends something odd', async () => {
    answerWith(200, { state: 'SUCCESS' });
    await check(HASH);
    expect(await screen.findByRole('alert')).toHaveTextContent(/not answering right now/);
    expect(screen.queryByRole('heading', { name: 'Swap complete' })).toBeNull();
  });

  it('opens /track?tx=<hash> with the hash filled in and checked', async () => {
    answerWith(200, answer({ state: 'READY_TO_CLAIM' }));
    window.history.replaceState(null, '', `/track?tx=${HASH}&id=abc`);
    renderBlock();
    expect(await screen.findByRole('heading', { name: 'Ready to claim' })).toBeVisible();
    expect(screen.getByLabelText('Transaction hash')).toHaveValue(HASH);
    expect(screen.getByLabelText(/Trade ID/)).toHaveValue('abc');
    expect(fetchMock).toHaveBeenCalledWith(`/api/track?hash=${HASH}&id=abc`, expect.anything());
  });

  it('opens a link with a bad hash showing that hash and what is wrong with it', async () => {
    window.history.replaceState(null, '', '/track?tx=0xabc');
    renderBlock();
    const field = screen.getByLabelText('Transaction hash');
    expect(field).toHaveValue('0xabc');
    expect(field).toHaveAccessibleDescription(/this one has 3/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks again when the visitor presses Check again', async () => {
    answerWith(200, answer({ state: 'PENDING' }));
    const user = await check(HASH);
    await screen.findByRole('heading', { name: 'Still on its way' });
    answerWith(200, answer({ state: 'SUCCESS' }));
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Swap complete' })).toBeVisible();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('checks a pending swap again by itself, backing off, and stops once it is final', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let state: TrackAnswer['state'] = 'PENDING';
      fetchMock.mockImplementation(() =>
        Promise.resolve(
          new Response(JSON.stringify(answer({ state })), {
            headers: { 'content-type': 'application/json' },
          }),
        ),
      );
      window.history.replaceState(null, '', `/track?tx=${HASH}`);
      renderBlock();
      await screen.findByRole('heading', { name: 'Still on its way' });
      expect(screen.getByText(/checks again by itself/)).toBeVisible();
      await vi.advanceTimersByTimeAsync(15_000);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(10_000);
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      // The report stays on screen while the page looks again: no "Checking…" flash.
      expect(screen.getByRole('heading', { name: 'Still on its way' })).toBeVisible();
      state = 'SUCCESS';
      await vi.advanceTimersByTimeAsync(25_000);
      expect(await screen.findByRole('heading', { name: 'Swap complete' })).toBeVisible();
      const calls = fetchMock.mock.calls.length;
      await vi.advanceTimersByTimeAsync(300_000);
      expect(fetchMock).toHaveBeenCalledTimes(calls);
    } finally {
      vi.useRealTimers();
    }
  });

  it('links a Solana destination to its explorer, and the sent transaction to the chains it fits', async () => {
    const signature =
      '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
    answerWith(
      200,
      answer({ state: 'SUCCESS', destinationTxHash: signature, destinationNetwork: 'SOLANA' }),
    );
    await check(HASH);
    expect(await screen.findByRole('link', { name: signature })).toHaveAttribute(
      'href',
      `https://solscan.io/tx/${signature}`,
    );
    expect(screen.getByRole('link', { name: 'Ethereum' })).toHaveAttribute(
      'href',
      `https://etherscan.io/tx/${HASH}`,
    );
    expect(screen.getByRole('link', { name: 'BNB Smart Chain' })).toHaveAttribute(
      'href',
      `https://bscscan.com/tx/${HASH}`,
    );
    expect(screen.queryByRole('link', { name: 'Solana' })).toBeNull();
  });

  it('takes the hash out of a pasted explorer link', async () => {
    answerWith(200, answer({ state: 'PENDING' }));
    await check(`https://etherscan.io/tx/${HASH}`);
    await screen.findByRole('heading', { name: 'Still on its way' });
    expect(screen.getByLabelText('Transaction hash')).toHaveValue(HASH);
    expect(fetchMock).toHaveBeenCalledWith(`/api/track?hash=${HASH}`, expect.anything());
  });
});
