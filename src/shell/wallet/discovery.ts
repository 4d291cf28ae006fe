import type { Eip1193Provider } from './eip1193';

/** A wallet the visitor can pick: announced through EIP-6963 or the legacy window.ethereum. */
export interface DiscoveredWallet {
  id: string;
  name: string;
  /** A data: image URI, as EIP-6963 requires; anything else is dropped. */
  icon?: string;
  provider: Eip1193Provider;
}

interface AnnounceDetail {
  info?: { uuid?: unknown; name?: unknown; icon?: unknown };
  provider?: Partial<Eip1193Provider>;
}

export const ANNOUNCE_EVENT = 'eip6963:announceProvider';
export const REQUEST_EVENT = 'eip6963:requestProvider';

function walletFromAnnouncement(event: Event): DiscoveredWallet | null {
  const detail = (event as CustomEvent<AnnounceDetail | undefined>).detail;
  const info = detail?.info;
  const provider = detail?.provider;
  if (typeof info?.uuid !== 'string' || typeof info.name !== 'string') return null;
  if (typeof provider?.request !== 'function') return null;
  const icon =
    typeof info.icon === 'string' && info.icon.startsWith('data:image/') ? info.icon : undefined;
  return { id: info.uuid, name: info.name, icon, provider: provider as Eip1193Provider };
}

/**
 * EIP-6963: listen for wallets announcing themselves, then ask every installed wallet to
 * announce. Wallets that load later announce on their own; the same wallet announcing
 * twice is listed once. Returns the function that stops listening.
 */
export function discoverWallets(
  target: Window,
  onChange: (wallets: readonly DiscoveredWallet[]) => void,
): () => void {
  let wallets: readonly DiscoveredWallet[] = [];
  const onAnnounce = (event: Event) => {
    const wallet = walletFromAnnouncement(event);
    if (!wallet || wallets.some((known) => known.id === wallet.id)) return;
    wallets = [...wallets, wallet];
    onChange(wallets);
  };
  target.addEventListener(ANNOUNCE_EVENT, onAnnounce);
  target.dispatchEvent(new Event(REQUEST_EVENT));
  return () => target.removeEventListener(ANNOUNCE_EVENT, onAnnounce);
}

/** Announced wallets first; a lone window.ethereum only when no wallet announced itself. */
export function walletsToOffer(
  announced: readonly DiscoveredWallet[],
  legacy: Eip1193Provider | undefined,
  legacyName: string,
): readonly DiscoveredWallet[] {
  if (announced.length > 0 || !legacy) return announced;
  return [{ id: 'window.ethereum', name: legacyName, provider: legacy }];
}
