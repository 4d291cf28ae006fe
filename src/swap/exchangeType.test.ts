import { describe, expect, it } from 'vitest';
import { siteFixture } from '../../tests/support/siteFixture';
import { exchangeType } from './exchangeType';

const widgetOf = (slug: string) => {
  const coin = siteFixture().coins.find((candidate) => candidate.slug === slug);
  if (!coin) throw new Error(`no coin ${slug}`);
  return coin.widget;
};

describe('exchangeType', () => {
  it('is Cross-Chain only for coins on different chains', () => {
    expect(exchangeType(widgetOf('bitcoin'), widgetOf('ethereum'))).toBe('Cross-Chain Swap');
  });

  it('is Same-Chain for two coins of one chain', () => {
    expect(exchangeType(widgetOf('ethereum'), widgetOf('link'))).toBe('Same-Chain Swap');
  });

  it('says both when a coin issued on several chains may meet the other on one', () => {
    expect(exchangeType(widgetOf('solana'), widgetOf('usdt'))).toBe(
      'Same-Chain or Cross-Chain Swap',
    );
    expect(exchangeType(widgetOf('usdt'), widgetOf('bitcoin'))).toBe('Cross-Chain Swap');
  });

  it('claims nothing for a coin without chains', () => {
    expect(exchangeType({}, widgetOf('bitcoin'))).toBe('Swap');
  });
});
