/**
 * The one loader of code that comes later: blocks (blockRegistry.ts) and parts (Part.tsx)
 * both fetch through it. Each piece is fetched once and kept, so whatever is in renders at
 * once; a failed fetch (a deploy replaced the chunk, the network dropped) is forgotten, so
 * the next one that wants it tries again.
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
