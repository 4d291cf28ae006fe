import { describe, expect, it } from 'vitest';
import { describePending, watchTimers } from './support/pendingTimers';

describe('the pending-timer watch every test file runs under', () => {
  it('names a timer still pending and where it was set, and clears it so it never fires', async () => {
    const watch = watchTimers();
    let fired = false;
    setTimeout(() => (fired = true), 20);
    const done = setTimeout(() => {}, 0);
    clearTimeout(done);
    const left = watch.pending();
    expect(left).toHaveLength(1);
    expect(describePending(left)).toMatch(
      /^1 timer\(s\) still pending[\s\S]*pending-timers\.test\.ts/,
    );
    watch.stop();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(fired).toBe(false);
  });

  it('forgets a timer once it has fired, and an interval once it is cleared', async () => {
    const watch = watchTimers();
    await new Promise((resolve) => setTimeout(resolve, 1));
    const interval = setInterval(() => {}, 5);
    await new Promise((resolve) => setTimeout(resolve, 12));
    expect(watch.pending().map((timer) => timer.kind)).toEqual(['setInterval']);
    clearInterval(interval);
    expect(watch.pending()).toEqual([]);
    watch.stop();
  });
});
