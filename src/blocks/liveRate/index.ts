import type { BlockEntry } from '../../engine/blockRegistry';

export const liveRateBlock: BlockEntry<'liveRate'> = {
  // The figures a visitor from a search came for: on phones they follow the hero.
  firstOnPhones: true,
  load: () => import('./LiveRate').then((module) => module.LiveRate),
  hydrate: 'idle',
  checks: () => import('./checks').then((module) => [module.checkRateCoins]),
};
