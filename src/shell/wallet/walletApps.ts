/**
 * Wallet apps whose own browser can reopen a page, each by the deep link its maker documents.
 * A phone's browser has no wallet extension to connect; the wallet app's browser injects one.
 * - MetaMask: https://link.metamask.io/dapp/{dappUrl}, the address without its scheme
 *   (docs.metamask.io, "Use deeplinks": open a dapp inside the in-app browser).
 * - Trust Wallet: https://link.trustwallet.com/open_url?coin_id={slip44}&url={url}
 *   (developer.trustwallet.com, "Deep Linking": DApp Browser); 60 is Ethereum's network.
 * - Coinbase Wallet: https://go.cb-w.com/dapp?cb_url={percent-encoded url}
 *   (docs.cdp.coinbase.com, "Mobile dapp integration": Dapp browser).
 * Each link goes to the maker's download page when the app is not installed.
 */
export interface WalletApp {
  name: string;
  link: (page: URL) => string;
}

/** The page's own address without its fragment, which no wallet's browser needs. */
const pageAddress = (page: URL) => `${page.origin}${page.pathname}${page.search}`;

export const WALLET_APPS: readonly WalletApp[] = [
  {
    name: 'MetaMask',
    link: (page) => `https://link.metamask.io/dapp/${page.host}${page.pathname}${page.search}`,
  },
  {
    name: 'Trust Wallet',
    link: (page) =>
      `https://link.trustwallet.com/open_url?coin_id=60&url=${encodeURIComponent(pageAddress(page))}`,
  },
  {
    name: 'Coinbase Wallet',
    link: (page) => `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(pageAddress(page))}`,
  },
];

/**
 * A phone or tablet, by its browser's own word for it, where no wallet extension can be
 * installed. A narrow desktop window, or a touch screen on a laptop, is not one: it can still
 * get an extension.
 */
export const isPhoneBrowser = (userAgent: string) =>
  /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
