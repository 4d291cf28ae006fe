import type { BlockEntry } from '../../engine/blockRegistry';

export const chartBlock: BlockEntry<'chart'> = {
  load: () => import('./Chart').then((module) => module.Chart),
  checks: () => import('./checks').then((module) => [module.checkChartPairs]),
};
