import type { BlockEntry } from '../../engine/blockRegistry';

export const infoCardBlock: BlockEntry<'infoCard'> = {
  load: () => import('./InfoCard').then((module) => module.InfoCard),
};
