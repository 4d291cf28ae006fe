import type { BlockEntry } from '../../engine/blockRegistry';

export const calloutBlock: BlockEntry<'callout'> = {
  load: () => import('./Callout').then((module) => module.Callout),
  hydrate: 'none',
};
