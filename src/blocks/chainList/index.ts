import type { BlockEntry } from '../../engine/blockRegistry';

export const chainListBlock: BlockEntry<'chainList'> = {
  load: () => import('./ChainList').then((module) => module.ChainList),
  // The rows are markup from the prerender; a copy button is the only thing with code, so it
  // comes with the first press, which the islands runtime then makes again on the button.
  hydrate: 'press',
};
