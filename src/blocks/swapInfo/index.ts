import type { BlockEntry } from '../../engine/blockRegistry';

export const swapInfoBlock: BlockEntry<'swapInfo'> = {
  firstOnPhones: true,
  load: () => import('./SwapInfo').then((module) => module.SwapInfo),
  checks: () => import('./checks').then((module) => [module.checkExchangeTypes]),
};
