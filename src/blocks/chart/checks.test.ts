import { describe, expect, it } from 'vitest';
import { siteFixture } from '../../../tests/support/siteFixture';
import type { CheckedPageFile } from '../../engine/blockRegistry';
import { checkChartPairs } from './checks';

const site = siteFixture();
const check = (pages: CheckedPageFile[]) => checkChartPairs({ pages, site });

const chartBlock = (fields: Record<string, unknown>) => ({
  type: 'chart',
  id: 'chart',
  heading: 'Price Chart',
  ...fields,
});

const page = (file: string, blocks: unknown[]) => ({ file, value: { slug: 'x', blocks } });

describe('checkChartPairs', () => {
  it('reports a chart pair with no market, naming the file and field', () => {
    const problems = check([
      page('content/coins/usdt.json', [
        { type: 'hero' },
        chartBlock({ fromSymbol: 'USDT', toSymbol: 'USD' }),
      ]),
    ]);
    expect(problems).toMatchInlineSnapshot(`
      [
        {
          "at": [
            "blocks",
            1,
            "toSymbol",
          ],
          "file": "content/coins/usdt.json",
          "message": "the chart provider has no market for USDT/USD; pick another pair, or add "liveChart": false to show the pair and a link instead of a chart",
        },
      ]
    `);
  });

  it('accepts such a pair when the block says it has no live chart', () => {
    const blocks = [chartBlock({ fromSymbol: 'USDT', toSymbol: 'USD', liveChart: false })];
    expect(check([page('a.json', blocks)])).toEqual([]);
  });

  it('accepts pairs the provider has a market for', () => {
    const blocks = [
      chartBlock({ fromSymbol: 'BTC', toSymbol: 'USD' }),
      chartBlock({ fromSymbol: 'USDT', toSymbol: 'BTC' }),
      chartBlock({ fromSymbol: 'SHIB', toSymbol: 'BNB' }),
    ];
    expect(check([page('a.json', blocks)])).toEqual([]);
  });

  it('leaves blocks with missing or mistyped symbols to the schema check', () => {
    const blocks = [
      chartBlock({ fromSymbol: 'USDT' }),
      chartBlock({ fromSymbol: 7, toSymbol: 'USD' }),
      null,
    ];
    expect(check([page('a.json', blocks)])).toEqual([]);
  });
});
