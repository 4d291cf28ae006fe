import type { BlockEntry } from '../../engine/blockRegistry';

export const trackSwapBlock: BlockEntry<'trackSwap'> = {
  load: () => import('./TrackSwap').then((module) => module.TrackSwap),
  hydrate: 'idle',
};
