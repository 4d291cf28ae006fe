import type { CoinWidgetToken } from '../types/schema';
import type { Coin } from '../types/siteData';

/** A catalogue coin the swap widget can open on: its chain and token are both known. */
/** A coin as the widget names it; a catalogue coin's decimals are not known. */
export type WidgetCoin = Pick<Coin, 'slug'> & {
  widget: Omit<CoinWidgetToken, 'decimals'> & { decimals?: number };
};

export type SwappableToken = WidgetCoin['widget'] & { chain: string; token: string };

/**
 * The trade fields of the widget's configuration (from, to, fromChain, toChain, amount), as
 * the adapter hands them on. `injectTokens` lists the contract tokens among them: Rubic's
 * widget only offers a token given by address once it is injected for its chain.
 */
export interface WidgetTrade {
  from?: string;
  fromChain?: string;
  to?: string;
  toChain?: string;
  amount?: number;
  injectTokens?: Record<string, string[]>;
}

export function swappableToken(coin: Pick<WidgetCoin, 'widget'>): SwappableToken | undefined {
  const { widget } = coin;
  if (widget.swappable === false || !widget.chain || !widget.token) return undefined;
  return widget as SwappableToken;
}

// Plain digits with an optional decimal point: no sign, no exponent, no thousands separator,
// and short enough that Number() keeps what was typed.
const AMOUNT = /^(0|[1-9]\d{0,14})(?:\.(\d+))?$/;

/** The amount as a number, or undefined unless it is a positive amount `decimals` can hold. */
export function parseWidgetAmount(text: string, decimals: number | undefined): number | undefined {
  const match = AMOUNT.exec(text);
  if (!match) return undefined;
  if (decimals !== undefined && (match[2]?.length ?? 0) > decimals) return undefined;
  const amount = Number(text);
  return amount > 0 ? amount : undefined;
}

const isContract = (token: string) => token.startsWith('0x');

/**
 * A coin issued on several chains under one symbol (USDT) is taken on the other coin's
 * chain when it is one of them, so SOL to USDT stays on Solana (SPL USDT, as the swap flow
 * offers by default) instead of bridging to Ethereum. A token given by address exists on
 * its own chain only.
 */
function meetOnOneChain(
  from: SwappableToken | undefined,
  to: SwappableToken | undefined,
): [SwappableToken | undefined, SwappableToken | undefined] {
  if (!from || !to || from.chain === to.chain) return [from, to];
  const movedTo = (token: SwappableToken, chain: string) =>
    !isContract(token.token) && token.otherChains?.includes(chain)
      ? { ...token, chain }
      : undefined;
  const toMoved = movedTo(to, from.chain);
  if (toMoved) return [from, toMoved];
  return [movedTo(from, to.chain) ?? from, to];
}

/**
 * What the home page's address asks the widget to open on, in the widget's own terms. Only
 * catalogue slugs count: any other value of from or to (unknown, hostile, or a coin the
 * widget cannot swap) is dropped and the widget keeps its own default for that side. An
 * amount counts only with a known coin to pay with and within that token's decimals.
 */
export function widgetTradeFromQuery(search: string, coins: readonly WidgetCoin[]): WidgetTrade {
  const query = new URLSearchParams(search);
  const tokenFor = (field: 'from' | 'to') => {
    const slug = query.get(field);
    const coin = slug === null ? undefined : coins.find((candidate) => candidate.slug === slug);
    return coin && swappableToken(coin);
  };
  const sameCoin = query.get('to') === query.get('from');
  const [from, to] = meetOnOneChain(tokenFor('from'), sameCoin ? undefined : tokenFor('to'));

  const trade: WidgetTrade = {};
  const injected: Record<string, string[]> = {};
  const inject = ({ chain, token }: SwappableToken) => {
    if (!isContract(token)) return;
    const key = chain.toLowerCase();
    injected[key] = [...new Set([...(injected[key] ?? []), token])];
  };
  if (from) {
    Object.assign(trade, { from: from.token, fromChain: from.chain });
    inject(from);
    const amount = parseWidgetAmount(query.get('amount') ?? '', from.decimals);
    if (amount !== undefined) trade.amount = amount;
  }
  if (to) {
    Object.assign(trade, { to: to.token, toChain: to.chain });
    inject(to);
  }
  if (Object.keys(injected).length > 0) trade.injectTokens = injected;
  return trade;
}
