import { describe, expect, it } from 'vitest';
import { siteFixture } from '../../../tests/support/siteFixture';
import { checkExchangeTypes } from './checks';

const pairPage = (exchangeType: string) => ({
  file: 'pairs/ethtousdt.json',
  value: {
    kind: 'pair',
    fromSymbol: 'ETH',
    toSymbol: 'BTC',
    blocks: [{ type: 'hero' }, { type: 'swapInfo', exchangeType }],
  },
});

describe('checkExchangeTypes', () => {
  it('accepts the exchange type the two coins’ chains give', () => {
    expect(
      checkExchangeTypes({ pages: [pairPage('Cross-Chain Swap')], site: siteFixture() }),
    ).toEqual([]);
  });

  it('reports a pair page that calls a swap something its coins’ chains do not make it', () => {
    expect(
      checkExchangeTypes({ pages: [pairPage('Same-Chain Swap')], site: siteFixture() }),
    ).toEqual([
      {
        file: 'pairs/ethtousdt.json',
        at: ['blocks', 1, 'exchangeType'],
        message: `the catalogue's chains for ETH and BTC make this a "Cross-Chain Swap", not "Same-Chain Swap"`,
      },
    ]);
  });
});
