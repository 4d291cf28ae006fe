import type { BlockEntry } from '../../engine/blockRegistry';

export const swapWidgetBlock: BlockEntry<'swapWidget'> = {
  load: () => import('./SwapWidget').then((module) => module.SwapWidget),
  hydrate: 'idle',
};
