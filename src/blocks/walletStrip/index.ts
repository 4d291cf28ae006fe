import type { BlockEntry } from '../../engine/blockRegistry';

export const walletStripBlock: BlockEntry<'walletStrip'> = {
  load: () => import('./WalletStrip').then((module) => module.WalletStrip),
  hydrate: 'visible',
};
