import type { BlockEntry } from '../../engine/blockRegistry';

export const liveRateBlock: BlockEntry<'liveRate'> = {
  // The figures a visitor from a search came for: on phones they follow the hero.
  firstOnPhones: true,
  load: () => import('./LiveRate').then((module) => module.LiveRate),
  // Its figures are live from idle on without React (live.ts); the calculator and Try again
  // bring the rest when the visitor reaches for them.
  hydrate: 'press',
  live: () => import('./live'),
  checks: () => import('./checks').then((module) => [module.checkRateCoins]),
};
