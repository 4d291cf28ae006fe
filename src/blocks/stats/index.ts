import type { BlockEntry } from '../../engine/blockRegistry';

export const statsBlock: BlockEntry<'stats'> = {
  load: () => import('./Stats').then((module) => module.Stats),
  hydrate: 'idle',
};
