import type { BlockEntry } from '../../engine/blockRegistry';

export const chartBlock: BlockEntry<'chart'> = {
  load: () => import('./Chart').then((module) => module.Chart),
  hydrate: 'idle',
  checks: () => import('./checks').then((module) => [module.checkChartPairs]),
};
