import styled from '@emotion/styled';
import { useCallback, useRef, useState } from 'react';
import { t } from '../i18n/t';
import { toast } from '../toasts/toastStore';
import { useToastsShown } from '../toasts/toaster';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { loadOnce, whenLoaded } from '../../engine/codeLoader';
import { walletsToOffer, type DiscoveredWallet } from './discovery';
import { shortenAddress } from './eip1193';
import { useAnnouncedWallets, useWalletConnection } from './useWallet';
import { Button } from '../../ui/Button';
import { themeStyles } from '../../theme/themeStyles';
import { usePathname } from '../../engine/location';
import { useSwapCoins } from '../../site/swapCoins';
import { readInitialPage } from '../../engine/initialPage';
import { isPhoneBrowser } from './walletApps';
import { ownWalletNetwork, payingCoinOf } from './swapWallet';

/** Where the no-wallet toast sends visitors (the docs page's wallet section). */
export const WALLET_HELP_HREF = '/docs#connecting-wallet';

/** Few visitors have several wallets, so the chooser loads only when one has. */
const chooser = loadOnce(async () => (await import('./WalletChooser')).default);

/** Phones without a wallet get it; most visitors never do. */
const walletApps = loadOnce(async () => (await import('./WalletApps')).default);

const ConnectButton = styled(Button)(
  themeStyles(({ theme }) => ({
    padding: `0 ${theme.space.md}`,
    fontWeight: 700,
    fontSize: theme.font.size.sm,
    letterSpacing: '0.03em',
    [theme.breakpoints.mobile]: { padding: `0 ${theme.space.sm}`, fontSize: '0.75rem' },
  })),
);

const Address = styled.span(
  themeStyles(({ theme }) => ({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    padding: `0 ${theme.space.md}`,
    borderRadius: theme.radius.pill,
    border: `2px solid ${theme.colors.primary}`,
    color: theme.colors.text,
    fontWeight: 700,
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
    fontSize: theme.font.size.sm,
    whiteSpace: 'nowrap',
  })),
);

function showNoWalletToast() {
  toast({
    dedupeKey: 'no-wallet',
    title: t('wallet.noWalletTitle'),
    description: (
      <>
        {t('wallet.noWalletBody')} <a href={WALLET_HELP_HREF}>{t('wallet.noWalletLink')}</a>
      </>
    ),
  });
}

function showOwnWalletToast(network: string) {
  toast({
    dedupeKey: 'own-wallet',
    title: t('wallet.ownWalletTitle'),
    description: t('wallet.ownWalletBody').replaceAll('{network}', network),
  });
}

/**
 * CONNECT WALLET until a wallet shares an account, then that account's short address. Where
 * the page's swap pays from a chain no Ethereum-style wallet serves (SOL, BTC), the swap
 * connects its own wallet: the button says so, and no address shows as connected there.
 */
export function WalletButton() {
  useToastsShown();
  const announcedWallets = useAnnouncedWallets();
  const { state, connect } = useWalletConnection();
  const [choices, setChoices] = useState<readonly DiscoveredWallet[]>([]);
  const [appsOpen, setAppsOpen] = useState(false);
  // Each dialog's component, once its code is in.
  const [Chooser, setChooser] = useState(chooser.get);
  const [WalletApps, setWalletApps] = useState(walletApps.get);
  // Kept after the dialog closes, as it fades out with its links intact.
  const [appsPage, setAppsPage] = useState('');
  const pathname = usePathname();
  const coins = useSwapCoins();
  // Asked only in the browser (a press, a connection): the prerender has no document to read.
  const ownWalletHere = () => ownWalletNetwork(payingCoinOf(pathname, coins, readInitialPage()));
  const focusMoves = useRef(false);
  // The button and the address take turns in one place. When the one that had keyboard
  // focus goes (or the wallet chooser that stood in for it closes), the one that comes takes
  // focus, unless the visitor has meanwhile put it somewhere else.
  const keepFocusAcrossSwap = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    if (focusMoves.current) {
      focusMoves.current = false;
      const active = document.activeElement;
      if (!active || active === document.body) element.focus();
    }
    return () => {
      if (document.activeElement === element) focusMoves.current = true;
    };
  }, []);

  const connectButton = useRef<HTMLButtonElement | null>(null);
  const connectButtonRef = useCallback(
    (element: HTMLButtonElement | null) => {
      connectButton.current = element;
      return keepFocusAcrossSwap(element);
    },
    [keepFocusAcrossSwap],
  );
  // The wallet apps' dialog has no Radix trigger to give focus back to: the button takes it.
  const returnFocus = useCallback((event: Event) => {
    event.preventDefault();
    connectButton.current?.focus();
  }, []);

  if (state.status === 'connected' && ownWalletHere() === undefined) {
    return (
      <Address ref={keepFocusAcrossSwap} tabIndex={-1} title={state.address}>
        <VisuallyHidden>{t('wallet.connectedAs')}</VisuallyHidden> {shortenAddress(state.address)}
      </Address>
    );
  }

  const onConnectClick = () => {
    const ownWallet = ownWalletHere();
    if (ownWallet !== undefined) return showOwnWalletToast(ownWallet);
    const wallets = walletsToOffer(announcedWallets(), window.ethereum, t('wallet.browserWallet'));
    if (wallets.length === 0 && isPhoneBrowser(navigator.userAgent)) {
      const page = window.location.href;
      whenLoaded(walletApps, 'A wallet dialog', (component) => {
        setWalletApps(() => component);
        setAppsPage(page);
        setAppsOpen(true);
      });
    } else if (wallets.length === 0) showNoWalletToast();
    else if (wallets.length === 1 && wallets[0]) void connect(wallets[0]);
    else {
      whenLoaded(chooser, 'A wallet dialog', (component) => {
        setChooser(() => component);
        setChoices(wallets);
      });
    }
  };

  const choose = (wallet: DiscoveredWallet) => {
    focusMoves.current = true;
    setChoices([]);
    void connect(wallet);
  };

  const connecting = state.status === 'connecting';
  return (
    <>
      <ConnectButton
        ref={connectButtonRef}
        type="button"
        aria-busy={connecting}
        onClick={connecting ? undefined : onConnectClick}
      >
        {connecting ? t('wallet.connecting') : t('wallet.connect')}
      </ConnectButton>
      {Chooser && choices.length > 0 && (
        <Chooser choices={choices} onChoose={choose} onCancel={() => setChoices([])} />
      )}
      {WalletApps && appsPage && (
        <WalletApps
          open={appsOpen}
          page={appsPage}
          returnFocus={returnFocus}
          onClose={() => setAppsOpen(false)}
        />
      )}
    </>
  );
}
