import { describe, expect, it } from 'vitest';
import type { PageDefinition } from '../types/schema';
import { coinsOf, renderedPage } from './catalogue';

const coinPage = (slug: string, symbol = slug.toUpperCase()): PageDefinition => ({
  kind: 'coin',
  slug,
  name: `Coin ${slug}`,
  symbol,
  catalogue: {
    id: `${slug}-id`,
    color: '#808080',
    widget: { decimals: 8, swappable: false },
    pair: { network: 'Net', confirmationTime: 'soon', swapTime: '5 minutes', minimumSwap: '1' },
  },
  title: slug,
  description: slug,
  keywords: [],
  blocks: [{ type: 'textSection', heading: slug, body: ['Text.'] }],
});

describe('coinsOf', () => {
  it('gives each coin page as a coin: its name, symbol and slug with its catalogue facts', () => {
    expect(coinsOf([], [coinPage('doge')])).toEqual([
      {
        id: 'doge-id',
        name: 'Coin doge',
        symbol: 'DOGE',
        slug: 'doge',
        color: '#808080',
        widget: { decimals: 8, swappable: false },
        pair: { network: 'Net', confirmationTime: 'soon', swapTime: '5 minutes', minimumSwap: '1' },
      },
    ]);
  });

  it('orders the price list first, as it lists them, then the rest by slug, whatever the read order', () => {
    const pages = ['usdt', 'eth', 'atom', 'btc', 'sol'].map((slug) => coinPage(slug));
    const slugs = (order: PageDefinition[]) =>
      coinsOf(['sol', 'btc', 'eth'], order).map((coin) => coin.slug);
    expect(slugs(pages)).toEqual(['sol', 'btc', 'eth', 'atom', 'usdt']);
    expect(slugs([...pages].reverse())).toEqual(['sol', 'btc', 'eth', 'atom', 'usdt']);
  });

  it('leaves out pages that are not coin pages', () => {
    const fixed = { ...coinPage('about'), kind: 'fixed' as const, catalogue: undefined };
    expect(coinsOf([], [fixed])).toEqual([]);
  });
});

describe('renderedPage', () => {
  it('sends a coin page without the catalogue facts site.coins already carries', () => {
    const { catalogue: _facts, ...rest } = coinPage('doge');
    expect(renderedPage(coinPage('doge'))).toEqual(rest);
  });
});
