import type { BlockEntry } from '../../engine/blockRegistry';

export const contactBlock: BlockEntry<'contact'> = {
  load: () => import('./Contact').then((module) => module.Contact),
  hydrate: 'none',
};
