import { describe, expect, it } from 'vitest';
import { coinDirectoryEntries } from './directory';
import type { CatalogueCoin } from './types';

const ethereumChain = [{ chain: 'ETH', network: 'Ethereum' }];

function coin(
  fields: Partial<CatalogueCoin> & Pick<CatalogueCoin, 'slug' | 'name'>,
): CatalogueCoin {
  return {
    id: fields.slug,
    symbol: fields.name.slice(0, 3).toUpperCase(),
    chains: ethereumChain,
    ...fields,
  };
}

describe('coinDirectoryEntries', () => {
  it('lists coins by market-cap rank, the unranked ones last by name', () => {
    const entries = coinDirectoryEntries([
      coin({ slug: 'zeta', name: 'Zeta' }),
      coin({ slug: 'litecoin', name: 'Litecoin', rank: 21 }),
      coin({ slug: 'alpha', name: 'alpha' }),
      coin({ slug: 'bitcoin', name: 'Bitcoin', rank: 1 }),
      coin({ slug: 'dogecoin', name: 'Dogecoin', rank: 8 }),
    ]);
    expect(entries.map((entry) => entry.slug)).toEqual([
      'bitcoin',
      'dogecoin',
      'litecoin',
      'alpha',
      'zeta',
    ]);
  });

  it('keeps what a row shows and its market id, and nothing of its chains', () => {
    const [entry] = coinDirectoryEntries([
      coin({
        slug: 'toncoin',
        name: 'Toncoin',
        symbol: 'TON',
        id: 'the-open-network',
        rank: 12,
        logo: '/icons/tokens/ton.svg',
      }),
    ]);
    expect(entry).toEqual({
      slug: 'toncoin',
      name: 'Toncoin',
      symbol: 'TON',
      id: 'the-open-network',
      rank: 12,
      logo: '/icons/tokens/ton.svg',
    });
  });

  it('leaves out a rank or logo the catalogue does not have, rather than write undefined', () => {
    const [entry] = coinDirectoryEntries([coin({ slug: 'obscure', name: 'Obscure' })]);
    expect(Object.keys(entry!)).toEqual(['slug', 'name', 'symbol', 'id']);
  });

  it('does not reorder the catalogue it is given', () => {
    const coins = [
      coin({ slug: 'b', name: 'B', rank: 2 }),
      coin({ slug: 'a', name: 'A', rank: 1 }),
    ];
    coinDirectoryEntries(coins);
    expect(coins.map((c) => c.slug)).toEqual(['b', 'a']);
  });
});
