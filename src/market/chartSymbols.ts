import type { ChartProvider } from '../types/schema';

export type ChartRules = Pick<
  ChartProvider,
  'exchange' | 'usdExchange' | 'noChart' | 'dollarSymbols' | 'usdtFallbackPairs'
>;

/** Quotes the main exchange lists markets for, so the pair is used as it is. */
const LISTED_QUOTES = new Set(['USDT', 'BTC', 'ETH']);

/**
 * The provider's market symbol for a chart of `from` priced in `to` (or in dollars when
 * `to` is absent), or null when no market stands for it. A pure function of its inputs so
 * the validator and the chart block agree on which pairs have a chart.
 */
export function chartSymbol(
  from: string,
  to: string | undefined,
  rules: ChartRules,
): string | null {
  const isStable = (symbol: string) => rules.noChart.includes(symbol);
  if (isStable(from)) {
    // USDT to a coin reads best as that coin's price in USDT; USDT against dollars is flat.
    return to && to !== 'USD' && !isStable(to) ? chartSymbol(to, from, rules) : null;
  }
  if (to === undefined || to === 'USD' || to === 'USDT') {
    const dollarSymbol = rules.dollarSymbols[from];
    if (dollarSymbol) return dollarSymbol;
  }
  if (to === undefined) return `${rules.exchange}:${from}USDT`;
  if (rules.usdtFallbackPairs.some(([base, quote]) => base === from && quote === to)) {
    return chartSymbol(from, 'USDT', rules);
  }
  if (LISTED_QUOTES.has(to)) return `${rules.exchange}:${from}${to}`;
  if (to === 'USD') return `${rules.usdExchange}:${from}USD`;
  // No exchange named: the provider picks the market it knows for this pair.
  return `${from}${to}`;
}

/** The provider's own page for a market, or its home page when there is no market. */
export function symbolPageUrl(
  symbol: string | null,
  provider: Pick<ChartProvider, 'symbolPageUrl' | 'providerUrl'>,
): string {
  if (!symbol) return provider.providerUrl;
  return provider.symbolPageUrl.replace('{symbol}', encodeURIComponent(symbol.replace(':', '-')));
}
