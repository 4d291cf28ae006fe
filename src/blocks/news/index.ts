import type { BlockEntry } from '../../engine/blockRegistry';

export const newsBlock: BlockEntry<'news'> = {
  load: () => import('./News').then((module) => module.News),
  // Far down its pages: the news request waits for a visitor who scrolls to it.
  hydrate: 'visible',
};
