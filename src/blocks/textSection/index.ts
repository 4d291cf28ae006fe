import type { BlockEntry } from '../../engine/blockRegistry';

export const textSectionBlock: BlockEntry<'textSection'> = {
  load: () => import('./TextSection').then((module) => module.TextSection),
  hydrate: 'none',
};
