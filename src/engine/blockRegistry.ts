import type { ComponentType } from 'react';
import type { SiteData } from '../types/siteData';
import type { Block, BlockProps, BlockType, PageDefinition } from './types';

/** A page file that parsed to an object; its fields are not trusted to match the schema. */
export interface CheckedPageFile {
  file: string;
  value: Record<string, unknown>;
}

/**
 * One build-time problem: the file, where inside it (keys and indexes from the top, such as
 * ['blocks', 2, 'to']), and what is wrong. The validator writes the place as it writes its own.
 */
export interface BlockCheckProblem {
  file: string;
  at: readonly (string | number)[];
  message: string;
}

/** A rule across every page that a schema cannot say, run by the validator. */
export type BlockCheck = (context: {
  pages: readonly CheckedPageFile[];
  site: SiteData | undefined;
}) => BlockCheckProblem[];

/** What one block folder tells the engine about its block type. */
export interface BlockEntry<T extends BlockType> {
  /** The component, in a chunk of its own: a page downloads only the blocks it shows. */
  load: () => Promise<ComponentType<BlockProps<T>>>;
  /** A block that spans the full width when it opens a page, above any sidebar. */
  leadsPage?: boolean;
  /** A sidebar block that answers a visitor's first questions: on phones it follows the lead. */
  firstOnPhones?: boolean;
  /**
   * A block with nothing to show or do before the page's load event (a third party's widget
   * that loads after it): its code is fetched after that event even at the top of a page.
   */
  waitsForPageLoad?: boolean;
  /** Build-time checks, loaded only by the validator so they never reach the browser. */
  checks?: () => Promise<BlockCheck[]>;
}

/**
 * Every block type of the schema union maps to exactly one entry. A schema block without an
 * entry, or a key that is not a schema type, fails the type check.
 */
export type BlockRegistry = { [T in BlockType]: BlockEntry<T> };

type AnyBlockComponent = ComponentType<BlockProps<BlockType>>;

/**
 * Loads block components on demand and keeps them, so a page renders synchronously once its
 * blocks are in: the browser waits for exactly the page's blocks before hydrating, and the
 * prerender loads them all once.
 */
export function createBlockLoader(registry: BlockRegistry) {
  const loaded = new Map<string, AnyBlockComponent>();
  const loading = new Map<string, Promise<void>>();
  const shown = new Set<string>();
  const waitingToBeShown = new Map<string, (() => void)[]>();

  function loadOne(type: string): Promise<void> {
    const entry = (registry as Record<string, BlockEntry<BlockType> | undefined>)[type];
    if (!entry || loaded.has(type)) return Promise.resolve();
    let pending = loading.get(type);
    if (!pending) {
      pending = entry.load().then(
        (component) => {
          loaded.set(type, component as AnyBlockComponent);
        },
        (error: unknown) => {
          // A failed chunk (a deploy replaced it, the network dropped) may load on a retry.
          loading.delete(type);
          throw error;
        },
      );
      loading.set(type, pending);
    }
    return pending;
  }

  return {
    registry,
    /** Resolves once every named block type that the registry knows is loaded. */
    preload: (types: Iterable<string>) =>
      Promise.all([...new Set(types)].map(loadOne)).then(() => undefined),
    /**
     * Starts loading the named types only once `start` settles; until then anything that
     * waits for one of them (a block rendering, a page preloading) waits for that too.
     */
    preloadAfter(types: Iterable<string>, start: Promise<unknown>) {
      for (const type of new Set(types)) {
        if (loaded.has(type) || loading.has(type) || !(type in registry)) continue;
        const loadNow = () => {
          loading.delete(type);
          return loadOne(type);
        };
        const held = start.then(loadNow, loadNow);
        // Nothing may be left unhandled when no block is waiting for this one yet.
        held.catch(() => {});
        loading.set(type, held);
      }
    },
    /** Called once a block of this type is on the page and working (committed or hydrated). */
    markShown(type: string) {
      shown.add(type);
      for (const resolve of waitingToBeShown.get(type) ?? []) resolve();
      waitingToBeShown.delete(type);
    },
    /** Resolves once a block of each named type is on the page and working. */
    whenShown: (types: Iterable<string>) =>
      Promise.all(
        [...new Set(types)].map((type) =>
          shown.has(type)
            ? undefined
            : new Promise<void>((resolve) =>
                waitingToBeShown.set(type, [...(waitingToBeShown.get(type) ?? []), resolve]),
              ),
        ),
      ).then(() => undefined),
    /** The loaded component; undefined when the type is unknown or not loaded yet. */
    get: (type: string) => loaded.get(type),
    pending: (type: string) => loadOne(type),
    isKnown: (type: string) => type in registry,
  };
}

