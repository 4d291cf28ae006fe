import { describe, expect, it, vi } from 'vitest';
import { createBlockLoader, hydrationOf, type BlockRegistry } from './blockRegistry';

describe('hydrationOf', () => {
  const registry = { faq: { hydrate: 'press' }, chart: { hydrate: 'visible' } } as const;

  it("is the block type's own entry", () => {
    expect(hydrationOf(registry, 'faq')).toBe('press');
    expect(hydrationOf(registry, 'chart')).toBe('visible');
  });

  it('never wakes a type the registry does not know, so no code is asked for it', () => {
    expect(hydrationOf(registry, 'mystery')).toBe('none');
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
    await Promise.all([blocks.preload(['faq']), blocks.preload(['faq', 'faq'])]);
    expect(blocks.get('faq')).toBeTypeOf('function');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
