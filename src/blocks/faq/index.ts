import type { BlockEntry } from '../../engine/blockRegistry';

export const faqBlock: BlockEntry<'faq'> = {
  load: () => import('./Faq').then((module) => module.Faq),
  hydrate: 'press',
};
