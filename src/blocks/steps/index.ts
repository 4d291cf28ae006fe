import type { BlockEntry } from '../../engine/blockRegistry';

export const stepsBlock: BlockEntry<'steps'> = {
  load: () => import('./Steps').then((module) => module.Steps),
  hydrate: 'none',
};
