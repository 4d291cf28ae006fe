import type { ComponentType } from 'react';
import type { BlockProps, BlockType, SiteData } from './types';

/** A page file that parsed to an object; its fields are not trusted to match the schema. */
export interface CheckedPageFile {
  file: string;
  value: Record<string, unknown>;
}

/** One build-time problem: the file, the JSON path inside it, and what is wrong. */
export interface BlockCheckProblem {
  file: string;
  path: string;
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
