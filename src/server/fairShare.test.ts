import { describe, expect, it } from 'vitest';
import {
  ClientBuckets,
  defaultClientShare,
  FairBudget,
  platformClientLimiter,
  type PlatformRateLimit,
} from './fairShare';

describe('ClientBuckets', () => {
  it('gives a client its share at once, then one call every 60/share seconds', () => {
    const buckets = new ClientBuckets(2);
    expect(buckets.take('a', 0)).toBe(0);
    expect(buckets.take('a', 0)).toBe(0);
    expect(buckets.take('a', 0)).toBe(30_000);
    expect(buckets.take('b', 0)).toBe(0);
    expect(buckets.take('a', 30_000)).toBe(0);
    expect(buckets.refillMs('a', 30_000)).toBe(60_000);
    expect(buckets.refillMs('never-seen', 30_000)).toBe(0);
  });

  it('forgets idle clients past its bound, so memory stays flat whatever the addresses', () => {
    const buckets = new ClientBuckets(2, 100);
    for (let client = 0; client < 1_000; client += 1) buckets.take(`c${client}`, client * 60_000);
    expect((buckets as unknown as { buckets: Map<string, unknown> }).buckets.size).toBe(100);
  });
});

describe('FairBudget', () => {
  it('lets one client spend its share only, leaving the rest for everyone', async () => {
    const budget = new FairBudget(10, new ClientBuckets(2));
    const now = () => 1_000;
    expect(await budget.take('prober', now)).toBeNull();
    expect(await budget.take('prober', now)).toBeNull();
    expect(await budget.take('prober', now)).toEqual({ waitMs: 30_000, who: 'client' });
    for (let visitor = 0; visitor < 8; visitor += 1) {
      expect(await budget.take(`visitor-${visitor}`, now)).toBeNull();
    }
    expect(await budget.take('late', now)).toEqual({ waitMs: 60_000, who: 'everyone' });
  });

  it('keeps the last calls for clients that have spent nothing lately', async () => {
    const budget = new FairBudget(5, new ClientBuckets(2), 2);
    let clock = 0;
    const now = () => clock;
    expect(await budget.take('a', now)).toBeNull();
    expect(await budget.take('a', now)).toBeNull();
    expect(await budget.take('b', now)).toBeNull();
    clock = 35_000;
    // 'a' has a call back in its bucket, but the two left are the reserve: not for a client
    // that asked lately. It is told when its bucket is whole again.
    expect(await budget.take('a', now)).toEqual({ waitMs: 25_000, who: 'client' });
    expect(await budget.take('newcomer', now)).toBeNull();
  });

  it('does not spend a client’s share when everyone’s budget is already gone', async () => {
    const buckets = new ClientBuckets(1);
    const budget = new FairBudget(1, buckets);
    expect(await budget.take('a', () => 0)).toBeNull();
    expect(await budget.take('b', () => 0)).toEqual({ waitMs: 60_000, who: 'everyone' });
    expect(buckets.take('b', 0)).toBe(0);
  });

  it('uses a platform limiter as the client share, waiting one window when it says no', async () => {
    const counts = new Map<string, number>();
    const binding: PlatformRateLimit = {
      limit: ({ key }) => {
        counts.set(key, (counts.get(key) ?? 0) + 1);
        return Promise.resolve({ success: counts.get(key)! <= 2 });
      },
    };
    const budget = new FairBudget(10, platformClientLimiter(binding));
    await budget.take('a', () => 0);
    await budget.take('a', () => 0);
    expect(await budget.take('a', () => 0)).toEqual({ waitMs: 60_000, who: 'client' });
    expect(await budget.take('b', () => 0)).toBeNull();
  });

  it('gives one client a fifth of a budget when the deployment names no share', () => {
    expect(defaultClientShare(10)).toBe(2);
    expect(defaultClientShare(30)).toBe(6);
    expect(defaultClientShare(3)).toBe(1);
  });
});
