import { describe, expect, it } from 'vitest';
import { nextCheckDelay, refreshes } from './refresh';

describe('nextCheckDelay', () => {
  it('backs off to at most one check a minute after the first minutes, never faster later', () => {
    const delays = Array.from({ length: 60 }, (_, index) => nextCheckDelay(index + 1));
    const firstThreeMinutes = delays.slice(0, 4).reduce((sum, delay) => sum + delay, 0);
    expect(firstThreeMinutes).toBeLessThanOrEqual(180_000);
    expect(delays.slice(4).every((delay) => delay >= 60_000)).toBe(true);
    expect(delays.every((delay, at) => at === 0 || delay >= delays[at - 1]!)).toBe(true);
  });
});

describe('refreshes', () => {
  it('follows a swap still moving, and stops at an answer that waits on the visitor or is final', () => {
    const at = '2026-01-01T00:00:00Z';
    expect(refreshes({ state: 'PENDING', checkedAt: at })).toBe(true);
    expect(refreshes({ state: 'NOT_FOUND', checkedAt: at })).toBe(true);
    expect(refreshes({ state: 'SUCCESS', checkedAt: at })).toBe(false);
    expect(refreshes({ state: 'NEEDS_ID', checkedAt: at })).toBe(false);
  });
});
