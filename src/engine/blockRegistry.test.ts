import { describe, expect, it, vi } from 'vitest';
import { blockTypesWokenWithPage, createBlockLoader, type BlockRegistry } from './blockRegistry';
import type { Block } from './types';

const page = (blocks: string[]) => ({
  blocks: blocks.map((type) => ({ type }) as Block),
});

describe('blockTypesWokenWithPage', () => {
  const registry = {
    hero: { hydrate: 'none' },
    liveRate: { hydrate: 'load' },
    faq: { hydrate: 'press' },
    chart: { hydrate: 'visible' },
  } as const;

  it('is the types whose entry wakes with the page, once each, whatever their place', () => {
    const coin = page(['hero', 'faq', 'liveRate', 'chart', 'liveRate']);
    expect(blockTypesWokenWithPage(coin, registry)).toEqual(['liveRate']);
  });

  it('is nothing for a page of blocks that wake later or never, or of unknown types', () => {
    expect(blockTypesWokenWithPage(page(['hero', 'faq', 'mystery']), registry)).toEqual([]);
  });
});

describe('createBlockLoader', () => {
  it('fetches a block once however often it is wanted, and tries a failed fetch again', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(() => null);
    const blocks = createBlockLoader({
      faq: { load, hydrate: 'press' },
    } as unknown as BlockRegistry);
    await expect(blocks.preload(['faq'])).rejects.toThrow('offline');
    expect(blocks.get('faq')).toBeUndefined();
    await Promise.all([blocks.preload(['faq']), blocks.pending('faq')]);
    expect(blocks.get('faq')).toBeTypeOf('function');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
