import type { BlockEntry } from '../../engine/blockRegistry';

export const swapInfoBlock: BlockEntry<'swapInfo'> = {
  load: () => import('./SwapInfo').then((module) => module.SwapInfo),
};
