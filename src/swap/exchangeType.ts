import type { CoinWidgetToken } from '../types/schema';

type Chains = Pick<CoinWidgetToken, 'chain' | 'otherChains'>;

const chainsOf = ({ chain, otherChains = [] }: Chains) => (chain ? [chain, ...otherChains] : []);

/**
 * What a swap of these two coins is, from the chains each is issued on: Cross-Chain only
 * when they share none. A coin on several chains (USDT) may meet the other on one of them
 * or not, so such a pair says both. Without chains for a coin nothing can be said beyond
 * "Swap".
 */
export function exchangeType(from: Chains, to: Chains): string {
  const fromChains = chainsOf(from);
  const toChains = chainsOf(to);
  if (fromChains.length === 0 || toChains.length === 0) return 'Swap';
  const shared = fromChains.filter((chain) => toChains.includes(chain));
  if (shared.length === 0) return 'Cross-Chain Swap';
  if (fromChains.length === 1 && toChains.length === 1) return 'Same-Chain Swap';
  return 'Same-Chain or Cross-Chain Swap';
}
