import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../i18n/t';
import { toast } from '../toasts/toastStore';
import { discoverWallets, type DiscoveredWallet } from './discovery';
import { firstAccount, isUserRejection, type Eip1193Provider } from './eip1193';

export type WalletState =
  | { status: 'disconnected' }
  | { status: 'connecting' }
  | { status: 'connected'; address: string; provider: Eip1193Provider };

/**
 * Wallets announced through EIP-6963 since the page started, read when asked: wallets answer
 * the request as the component mounts, and a press that comes right then (one made before
 * the app worked, made again as it starts) must see them before a render has.
 */
export function useAnnouncedWallets(): () => readonly DiscoveredWallet[] {
  const wallets = useRef<readonly DiscoveredWallet[]>([]);
  useEffect(
    () =>
      discoverWallets(window, (found) => {
        wallets.current = found;
      }),
    [],
  );
  return useCallback(() => wallets.current, []);
}

/**
 * Connects through a wallet's EIP-1193 provider and then follows it: a new account replaces
 * the address, no accounts or a disconnect returns to the connect button. The site only
 * ever asks the wallet for an address; keys never leave the wallet.
 */
export function useWalletConnection() {
  const [state, setState] = useState<WalletState>({ status: 'disconnected' });
  const provider = state.status === 'connected' ? state.provider : null;

  useEffect(() => {
    if (!provider) return;
    const onAccountsChanged = (accounts: unknown) => {
      const address = firstAccount(accounts);
      setState(address ? { status: 'connected', address, provider } : { status: 'disconnected' });
    };
    const onDisconnect = () => setState({ status: 'disconnected' });
    provider.on?.('accountsChanged', onAccountsChanged);
    provider.on?.('disconnect', onDisconnect);
    return () => {
      provider.removeListener?.('accountsChanged', onAccountsChanged);
      provider.removeListener?.('disconnect', onDisconnect);
    };
  }, [provider]);

  const connect = useCallback(async (wallet: DiscoveredWallet) => {
    setState({ status: 'connecting' });
    try {
      const address = firstAccount(
        await wallet.provider.request({ method: 'eth_requestAccounts' }),
      );
      if (!address) throw new Error('The wallet shared no account.');
      setState({ status: 'connected', address, provider: wallet.provider });
    } catch (error) {
      setState({ status: 'disconnected' });
      toast(
        isUserRejection(error)
          ? { title: t('wallet.rejectedTitle'), description: t('wallet.rejectedBody') }
          : { title: t('wallet.failedTitle'), description: t('wallet.failedBody') },
      );
    }
  }, []);

  return { state, connect };
}
