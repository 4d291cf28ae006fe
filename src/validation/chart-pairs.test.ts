// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { siteData } from '../engine/siteData';
import { checkChartPairs } from './chart-pairs';

const chartBlock = (fields: Record<string, unknown>) => ({
  type: 'chart',
  id: 'chart',
  heading: 'Price Chart',
  ...fields,
});

const page = (file: string, blocks: unknown[]) => ({ file, value: { slug: 'x', blocks } });

describe('checkChartPairs', () => {
  it('reports a chart pair with no market, naming the file and field', () => {
    const problems = checkChartPairs(
      [
        page('pages-data/coins/usdt.json', [
          { type: 'hero' },
          chartBlock({ fromSymbol: 'USDT', toSymbol: 'USD' }),
        ]),
      ],
      siteData.chart,
    );
    expect(problems).toMatchInlineSnapshot(`
      [
        {
          "file": "pages-data/coins/usdt.json",
          "message": "the chart provider has no market for USDT/USD; pick another pair, or add "liveChart": false to show the pair and a link instead of a chart",
          "path": "blocks[1].toSymbol",
        },
      ]
    `);
  });

  it('accepts such a pair when the block says it has no live chart', () => {
    const blocks = [chartBlock({ fromSymbol: 'USDT', toSymbol: 'USD', liveChart: false })];
    expect(checkChartPairs([page('a.json', blocks)], siteData.chart)).toEqual([]);
  });

  it('accepts pairs the provider has a market for', () => {
    const blocks = [
      chartBlock({ fromSymbol: 'BTC', toSymbol: 'USD' }),
      chartBlock({ fromSymbol: 'USDT', toSymbol: 'BTC' }),
      chartBlock({ fromSymbol: 'SHIB', toSymbol: 'BNB' }),
    ];
    expect(checkChartPairs([page('a.json', blocks)], siteData.chart)).toEqual([]);
  });

  it('leaves blocks with missing or mistyped symbols to the schema check', () => {
    const blocks = [
      chartBlock({ fromSymbol: 'USDT' }),
      chartBlock({ fromSymbol: 7, toSymbol: 'USD' }),
      null,
    ];
    expect(checkChartPairs([page('a.json', blocks)], siteData.chart)).toEqual([]);
  });
});
