import { describe, expect, it } from 'vitest';
import { siteFixture } from '../../../tests/support/siteFixture';
import type { CheckedPageFile } from '../../engine/blockRegistry';
import { checkRateCoins } from './checks';

const site = siteFixture();
const check = (pages: CheckedPageFile[]) => checkRateCoins({ pages, site });
const rateBlock = (fields: Record<string, unknown>) => ({
  type: 'liveRate',
  heading: 'Rate',
  ...fields,
});
const page = (file: string, blocks: unknown[]) => ({ file, value: { slug: 'x', blocks } });

describe('checkRateCoins', () => {
  it('accepts a pair and a single coin from the catalogue', () => {
    const blocks = [rateBlock({ from: 'bitcoin', to: 'usdt' }), rateBlock({ from: 'atom' })];
    expect(check([page('a.json', blocks)])).toEqual([]);
  });

  it('names the file and field of a slug the catalogue does not have', () => {
    const problems = check([
      page('pairs/btctoeth.json', [{ type: 'hero' }, rateBlock({ from: 'btc', to: 'ethereum' })]),
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'pairs/btctoeth.json', at: ['blocks', 1, 'from'] });
    expect(problems[0]?.message).toMatch(
      /^"btc" is not the slug of a coin \(a coin file in coins\/\); use one of bitcoin, /,
    );
  });

  it('refuses a rate of a coin against itself', () => {
    expect(check([page('a.json', [rateBlock({ from: 'solana', to: 'solana' })])])).toEqual([
      {
        file: 'a.json',
        at: ['blocks', 0, 'to'],
        message:
          'a rate needs two different coins; leave "to" out to show the price of solana alone',
      },
    ]);
  });

  it('leaves other blocks alone', () => {
    expect(check([page('a.json', [{ type: 'chart', from: 'nothing' }])])).toEqual([]);
  });
});
