import type { BlockEntry } from '../../engine/blockRegistry';

export const infoCardBlock: BlockEntry<'infoCard'> = {
  firstOnPhones: true,
  load: () => import('./InfoCard').then((module) => module.InfoCard),
  hydrate: 'none',
};
