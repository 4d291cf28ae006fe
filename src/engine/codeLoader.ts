import type { ComponentType } from 'react';

/**
 * How code that comes later is loaded, in one file. The app's blocks (blockRegistry.ts), the
 * header's buttons, the dialogs, the toasts and the analytics keeper fetch through loadOnce:
 * each piece is fetched once and kept, so whatever is in renders at once; a failed fetch (a
 * deploy replaced the chunk, the network dropped) is forgotten, so the next one that wants it
 * tries again. A waking island's code comes through importIslandCode, by the address its
 * wrapper carries.
 */
export interface LoadedOnce<T> {
  /** Starts the fetch if it has not started, and resolves to the code. */
  load(): Promise<T>;
  /** The code, once it is in. */
  get(): T | undefined;
}

export function loadOnce<T>(fetchCode: () => Promise<T>): LoadedOnce<T> {
  let code: { value: T } | undefined;
  let pending: Promise<T> | null = null;
  return {
    load() {
      if (code) return Promise.resolve(code.value);
      pending ??= fetchCode().then(
        (value) => {
          code = { value };
          return value;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    get: () => code?.value,
  };
}

/**
 * Acts once the code is in: at once when it is (no flash of a closed dialog the second time),
 * else after the fetch. A press that opens a dialog fetches its code this way; a fetch that
 * fails is logged as `what` and leaves things as they were, and the next press tries again.
 */
export function whenLoaded<T>(code: LoadedOnce<T>, what: string, then: (value: T) => void) {
  const value = code.get();
  if (value !== undefined) return then(value);
  code.load().then(then, (error: unknown) => console.error(`${what} could not be loaded:`, error));
}

/**
 * Code a render needs, which whatever renders loaded first (the prerender all of it, the app
 * a page's blocks with its data): a render never waits for code. Missing, it is a mistake in
 * the code, not in the visitor's connection, and the error screen says so.
 */
export function loadedCode<T>(code: LoadedOnce<T>, what: string): T {
  const value = code.get();
  if (value === undefined) throw new Error(`${what} was rendered before its code was loaded.`);
  return value;
}

/**
 * Where the build put an island's component (a block type's, a header button's): its file
 * first, then the files it imports, and the name it is exported under (scripts/block-chunks.ts
 * reads it from the manifest).
 */
export interface IslandCode {
  files: string[];
  name: string;
}

/**
 * An island's code as one attribute value, which the prerender writes on the island's wrapper:
 * its files, separated by spaces, then `#` and the export's name. Built file names have
 * neither.
 */
export const islandCodeAddress = ({ files, name }: IslandCode) => `${files.join(' ')}#${name}`;

/**
 * A waking island's component, from the address on its wrapper: all its files at once, so none
 * waits for another to name it. The browser keeps each module once, so a second island of the
 * kind fetches nothing, and a fetch that failed is made again by the island's next try.
 */
export async function importIslandCode(address: string): Promise<ComponentType<never>> {
  const hash = address.lastIndexOf('#');
  const files = address.slice(0, Math.max(hash, 0)).split(' ').filter(Boolean);
  const name = address.slice(hash + 1);
  if (hash < 0 || files.length === 0 || !name) {
    throw new Error(`"${address}" is not the address of an island's code.`);
  }
  const [module] = await Promise.all(
    files.map((file) => import(/* @vite-ignore */ file) as Promise<Record<string, unknown>>),
  );
  const component = module?.[name];
  // A memo or forwardRef component is an object; a missing export is undefined.
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new Error(`${files[0]} exports no component named ${name}.`);
  }
  return component as ComponentType<never>;
}
