/**
 * Every piece of English copy the site shell shows, grouped by the part of the shell it
 * belongs to. The spec ships English only; the table shape keeps a second language a
 * matter of adding one more table.
 */
export const englishStrings = {
  header: {
    homeLabel: 'home page',
    mainNavigation: 'Main',
    support: 'Support',
    settings: 'Settings',
    menu: 'Menu',
    searchCoins: 'Search coins',
  },
  search: {
    title: 'Find a coin',
    label: 'Coin name or symbol',
    close: 'Close search',
    results: 'Coins found',
    hint: 'Type a name or a symbol, such as Dogecoin or DOGE.',
    loading: 'Loading the list of coins…',
    failed: 'The list of coins could not be loaded.',
    retry: 'Try again',
    noMatch: 'No coin matches',
    oneFound: '1 coin found. Arrow keys choose, Enter opens its page.',
    manyFound: 'coins found. Arrow keys choose, Enter opens a page.',
  },
  menu: {
    title: 'Menu',
    close: 'Close menu',
    darkMode: 'Dark mode',
    openSettings: 'Settings',
  },
  settings: {
    title: 'Settings',
    close: 'Close settings',
    darkMode: 'Dark mode',
    darkModeHint: 'Switch between the light and the dark look.',
    cookies: 'Required cookies',
    cookiesHint: 'Needed for the site to work, so they are always on.',
    analytics: 'Analytics cookies',
    analyticsHint: 'Help us see which pages are useful. Nothing identifies you.',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    save: 'Save Settings',
  },
  wallet: {
    connect: 'CONNECT WALLET',
    connecting: 'CONNECTING…',
    connectedAs: 'Connected wallet',
    chooseTitle: 'Choose a wallet',
    chooseDescription: 'Several wallets are installed in this browser. Pick the one to connect.',
    neverAskKeys: 'We never ask for your private key or seed phrase.',
    browserWallet: 'Browser wallet',
    cancel: 'Cancel',
    noWalletTitle: 'No wallet found',
    noWalletBody: 'Install a browser wallet extension, then try again.',
    noWalletLink: 'How to connect a wallet',
    appsTitle: 'Open in your wallet app',
    appsDescription:
      'A phone’s browser holds no wallet. Open this page in your wallet app’s own browser and connect there.',
    openIn: 'Open in',
    ownWalletTitle: 'The swap connects its own wallet',
    ownWalletBody:
      'This swap pays from {network}, which an Ethereum-style wallet cannot use. Press the swap button and choose your {network} wallet in the swap itself.',
    rejectedTitle: 'Connection cancelled',
    rejectedBody: 'The wallet did not share an account. You can try again at any time.',
    failedTitle: 'Could not connect',
    failedBody: 'The wallet reported a problem. Open it and try again.',
  },
  footer: {
    trustBadges: 'Trust badges',
    links: 'Footer',
    social: 'Follow us',
    newTab: '(opens in a new tab)',
  },
  toasts: {
    region: 'Notifications',
    close: 'Dismiss notification',
  },
} as const;

type Table = typeof englishStrings;

/** 'section.key' for every string in the table, so a typo in the shell is a type error. */
export type TranslationKey = {
  [Section in keyof Table]: `${Section & string}.${keyof Table[Section] & string}`;
}[keyof Table];
