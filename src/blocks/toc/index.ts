import type { BlockEntry } from '../../engine/blockRegistry';

export const tocBlock: BlockEntry<'toc'> = {
  load: () => import('./Toc').then((module) => module.Toc),
  hydrate: 'none',
};
