import type { ComponentType } from 'react';
import type { SiteData } from '../types/siteData';
import { loadOnce, type LoadedOnce } from './codeLoader';
import { liveCodeKey, type LiveCode } from './liveCode';
import type { Hydration } from './islands';
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
  /**
   * When its prerendered markup becomes a working island (islands.ts). `none` is only for a
   * block with no handler, state or effect: its code never reaches the page it came with.
   */
  hydrate: Hydration;
  /**
   * Code that keeps the block's figures live without React from idle on, whenever the block
   * itself wakes (islands.ts, `data-live`): its `live.ts`, which exports `startLive`.
   */
  live?: () => Promise<LiveCode>;
  /** A block that spans the full width when it opens a page, above any sidebar. */
  leadsPage?: boolean;
  /** A sidebar block that answers a visitor's first questions: on phones it follows the lead. */
  firstOnPhones?: boolean;
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
 * Loads block components on demand (through the one loader, codeLoader.ts) and keeps them, so
 * a page renders synchronously once its blocks are in: the browser waits for the blocks that
 * wake with the page before hydrating, and the prerender loads them all once.
 */
export function createBlockLoader(registry: BlockRegistry) {
  const codes = new Map<string, LoadedOnce<AnyBlockComponent>>();

  function codeOf(type: string) {
    const entry = (registry as Record<string, BlockEntry<BlockType> | undefined>)[type];
    if (!entry) return undefined;
    let code = codes.get(type);
    if (!code) {
      code = loadOnce(entry.load as () => Promise<AnyBlockComponent>);
      codes.set(type, code);
    }
    return code;
  }
  const loadOne = (type: string) =>
    codeOf(type)
      ?.load()
      .then(() => undefined) ?? Promise.resolve();

  return {
    registry,
    /** Resolves once every named block type that the registry knows is loaded. */
    preload: (types: Iterable<string>) =>
      Promise.all([...new Set(types)].map(loadOne)).then(() => undefined),
    /** The loaded component; undefined when the type is unknown or not loaded yet. */
    get: (type: string) => codes.get(type)?.get(),
    isKnown: (type: string) => type in registry,
  };
}

export type BlockLoader = ReturnType<typeof createBlockLoader>;

/** The block types a page uses, in the order they first appear. */
export const blockTypesOf = (page: { blocks: readonly { type: string }[] }) => [
  ...new Set(page.blocks.map((block) => block.type)),
];

type LayoutFlags = Pick<BlockEntry<BlockType>, 'leadsPage' | 'firstOnPhones'>;

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

/** When a block type's islands wake; a type the registry does not know never does. */
export const hydrationOf = (
  registry: Partial<Record<string, Pick<BlockEntry<BlockType>, 'hydrate'>>>,
  type: string,
): Hydration => registry[type]?.hydrate ?? 'none';

/** The build's name for the code that keeps a block type's figures live; none for a type without any. */
export const liveCodeOf = (
  registry: Partial<Record<string, Pick<BlockEntry<BlockType>, 'live'>>>,
  type: string,
): string | undefined => (registry[type]?.live ? liveCodeKey(type) : undefined);
