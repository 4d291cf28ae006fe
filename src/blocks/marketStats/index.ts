import type { BlockEntry } from '../../engine/blockRegistry';

export const marketStatsBlock: BlockEntry<'marketStats'> = {
  // The figures a visitor from a search came for: on phones they follow the hero.
  firstOnPhones: true,
  load: () => import('./MarketStats').then((module) => module.MarketStats),
  // The prerender carries no figure (it would be as old as the build), so the card wakes once
  // the page is shown, to ask for them.
  hydrate: 'idle',
};
