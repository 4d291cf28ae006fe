import { describe, expect, it } from 'vitest';
import type { SwapCoin } from '../../site/siteParts';
import type { InitialPage } from '../../engine/initialPage';
import { ownWalletNetwork, payingCoinOf } from './swapWallet';
import { isPhoneBrowser, WALLET_APPS } from './walletApps';

const coin = (name: string, symbol: string, slug: string, chain: string): SwapCoin => ({
  id: slug,
  name,
  symbol,
  slug,
  widget: { chain, token: symbol },
});
const solana = coin('Solana', 'SOL', 'solana', 'SOLANA');
const tether = coin('Tether', 'USDT', 'usdt', 'ETH');
const bitcoin = coin('Bitcoin', 'BTC', 'bitcoin', 'BITCOIN');
const coins = [solana, tether, bitcoin];

describe('which wallet a page’s swap pays from', () => {
  it('reads a pair page the document came with by its paying coin, even under another slug', () => {
    const initial = {
      slug: 'soltousdt',
      page: { slug: 'soltousdt', kind: 'pair', fromSymbol: 'SOL', toSymbol: 'USDT' },
    } as unknown as InitialPage;
    expect(payingCoinOf('/soltousdt', coins, initial)).toBe(solana);
  });

  it('reads an address reached by navigation against the coins: a coin page or a pair', () => {
    expect(payingCoinOf('/solanatousdt', coins, null)).toBe(solana);
    expect(payingCoinOf('/usdttosolana', coins, null)).toBe(tether);
    expect(payingCoinOf('/bitcoin', coins, null)).toBe(bitcoin);
    expect(payingCoinOf('/', coins, null)).toBeUndefined();
    expect(payingCoinOf('/about', coins, null)).toBeUndefined();
  });

  it('names the network whose own wallet the swap connects, none for an Ethereum-style chain', () => {
    expect(ownWalletNetwork(solana)).toBe('Solana');
    expect(ownWalletNetwork(bitcoin)).toBe('Bitcoin');
    expect(ownWalletNetwork(tether)).toBeUndefined();
    expect(ownWalletNetwork(undefined)).toBeUndefined();
  });
});

describe('wallet apps’ links', () => {
  it('reopen the current page, query included, in each wallet’s browser as its maker documents', () => {
    const page = new URL('https://swap.example/solanatousdt?amount=2#faq');
    expect(Object.fromEntries(WALLET_APPS.map((app) => [app.name, app.link(page)]))).toEqual({
      MetaMask: 'https://link.metamask.io/dapp/swap.example/solanatousdt?amount=2',
      'Trust Wallet':
        'https://link.trustwallet.com/open_url?coin_id=60&url=https%3A%2F%2Fswap.example%2Fsolanatousdt%3Famount%3D2',
      'Coinbase Wallet':
        'https://go.cb-w.com/dapp?cb_url=https%3A%2F%2Fswap.example%2Fsolanatousdt%3Famount%3D2',
    });
  });
});

describe('a phone’s browser', () => {
  it('is told by its user agent, never by a narrow or touch desktop window', () => {
    expect(isPhoneBrowser('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe(
      true,
    );
    expect(isPhoneBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe(true);
    expect(isPhoneBrowser('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0')).toBe(false);
  });
});
