import type { Problem } from './report';
import type { PageFile } from './slugs';
import { isPlainObject } from './values';

type Block = Record<string, unknown>;

/**
 * What a page of each kind must keep for the site to work, whatever else a marketer changes.
 * The schema says what a block may hold; these say which blocks a page cannot lose. Each
 * message says what breaks without it, in the words the editor's form uses.
 */
interface Invariant {
  kinds: readonly string[];
  /** Where the problem shows: the block that lacks something, or the page's list of blocks. */
  at: (blocks: readonly Block[]) => string;
  holds: (blocks: readonly Block[]) => boolean;
  message: (kind: string) => string;
}

const PAGE_NAME: Record<string, string> = {
  home: 'the home page',
  coin: 'a coin page',
  pair: 'a pair page',
};

const ofType = (blocks: readonly Block[], type: string) =>
  blocks.filter((block) => block.type === type);
const hasBlock = (type: string) => (blocks: readonly Block[]) => ofType(blocks, type).length > 0;
const heroIndex = (blocks: readonly Block[]) => blocks.findIndex((block) => block.type === 'hero');
const atHero = (blocks: readonly Block[]) => {
  const index = heroIndex(blocks);
  return index < 0 ? 'blocks' : `blocks[${index}]`;
};
/** The hero's buttons; undefined when they are not a list, which the schema reports. */
const heroButtons = (blocks: readonly Block[]): Block[] | undefined => {
  const buttons = blocks[heroIndex(blocks)]?.buttons;
  if (buttons === undefined) return [];
  return Array.isArray(buttons) ? buttons.filter(isPlainObject) : undefined;
};
const heroHasButton = (wanted: (button: Block) => boolean) => (blocks: readonly Block[]) =>
  heroButtons(blocks)?.some(wanted) ?? true;

export const PAGE_INVARIANTS: readonly Invariant[] = [
  {
    kinds: ['home'],
    at: () => 'blocks',
    holds: hasBlock('swapWidget'),
    message: () =>
      'the home page must keep its Swap widget: every "Exchange … Now" button on the site opens the swap there. Add the Swap widget block back',
  },
  {
    kinds: ['home'],
    at: () => 'blocks',
    holds: hasBlock('priceList'),
    message: () =>
      'the home page must keep its live price list: it is how visitors reach the coin pages. Add the Price list block back',
  },
  {
    kinds: ['coin', 'pair'],
    at: atHero,
    holds: heroHasButton((button) => isPlainObject(button.swap)),
    message: (kind) =>
      `${PAGE_NAME[kind]} must keep a swap button (such as "Exchange BTC Now") in its top section (the hero): it is how a visitor starts a swap from here`,
  },
  {
    kinds: ['coin', 'pair'],
    at: atHero,
    holds: heroHasButton((button) => button.href === '#chart'),
    message: (kind) =>
      `${PAGE_NAME[kind]} must keep its "View Price Chart" button (a link to #chart) in its top section (the hero)`,
  },
  {
    kinds: ['coin', 'pair'],
    at: () => 'blocks',
    holds: (blocks) => ofType(blocks, 'chart').some((chart) => chart.id === 'chart'),
    message: (kind) =>
      `${PAGE_NAME[kind]} must keep its price chart with the anchor "chart": the "View Price Chart" button jumps to it`,
  },
  {
    kinds: ['coin', 'pair'],
    at: () => 'blocks',
    holds: hasBlock('faq'),
    message: (kind) =>
      `${PAGE_NAME[kind]} must keep its FAQ of 5 questions. Add the FAQ block back`,
  },
  {
    kinds: ['coin'],
    at: () => 'blocks',
    holds: hasBlock('news'),
    message: (kind) =>
      `${PAGE_NAME[kind]} must keep its latest news block. Add the News block back`,
  },
];

/**
 * The invariants of each page file's kind, read leniently: a page whose kind or blocks are
 * wrong already has that schema error, and nothing more is said about it here.
 */
export function checkPageInvariants(pages: readonly PageFile[]): Problem[] {
  return pages.flatMap(({ file, value }) => {
    const { kind, blocks } = value;
    if (typeof kind !== 'string' || !Array.isArray(blocks)) return [];
    const own = blocks.map((block: unknown) => (isPlainObject(block) ? block : {}));
    return PAGE_INVARIANTS.filter(
      (invariant) => invariant.kinds.includes(kind) && !invariant.holds(own),
    ).map((invariant) => ({ file, path: invariant.at(own), message: invariant.message(kind) }));
  });
}
