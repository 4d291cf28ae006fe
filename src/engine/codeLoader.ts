import type { ComponentType } from 'react';
import type { BlockCode } from './initialPage';

/**
 * How code that comes later is loaded, in one file. The app's blocks (blockRegistry.ts) and
 * the parts (Part.tsx) fetch through loadOnce: each piece is fetched once and kept, so whatever
 * is in renders at once; a failed fetch (a deploy replaced the chunk, the network dropped) is
 * forgotten, so the next one that wants it tries again. A waking island's block comes through
 * importBlockCode, by the address its page gives.
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
 * A waking island's block, from the address its page data gives (the prerender wrote it from
 * the build's manifest): all its files at once, so none waits for another to name it. The
 * browser keeps each module once, so a second island of the type fetches nothing, and a fetch
 * that failed is made again by the island's next try.
 */
export async function importBlockCode(code: BlockCode): Promise<ComponentType<never>> {
  const [module] = await Promise.all(
    code.files.map((file) => import(/* @vite-ignore */ file) as Promise<Record<string, unknown>>),
  );
  const component = module?.[code.name];
  // A memo or forwardRef component is an object; a missing export is undefined.
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new Error(`${code.files[0]} exports no component named ${code.name}.`);
  }
  return component as ComponentType<never>;
}
