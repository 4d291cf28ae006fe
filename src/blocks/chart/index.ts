import type { BlockEntry } from '../../engine/blockRegistry';

export const chartBlock: BlockEntry<'chart'> = {
  load: () => import('./Chart').then((module) => module.Chart),
  // Far down its pages: the provider's script, heavy on a phone, waits for a visitor who
  // scrolls to it.
  hydrate: 'visible',
  checks: () => import('./checks').then((module) => [module.checkChartPairs]),
};
