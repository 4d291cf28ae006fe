import { describe, expect, it, vi } from 'vitest';
import { createBlockLoader, firstViewBlockTypes, type BlockRegistry } from './blockRegistry';
import type { Block } from './types';

const flags = {
  hero: { leadsPage: true },
  infoCard: { firstOnPhones: true },
  swapInfo: { firstOnPhones: true },
  swapWidget: { waitsForPageLoad: true },
};

const page = (blocks: string[], sidebarPosition?: 'start' | 'end') => ({
  sidebarPosition,
  blocks: blocks.map((spec) => {
    const [type, area] = spec.split(':');
    return (area ? { type, area } : { type }) as Block;
  }),
});

describe('firstViewBlockTypes', () => {
  it('is the lead block and the one after it', () => {
    const about = page(['hero', 'textSection', 'steps', 'featureCards', 'callToAction']);
    expect(firstViewBlockTypes(about, flags)).toEqual(['hero', 'textSection']);
  });

  it('leaves out a block that waits for the load event, without taking the next one in', () => {
    const home = page(['hero', 'swapWidget', 'priceList', 'chainGrid', 'stats', 'walletStrip']);
    expect(firstViewBlockTypes(home, flags)).toEqual(['hero']);
  });

  it('takes the sidebar blocks a phone shows right after the lead, then the first main block', () => {
    const coin = page([
      'hero',
      'textSection',
      'lists',
      'infoCard:sidebar',
      'pairs:sidebar',
      'chart',
      'news',
      'faq',
    ]);
    expect(firstViewBlockTypes(coin, flags)).toEqual(['hero', 'infoCard', 'textSection']);
  });

  it('takes the sidebar first when the page puts it first', () => {
    const docs = page(['hero', 'textSection', 'toc:sidebar', 'infoCard:sidebar'], 'start');
    expect(firstViewBlockTypes(docs, flags)).toEqual(['hero', 'toc']);
  });

  it('takes the first block when no block leads the page, and nothing from an empty page', () => {
    expect(firstViewBlockTypes(page(['textSection', 'faq']), flags)).toEqual(['textSection']);
    expect(firstViewBlockTypes(page([]), flags)).toEqual([]);
  });
});

describe('createBlockLoader().preloadAfter', () => {
  const loaders = () => {
    const load = { hero: vi.fn(), faq: vi.fn() };
    const registry = {
      hero: { load: () => (load.hero(), Promise.resolve(() => null)) },
      faq: { load: () => (load.faq(), Promise.resolve(() => null)) },
    } as unknown as BlockRegistry;
    return { load, blocks: createBlockLoader(registry) };
  };

  it('fetches nothing until the start promise settles, and whoever waits for the block waits for it', async () => {
    const { load, blocks } = loaders();
    let start = () => {};
    blocks.preloadAfter(['faq'], new Promise<void>((resolve) => (start = resolve)));
    const waiting = vi.fn();
    void blocks.preload(['faq']).then(waiting);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load.faq).not.toHaveBeenCalled();
    expect(waiting).not.toHaveBeenCalled();

    start();
    await vi.waitFor(() => expect(waiting).toHaveBeenCalled());
    expect(load.faq).toHaveBeenCalledTimes(1);
    expect(blocks.get('faq')).toBeTypeOf('function');
  });

  it('leaves alone a block already on its way', async () => {
    const { load, blocks } = loaders();
    const shown = blocks.preload(['hero']);
    blocks.preloadAfter(['hero'], new Promise(() => {}));
    // Held, this would wait for a start that never comes.
    await blocks.preload(['hero']);
    await shown;
    expect(load.hero).toHaveBeenCalledTimes(1);
  });

  it('fetches held blocks even when the start fails', async () => {
    const { load, blocks } = loaders();
    blocks.preloadAfter(['faq'], Promise.reject(new Error('no load event')));
    await blocks.preload(['faq']);
    expect(load.faq).toHaveBeenCalledTimes(1);
  });
});
