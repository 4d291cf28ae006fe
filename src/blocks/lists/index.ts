import type { BlockEntry } from '../../engine/blockRegistry';

export const listsBlock: BlockEntry<'lists'> = {
  load: () => import('./Lists').then((module) => module.Lists),
  hydrate: 'none',
};
