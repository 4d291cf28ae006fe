import type { BlockEntry } from '../../engine/blockRegistry';

export const featureCardsBlock: BlockEntry<'featureCards'> = {
  load: () => import('./FeatureCards').then((module) => module.FeatureCards),
  hydrate: 'none',
};
