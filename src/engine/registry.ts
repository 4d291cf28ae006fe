import type { ComponentType } from 'react';
import type { BlockProps, BlockType } from './types';
import { CallToAction } from '../blocks/callToAction/CallToAction';
import { Callout } from '../blocks/callout/Callout';
import { ChainGrid } from '../blocks/chainGrid/ChainGrid';
import { Chart } from '../blocks/chart/Chart';
import { Contact } from '../blocks/contact/Contact';
import { ExpandableList } from '../blocks/expandableList/ExpandableList';
import { Faq } from '../blocks/faq/Faq';
import { FeatureCards } from '../blocks/featureCards/FeatureCards';
import { Hero } from '../blocks/hero/Hero';
import { InfoCard } from '../blocks/infoCard/InfoCard';
import { Lists } from '../blocks/lists/Lists';
import { News } from '../blocks/news/News';
import { Pairs } from '../blocks/pairs/Pairs';
import { Steps } from '../blocks/steps/Steps';
import { PriceList } from '../blocks/priceList/PriceList';
import { Stats } from '../blocks/stats/Stats';
import { SwapInfo } from '../blocks/swapInfo/SwapInfo';
import { SwapWidget } from '../blocks/swapWidget/SwapWidget';
import { TextSection } from '../blocks/textSection/TextSection';
import { Toc } from '../blocks/toc/Toc';
import { WalletStrip } from '../blocks/walletStrip/WalletStrip';

/**
 * Every block type of the schema union maps to exactly one component. A schema block
 * without a component here, or a key that is not a schema type, fails the type check.
 */
export type BlockRegistry = { [T in BlockType]: ComponentType<BlockProps<T>> };

export const blockRegistry: BlockRegistry = {
  hero: Hero,
  textSection: TextSection,
  lists: Lists,
  infoCard: InfoCard,
  swapInfo: SwapInfo,
  pairs: Pairs,
  faq: Faq,
  chart: Chart,
  news: News,
  steps: Steps,
  featureCards: FeatureCards,
  callout: Callout,
  expandableList: ExpandableList,
  toc: Toc,
  callToAction: CallToAction,
  contact: Contact,
  swapWidget: SwapWidget,
  priceList: PriceList,
  chainGrid: ChainGrid,
  stats: Stats,
  walletStrip: WalletStrip,
};
