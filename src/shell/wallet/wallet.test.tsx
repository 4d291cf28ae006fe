import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { siteToasts } from '../toasts/toastStore';
import { ANNOUNCE_EVENT, discoverWallets, REQUEST_EVENT, walletsToOffer } from './discovery';
import { firstAccount, shortenAddress, type Eip1193Provider } from './eip1193';
import { WalletButton, WALLET_HELP_HREF } from './WalletButton';

const ALICE = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
const BOB = '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B';

/** A wallet extension stand-in: answers eth_requestAccounts and can emit provider events. */
function fakeProvider(answer: () => Promise<unknown> = async () => [ALICE]) {
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  const provider = {
    request: vi.fn(async ({ method }: { method: string }) => {
      if (method !== 'eth_requestAccounts') throw new Error(`unexpected ${method}`);
      return answer();
    }),
    on: (event: string, listener: (value: unknown) => void) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    },
    removeListener: (event: string, listener: (value: unknown) => void) => {
      listeners.get(event)?.delete(listener);
    },
    emit: (event: string, value?: unknown) => listeners.get(event)?.forEach((l) => l(value)),
  };
  return provider as typeof provider & Eip1193Provider;
}

function announceOnRequest(wallets: { uuid: string; name: string; provider: Eip1193Provider }[]) {
  const announce = () =>
    wallets.forEach(({ uuid, name, provider }) =>
      window.dispatchEvent(
        new CustomEvent(ANNOUNCE_EVENT, {
          detail: { info: { uuid, name, icon: 'data:image/svg+xml,<svg/>', rdns: 'x' }, provider },
        }),
      ),
    );
  window.addEventListener(REQUEST_EVENT, announce);
  return () => window.removeEventListener(REQUEST_EVENT, announce);
}

describe('address helpers', () => {
  it('shortens an address to its first 6 and last 4 characters', () => {
    expect(shortenAddress(ALICE)).toBe('0x71C7…976F');
  });

  it('takes only a well-formed first account', () => {
    expect(firstAccount([BOB, ALICE])).toBe(BOB);
    expect(firstAccount([])).toBeNull();
    expect(firstAccount(['not an address'])).toBeNull();
    expect(firstAccount('0x')).toBeNull();
  });
});

describe('EIP-6963 discovery', () => {
  it('asks wallets to announce and lists each one once', () => {
    const first = fakeProvider();
    const second = fakeProvider();
    const stopAnnouncing = announceOnRequest([
      { uuid: 'a', name: 'Wallet A', provider: first },
      { uuid: 'b', name: 'Wallet B', provider: second },
    ]);
    const onChange = vi.fn();
    const stop = discoverWallets(window, onChange);
    window.dispatchEvent(new Event(REQUEST_EVENT));

    const latest = onChange.mock.lastCall?.[0];
    expect(latest.map((wallet: { name: string }) => wallet.name)).toEqual(['Wallet A', 'Wallet B']);
    expect(latest[0].provider).toBe(first);
    stop();
    stopAnnouncing();
  });

  it('ignores malformed announcements, unsafe icons, and stops listening on request', () => {
    const onChange = vi.fn();
    const stop = discoverWallets(window, onChange);
    window.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT, { detail: { info: { uuid: 'x' } } }));
    expect(onChange).not.toHaveBeenCalled();

    const provider = fakeProvider();
    window.dispatchEvent(
      new CustomEvent(ANNOUNCE_EVENT, {
        detail: { info: { uuid: 'y', name: 'Late', icon: 'https://evil.example/i.png' }, provider },
      }),
    );
    expect(onChange.mock.lastCall?.[0][0]).toMatchObject({ name: 'Late', icon: undefined });

    stop();
    window.dispatchEvent(
      new CustomEvent(ANNOUNCE_EVENT, { detail: { info: { uuid: 'z', name: 'Z' }, provider } }),
    );
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('offers window.ethereum only when no wallet announced itself', () => {
    const legacy = fakeProvider();
    expect(walletsToOffer([], legacy, 'Browser wallet')).toEqual([
      { id: 'window.ethereum', name: 'Browser wallet', provider: legacy },
    ]);
    const announced = [{ id: 'a', name: 'A', provider: fakeProvider() }];
    expect(walletsToOffer(announced, legacy, 'Browser wallet')).toBe(announced);
    expect(walletsToOffer([], undefined, 'Browser wallet')).toEqual([]);
  });
});

