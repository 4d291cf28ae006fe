import type { BlockCheck } from '../../engine/blockRegistry';
import { exchangeType } from '../../swap/exchangeType';

/**
 * A pair page's Exchange Type must be what the two coins' chains say (the pair template
 * works it out the same way), so a hand-written page cannot call a swap that may stay on one
 * chain "Cross-Chain".
 */
export const checkExchangeTypes: BlockCheck = ({ pages, site }) => {
  if (!site) return [];
  const bySymbol = new Map(site.coins.map((coin) => [coin.symbol, coin]));
  return pages.flatMap(({ file, value }) => {
    const from = bySymbol.get(String(value.fromSymbol));
    const to = bySymbol.get(String(value.toSymbol));
    if (value.kind !== 'pair' || !from || !to) return [];
    const expected = exchangeType(from.widget, to.widget);
    const blocks = Array.isArray(value.blocks) ? (value.blocks as unknown[]) : [];
    return blocks.flatMap((block, index) => {
      if (typeof block !== 'object' || block === null) return [];
      const { type, exchangeType: written } = block as Record<string, unknown>;
      if (type !== 'swapInfo' || typeof written !== 'string' || written === expected) return [];
      return [
        {
          file,
          at: ['blocks', index, 'exchangeType'],
          message: `the catalogue's chains for ${from.symbol} and ${to.symbol} make this a "${expected}", not "${written}"`,
        },
      ];
    });
  });
};
