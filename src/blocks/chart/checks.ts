import type { BlockCheck } from '../../engine/blockRegistry';
import { chartSymbol } from '../../market/chartSymbols';

/**
 * Chart blocks whose pair the chart provider has no market for (USDT against USD, say).
 * Such a block would show only a note and a link, so it must say it means that with
 * `"liveChart": false`; otherwise it is probably a typo in the pair.
 */
export const checkChartPairs: BlockCheck = ({ pages, site }) => {
  const rules = site?.chart;
  if (!rules) return [];
  return pages.flatMap(({ file, value }) => {
    const blocks = Array.isArray(value.blocks) ? (value.blocks as unknown[]) : [];
    return blocks.flatMap((block, index) => {
      if (typeof block !== 'object' || block === null) return [];
      const { type, fromSymbol, toSymbol, liveChart } = block as Record<string, unknown>;
      if (type !== 'chart' || liveChart === false) return [];
      if (typeof fromSymbol !== 'string' || typeof toSymbol !== 'string') return [];
      if (chartSymbol(fromSymbol, toSymbol, rules) !== null) return [];
      return [
        {
          file,
          at: ['blocks', index, 'toSymbol'],
          message: `the chart provider has no market for ${fromSymbol}/${toSymbol}; pick another pair, or add "liveChart": false to show the pair and a link instead of a chart`,
        },
      ];
    });
  });
};
