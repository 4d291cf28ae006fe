import type { BlockEntry } from '../../engine/blockRegistry';

export const priceListBlock: BlockEntry<'priceList'> = {
  load: () => import('./PriceList').then((module) => module.PriceList),
  hydrate: 'idle',
};
