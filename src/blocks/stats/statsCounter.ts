import { useEffect, useState } from 'react';
import type { SiteData } from '../../types/siteData';

type Targets = SiteData['stats'];
export type CountedStats = Pick<Targets, 'totalTransactions' | 'tradingVolume' | 'totalUsers'>;

/** Spec section 9: one step every 15 minutes. */
export const STATS_STEP_MS = 900_000;
const startBelowTarget: CountedStats = {
  totalTransactions: 100,
  tradingVolume: 100_000,
  totalUsers: 50,
};
const step: CountedStats = { totalTransactions: 1, tradingVolume: 1_000, totalUsers: 1 };
const counted = Object.keys(step) as (keyof CountedStats)[];

export function startingStats(targets: Targets): CountedStats {
  const start = {} as CountedStats;
  for (const key of counted) start[key] = Math.max(0, targets[key] - startBelowTarget[key]);
  return start;
}

/** One step up, never past a target. */
export function nextStats(current: CountedStats, targets: Targets): CountedStats {
  const next = {} as CountedStats;
  for (const key of counted) next[key] = Math.min(current[key] + step[key], targets[key]);
  return next;
}

export const reachedTargets = (current: CountedStats, targets: Targets) =>
  counted.every((key) => current[key] >= targets[key]);

/**
 * The counted figures. The first render, on the server and in the browser alike, shows
 * the starting values so hydration matches; the timer only starts after mounting.
 */
export function useCountingStats(targets: Targets): CountedStats {
  const [current, setCurrent] = useState(() => startingStats(targets));
  const done = reachedTargets(current, targets);
  useEffect(() => {
    if (done) return;
    const timer = setInterval(
      () => setCurrent((value) => nextStats(value, targets)),
      STATS_STEP_MS,
    );
    return () => clearInterval(timer);
  }, [done, targets]);
  return current;
}
