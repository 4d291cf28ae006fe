import type { ComponentType } from 'react';
import type { BlockProps, BlockType } from './types';
import { ChainGrid } from '../blocks/chainGrid/ChainGrid';
import { Chart } from '../blocks/chart/Chart';
import { Faq } from '../blocks/faq/Faq';
import { Hero } from '../blocks/hero/Hero';
import { InfoCard } from '../blocks/infoCard/InfoCard';
import { Lists } from '../blocks/lists/Lists';
import { News } from '../blocks/news/News';
import { Pairs } from '../blocks/pairs/Pairs';
import { PriceList } from '../blocks/priceList/PriceList';
import { Stats } from '../blocks/stats/Stats';
import { SwapInfo } from '../blocks/swapInfo/SwapInfo';
import { SwapWidget } from '../blocks/swapWidget/SwapWidget';
import { TextSection } from '../blocks/textSection/TextSection';
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
  swapWidget: SwapWidget,
  priceList: PriceList,
  chainGrid: ChainGrid,
  stats: Stats,
  walletStrip: WalletStrip,
};
