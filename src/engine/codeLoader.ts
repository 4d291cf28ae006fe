/**
 * How code that comes later is loaded, in one file. The app's blocks (blockRegistry.ts), the
 * header's buttons, the dialogs, the toasts and the analytics keeper fetch through loadOnce:
 * each piece is fetched once and kept, so whatever is in renders at once; a failed fetch (a
 * deploy replaced the chunk, the network dropped) is forgotten, so the next one that wants it
 * tries again. A waking island's code comes by the address its wrapper carries (codeAddress.ts).
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
