import type { BlockEntry } from '../../engine/blockRegistry';

export const coinDirectoryBlock: BlockEntry<'coinDirectory'> = {
  // The filter works and the prices come once the list is near the screen; every row is a
  // plain link in the prerendered page until then, and after.
  load: () => import('./CoinDirectory').then((module) => module.CoinDirectory),
  hydrate: 'visible',
};
