import type { TrackAnswer, TrackState } from './states';

/** States that change on their own, so the page looks again while it is open. */
const CHANGING: readonly TrackState[] = ['PENDING', 'LONG_PENDING', 'NOT_FOUND'];

export const refreshes = (answer: TrackAnswer) => CHANGING.includes(answer.state);

/**
 * How long to wait before the page checks a pending swap again, after `checksSoFar` checks:
 * quickly at first, when a swap often moves, then once a minute, then every two minutes for
 * a swap pending past half an hour. The server allows each visitor a few checks a minute for
 * every swap and page together, so one open page stays well inside it.
 */
export function nextCheckDelay(checksSoFar: number): number {
  if (checksSoFar <= 2) return 20_000;
  if (checksSoFar <= 4) return 30_000;
  if (checksSoFar <= 30) return 60_000;
  return 120_000;
}
