import { describe, expect, it, vi } from 'vitest';
import { blockTypesWaking, createBlockLoader, type BlockRegistry } from './blockRegistry';
import type { Block } from './types';

const page = (blocks: string[]) => ({
  blocks: blocks.map((type) => ({ type }) as Block),
});

describe('blockTypesWaking', () => {
  const registry = {
    hero: { hydrate: 'none' },
    liveRate: { hydrate: 'load' },
    faq: { hydrate: 'press' },
    chart: { hydrate: 'visible' },
  } as const;
  const withPage = (hydrate: string) => hydrate === 'load';

  it('is the types whose entry wakes with the page, once each, whatever their place', () => {
    const coin = page(['hero', 'faq', 'liveRate', 'chart', 'liveRate']);
    expect(blockTypesWaking(coin, registry, withPage)).toEqual(['liveRate']);
  });

  it('is every type that wakes at all, when asked for those', () => {
    const coin = page(['hero', 'faq', 'liveRate', 'chart', 'liveRate', 'mystery']);
    expect(blockTypesWaking(coin, registry, (hydrate) => hydrate !== 'none')).toEqual([
      'faq',
      'liveRate',
      'chart',
    ]);
  });

  it('is nothing for a page of blocks that wake later or never, or of unknown types', () => {
    expect(blockTypesWaking(page(['hero', 'faq', 'mystery']), registry, withPage)).toEqual([]);
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
