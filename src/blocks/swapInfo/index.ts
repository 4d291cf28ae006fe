import type { BlockEntry } from '../../engine/blockRegistry';

export const swapInfoBlock: BlockEntry<'swapInfo'> = {
  firstOnPhones: true,
  load: () => import('./SwapInfo').then((module) => module.SwapInfo),
  hydrate: 'none',
  checks: () => import('./checks').then((module) => [module.checkExchangeTypes]),
};