export type BlockLoader = ReturnType<typeof createBlockLoader>;

/** The block types a page uses, in the order they first appear. */
export const blockTypesOf = (page: { blocks: readonly { type: string }[] }) => [
  ...new Set(page.blocks.map((block) => block.type)),
];

type LayoutFlags = Pick<BlockEntry<BlockType>, 'leadsPage' | 'firstOnPhones' | 'waitsForPageLoad'>;

/**
 * Where a page's blocks go. A first block whose entry says it leads a page (a hero) spans the
 * full width; blocks marked area "sidebar" sit beside the rest on wide screens and after it on
 * phones, or, with sidebarPosition "start", left of it and before it. A sidebar block whose
 * entry says it answers a visitor's first questions comes right after the lead on phones
 * (`phoneLead`), unless the sidebar comes first anyway. PageRenderer draws this; the first
 * view is read from it.
 */
export function pageLayout<B extends Pick<Block, 'type' | 'area'>>(
  page: { blocks: readonly B[]; sidebarPosition?: PageDefinition['sidebarPosition'] },
  registry: Partial<Record<string, LayoutFlags>>,
) {
  const [first, ...rest] = page.blocks;
  const lead = first && registry[first.type]?.leadsPage ? first : null;
  const body = lead ? rest : page.blocks;
  const main = body.filter((block) => block.area !== 'sidebar');
  const sidebar = body.filter((block) => block.area === 'sidebar');
  const sidebarFirst = page.sidebarPosition === 'start';
  const phoneLead = sidebarFirst
    ? []
    : sidebar.filter((block) => registry[block.type]?.firstOnPhones);
  const sidebarRest = sidebar.filter((block) => !phoneLead.includes(block));
  return { lead, main, sidebar, sidebarFirst, phoneLead, sidebarRest };
}

/** How many blocks after the lead a phone shows, or nearly, before the visitor scrolls. */
const BLOCKS_AFTER_LEAD_IN_FIRST_VIEW = 1;

/**
 * The block types a page needs working as soon as it shows: its lead block, the sidebar
 * blocks that come first on phones, and the first block of the rest, unless it waits for
 * the page's load event anyway. The others are below the fold on a phone; their code can
 * wait until the page has loaded, and their prerendered markup stands in meanwhile.
 */
export function firstViewBlockTypes(
  page: Pick<PageDefinition, 'blocks' | 'sidebarPosition'>,
  registry: Partial<Record<string, LayoutFlags>>,
): string[] {
  const { lead, main, sidebar, sidebarFirst, phoneLead, sidebarRest } = pageLayout(page, registry);
  // The order a phone stacks them in.
  const stacked = sidebarFirst ? [...sidebar, ...main] : [...main, ...sidebarRest];
  const shown = [
    ...(lead ? [lead] : []),
    ...phoneLead,
    ...stacked.slice(0, BLOCKS_AFTER_LEAD_IN_FIRST_VIEW),
  ];
  return blockTypesOf({
    blocks: shown.filter((block) => !registry[block.type]?.waitsForPageLoad),
  });
}
