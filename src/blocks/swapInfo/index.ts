import type { BlockEntry } from '../../engine/blockRegistry';

export const swapInfoBlock: BlockEntry<'swapInfo'> = {
  firstOnPhones: true,
  load: () => import('./SwapInfo').then((module) => module.SwapInfo),
  // A swap button of a pair opens the swap in place, which needs the block's code on press.
  hydrate: 'press',
  checks: () => import('./checks').then((module) => [module.checkExchangeTypes]),
};
