import type { BlockEntry } from '../../engine/blockRegistry';

export const expandableListBlock: BlockEntry<'expandableList'> = {
  load: () => import('./ExpandableList').then((module) => module.ExpandableList),
  hydrate: 'press',
};
