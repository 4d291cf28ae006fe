import type { BlockEntry } from '../../engine/blockRegistry';

export const newsBlock: BlockEntry<'news'> = {
  load: () => import('./News').then((module) => module.News),
  hydrate: 'idle',
};