describe('WalletButton', () => {
  afterEach(() => {
    delete window.ethereum;
    window.history.replaceState(null, '', '/');
    // A dismissed toast is forgotten 1,000,000 ms later: on fake timers, dropped with them.
    vi.useFakeTimers();
    for (const entry of siteToasts.getToasts()) siteToasts.dismiss(entry.id);
    vi.useRealTimers();
  });

  const connectButton = () => screen.getByRole('button', { name: 'CONNECT WALLET' });

  it('says so, with a link to the wallet guide, when no wallet is installed', async () => {
    renderWithSite(<WalletButton />);
    await userEvent.click(connectButton());
    expect(siteToasts.getToasts()[0]).toMatchObject({ title: 'No wallet found', open: true });
    renderWithSite(<>{siteToasts.getToasts()[0]?.description}</>);
    expect(screen.getByRole('link', { name: 'How to connect a wallet' })).toHaveAttribute(
      'href',
      WALLET_HELP_HREF,
    );
  });

  it('offers, on a phone with no wallet, to reopen this page in a wallet app', async () => {
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';
    const userAgent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(phone);
    try {
      renderWithSite(<WalletButton />);
      await userEvent.click(connectButton());
      const dialog = await screen.findByRole('dialog', { name: 'Open in your wallet app' });
      const here = encodeURIComponent(window.location.href.replace(/#.*/, ''));
      expect(within(dialog).getByRole('link', { name: 'Open in MetaMask' })).toHaveAttribute(
        'href',
        `https://link.metamask.io/dapp/${window.location.host}${window.location.pathname}`,
      );
      expect(within(dialog).getByRole('link', { name: 'Open in Trust Wallet' })).toHaveAttribute(
        'href',
        `https://link.trustwallet.com/open_url?coin_id=60&url=${here}`,
      );
      expect(within(dialog).getByRole('link', { name: 'Open in Coinbase Wallet' })).toHaveAttribute(
        'href',
        `https://go.cb-w.com/dapp?cb_url=${here}`,
      );
      expect(siteToasts.getToasts().filter((entry) => entry.open)).toEqual([]);
    } finally {
      userAgent.mockRestore();
    }
  });

  it('on a pair paying from Solana, says the swap connects its own wallet and connects none', async () => {
    const provider = fakeProvider();
    window.ethereum = provider;
    // The header's buttons have no router: they read the address shown.
    window.history.replaceState(null, '', '/solanatousdt');
    renderWithSite(<WalletButton />);
    await userEvent.click(connectButton());
    expect(siteToasts.getToasts()[0]).toMatchObject({
      title: 'The swap connects its own wallet',
      description: expect.stringContaining('Solana'),
    });
    expect(provider.request).not.toHaveBeenCalled();
    expect(connectButton()).toBeInTheDocument();
  });

  it('connects through window.ethereum and follows account changes and disconnect', async () => {
    const provider = fakeProvider();
    window.ethereum = provider;
    renderWithSite(<WalletButton />);
    await userEvent.click(connectButton());

    expect(provider.request).toHaveBeenCalledWith({ method: 'eth_requestAccounts' });
    expect(await screen.findByText('0x71C7…976F')).toHaveAttribute('title', ALICE);
    expect(screen.queryByRole('button', { name: 'CONNECT WALLET' })).not.toBeInTheDocument();

    act(() => provider.emit('accountsChanged', [BOB]));
    expect(screen.getByText('0xAb58…eC9B')).toBeInTheDocument();

    act(() => provider.emit('disconnect', { code: 4900 }));
    expect(connectButton()).toBeInTheDocument();
  });

  it('keeps keyboard focus in place while the address and the button take turns', async () => {
    const provider = fakeProvider();
    window.ethereum = provider;
    renderWithSite(<WalletButton />);
    connectButton().focus();
    await userEvent.keyboard('{Enter}');
    const address = await screen.findByText('0x71C7…976F');
    expect(address.closest('[title]')).toHaveFocus();

    act(() => provider.emit('disconnect', { code: 4900 }));
    expect(connectButton()).toHaveFocus();
  });

  it('leaves focus alone when it was elsewhere as the wallet connected', async () => {
    let answer!: (accounts: string[]) => void;
    const provider = fakeProvider(() => new Promise((resolve) => (answer = resolve)));
    window.ethereum = provider;
    renderWithSite(
      <>
        <WalletButton />
        <input aria-label="Amount" />
      </>,
    );
    await userEvent.click(connectButton());
    screen.getByRole('textbox', { name: 'Amount' }).focus();
    await act(async () => answer([ALICE]));
    await screen.findByText('0x71C7…976F');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus();
  });

  it('returns to the button when the wallet reports no accounts', async () => {
    const provider = fakeProvider();
    window.ethereum = provider;
    renderWithSite(<WalletButton />);
    await userEvent.click(connectButton());
    await screen.findByText('0x71C7…976F');
    act(() => provider.emit('accountsChanged', []));
    expect(connectButton()).toBeInTheDocument();
  });

  it('lets the visitor choose when several wallets announce themselves', async () => {
    const first = fakeProvider();
    const second = fakeProvider(async () => [BOB]);
    const stopAnnouncing = announceOnRequest([
      { uuid: 'a', name: 'Wallet A', provider: first },
      { uuid: 'b', name: 'Wallet B', provider: second },
    ]);
    renderWithSite(<WalletButton />);
    await userEvent.click(connectButton());

    const chooser = await screen.findByRole('dialog', { name: 'Choose a wallet' });
    expect(
      within(chooser).getByText(/never ask for your private key or seed phrase/),
    ).toBeVisible();
    await userEvent.click(within(chooser).getByRole('button', { name: 'Wallet B' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('0xAb58…eC9B')).toBeInTheDocument();
    expect(first.request).not.toHaveBeenCalled();
    stopAnnouncing();
  });

  it('explains a declined request and offers the button again', async () => {
    window.ethereum = fakeProvider(async () => {
      throw Object.assign(new Error('User rejected'), { code: 4001 });
    });
    renderWithSite(<WalletButton />);
    await userEvent.click(connectButton());
    expect(await screen.findByRole('button', { name: 'CONNECT WALLET' })).toBeInTheDocument();
    expect(siteToasts.getToasts()[0]).toMatchObject({ title: 'Connection cancelled' });
  });
});
