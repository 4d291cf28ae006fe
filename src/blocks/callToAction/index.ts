import type { BlockEntry } from '../../engine/blockRegistry';

export const callToActionBlock: BlockEntry<'callToAction'> = {
  load: () => import('./CallToAction').then((module) => module.CallToAction),
  hydrate: 'none',
};
