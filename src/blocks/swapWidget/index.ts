import type { BlockEntry } from '../../engine/blockRegistry';

export const swapWidgetBlock: BlockEntry<'swapWidget'> = {
  // The provider's script is added after the load event (loadScript), so until then the
  // block is its prerendered placeholder, with nothing to do.
  waitsForPageLoad: true,
  load: () => import('./SwapWidget').then((module) => module.SwapWidget),
};
