import type { BlockEntry } from '../../engine/blockRegistry';

export const chainGridBlock: BlockEntry<'chainGrid'> = {
  load: () => import('./ChainGrid').then((module) => module.ChainGrid),
  hydrate: 'visible',
};
