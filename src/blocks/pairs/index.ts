import type { BlockEntry } from '../../engine/blockRegistry';

export const pairsBlock: BlockEntry<'pairs'> = {
  load: () => import('./Pairs').then((module) => module.Pairs),
  hydrate: 'none',
};
