import { NETWORK_BY_CHAIN } from '../../catalogue/networks';
import type { InitialPage } from '../../engine/initialPage';
import { slugForPath } from '../../engine/routes';
import type { SwapCoin } from '../../site/siteParts';

/**
 * The coin the swap of the page at `pathname` pays with: a pair page's "from" coin, a coin
 * page's coin. The page the document came with says it; after a navigation the address is
 * read against the site's coins. Undefined on a page with no coin of its own.
 */
export function payingCoinOf(
  pathname: string,
  coins: readonly SwapCoin[],
  initial: InitialPage | null,
): SwapCoin | undefined {
  const slug = slugForPath(pathname);
  if (!slug) return undefined;
  const page = initial?.slug === slug ? initial.page : null;
  const known = page?.swapCoins ? [...coins, ...page.swapCoins] : coins;
  if (page?.kind === 'pair') return known.find((coin) => coin.symbol === page.fromSymbol);
  const bySlug = new Map(known.map((coin) => [coin.slug, coin]));
  const coin = bySlug.get(slug);
  if (coin) return coin;
  for (let at = slug.indexOf('to', 1); at > 0; at = slug.indexOf('to', at + 1)) {
    const from = bySlug.get(slug.slice(0, at));
    if (from && bySlug.has(slug.slice(at + 2))) return from;
  }
  return undefined;
}

/**
 * The network whose own wallet the swap connects, where that is no Ethereum-style wallet the
 * header could connect (SOL on Solana, BTC on Bitcoin); undefined where the header's wallet is
 * the kind the swap uses.
 */
export function ownWalletNetwork(coin: SwapCoin | undefined): string | undefined {
  const chain = coin?.widget.chain;
  if (!chain) return undefined;
  const network = NETWORK_BY_CHAIN.get(chain);
  return network?.tokens === 'evm' ? undefined : (network?.network ?? chain);
}
