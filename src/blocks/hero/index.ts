import type { BlockEntry } from '../../engine/blockRegistry';

export const heroBlock: BlockEntry<'hero'> = {
  load: () => import('./Hero').then((module) => module.Hero),
  // A swap button of a pair opens the swap in place, which needs the block's code on press.
  hydrate: 'press',
  leadsPage: true,
};
