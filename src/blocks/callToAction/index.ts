import type { BlockEntry } from '../../engine/blockRegistry';

export const callToActionBlock: BlockEntry<'callToAction'> = {
  load: () => import('./CallToAction').then((module) => module.CallToAction),
  // A swap button of a pair opens the swap in place, which needs the block's code on press.
  hydrate: 'press',
};
