import {
  createBlockLoader,
  type BlockCheck,
  type BlockEntry,
  type BlockRegistry,
} from '../engine/blockRegistry';
import type { BlockType } from '../engine/types';
import { callToActionBlock } from './callToAction';
import { calloutBlock } from './callout';
import { chainGridBlock } from './chainGrid';
import { chainListBlock } from './chainList';
import { chartBlock } from './chart';
import { coinDirectoryBlock } from './coinDirectory';
import { contactBlock } from './contact';
import { expandableListBlock } from './expandableList';
import { faqBlock } from './faq';
import { featureCardsBlock } from './featureCards';
import { heroBlock } from './hero';
import { infoCardBlock } from './infoCard';
import { listsBlock } from './lists';
import { liveRateBlock } from './liveRate';
import { marketStatsBlock } from './marketStats';
import { newsBlock } from './news';
import { pairsBlock } from './pairs';
import { priceListBlock } from './priceList';
import { statsBlock } from './stats';
import { stepsBlock } from './steps';
import { swapInfoBlock } from './swapInfo';
import { swapWidgetBlock } from './swapWidget';
import { textSectionBlock } from './textSection';
import { tocBlock } from './toc';
import { trackSwapBlock } from './trackSwap';
import { walletStripBlock } from './walletStrip';

/**
 * The site's blocks, handed to the engine by the app. Adding a block means a folder with an
 * index.ts entry, a schema in schema/blocks/ and a line here; the type check fails on a
 * missing or extra one.
 */
export const blockRegistry: BlockRegistry = {
  callToAction: callToActionBlock,
  callout: calloutBlock,
  chainGrid: chainGridBlock,
  chainList: chainListBlock,
  chart: chartBlock,
  coinDirectory: coinDirectoryBlock,
  contact: contactBlock,
  expandableList: expandableListBlock,
  faq: faqBlock,
  featureCards: featureCardsBlock,
  hero: heroBlock,
  infoCard: infoCardBlock,
  lists: listsBlock,
  liveRate: liveRateBlock,
  marketStats: marketStatsBlock,
  news: newsBlock,
  pairs: pairsBlock,
  steps: stepsBlock,
  priceList: priceListBlock,
  stats: statsBlock,
  swapInfo: swapInfoBlock,
  swapWidget: swapWidgetBlock,
  textSection: textSectionBlock,
  toc: tocBlock,
  trackSwap: trackSwapBlock,
  walletStrip: walletStripBlock,
};

/** One loader for the whole app, so a block's chunk is fetched once however often it is used. */
export const siteBlocks = createBlockLoader(blockRegistry);

/**
 * Each block type's own checks across pages, loaded from its folder: what the app hands the
 * content checks (`npm run validate`, the build, the dev server), so they import no block.
 */
export async function loadBlockChecks(): Promise<BlockCheck[]> {
  const entries = Object.values<Pick<BlockEntry<BlockType>, 'checks'>>(blockRegistry);
  return (await Promise.all(entries.map((entry) => entry.checks?.() ?? []))).flat();
}
