import type { BlockEntry } from '../../engine/blockRegistry';

export const heroBlock: BlockEntry<'hero'> = {
  load: () => import('./Hero').then((module) => module.Hero),
  hydrate: 'none',
  leadsPage: true,
};
