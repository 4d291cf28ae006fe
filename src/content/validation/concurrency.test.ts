import { describe, expect, it } from 'vitest';
import { mapConcurrently } from './concurrency';

/** Work that stays in flight until the test lets it finish. */
function heldWork() {
  const releases: (() => void)[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const work = async (item: number) => {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise<void>((resolve) => releases.push(resolve));
    running -= 1;
    return item * 10;
  };
  return {
    work,
    started: () => releases.length,
    mostAtOnce: () => mostAtOnce,
    /** Finishes the oldest held item and lets the pool pick up the next. */
    releaseOne: async () => {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('mapConcurrently', () => {
  it('never has more than the limit in flight, and starts the next item as one finishes', async () => {
    const held = heldWork();
    const done = mapConcurrently([1, 2, 3, 4, 5, 6, 7], 3, held.work);
    await new Promise((resolve) => setImmediate(resolve));
    expect(held.started()).toBe(3);
    await held.releaseOne();
    expect(held.started()).toBe(3);
    while (held.started() > 0) await held.releaseOne();
    expect(await done).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(held.mostAtOnce()).toBe(3);
  });

  it("keeps the items' order when later items finish first", async () => {
    const delays = [30, 0, 10, 0];
    const results = await mapConcurrently(delays, 4, async (delay) => {
      await new Promise((resolve) => setTimeout(resolve, delay));
      return `after ${delay} ms`;
    });
    expect(results).toEqual(['after 30 ms', 'after 0 ms', 'after 10 ms', 'after 0 ms']);
  });

  it('does nothing for no items, whatever the limit', async () => {
    let calls = 0;
    const work = async () => {
      calls += 1;
    };
    expect(await mapConcurrently([], 32, work)).toEqual([]);
    expect(calls).toBe(0);
  });

  it('rejects with the first failure', async () => {
    await expect(
      mapConcurrently([1, 2, 3], 2, async (item) => {
        if (item === 2) throw new Error('item 2 is unreadable');
        return item;
      }),
    ).rejects.toThrow('item 2 is unreadable');
  });
});
