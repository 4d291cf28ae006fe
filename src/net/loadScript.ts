import { whenPageShown } from './pageShown';

/**
 * How long a third-party script may take, counted from the moment its request starts (the
 * tag goes into the document). A request that neither loads nor fails (a stalled proxy, a
 * half-working content blocker) would otherwise keep its block busy for ever.
 */
export const SCRIPT_TIME_LIMIT_MS = 8_000;

/**
 * The script did not arrive in time. `arrival` settles if it still does: a block that showed
 * its failure can then draw itself after all.
 */
export class ScriptTimeoutError extends Error {
  constructor(
    readonly url: string,
    readonly timeLimitMs: number,
    readonly arrival: Promise<void>,
  ) {
    super(`The script ${url} did not arrive within ${timeLimitMs / 1000} s`);
    this.name = 'ScriptTimeoutError';
  }
}

/** Runs `whenArrived` once a script that ran out of time turns up after all. */
export function onLateArrival(error: unknown, whenArrived: () => void): void {
  if (error instanceof ScriptTimeoutError) void error.arrival.then(whenArrived);
}

interface ScriptLoad {
  script: HTMLScriptElement;
  /** Settles when the script loads, fails, or runs out of time. */
  loaded: Promise<void>;
  timedOut: boolean;
}

const loads = new Map<string, ScriptLoad>();

/**
 * The address for a fresh request while an earlier one for the same script is still open: a
 * browser makes a second request for the same address wait behind the first (its HTTP cache
 * lock), so a Retry of a stalled request would stall with it.
 */
function freshAddress(url: string, retry: number): string {
  const address = new URL(url, document.baseURI);
  address.searchParams.set('retry', String(retry));
  return address.href;
}

let retries = 0;

function startLoad(url: string, timeLimitMs: number, stalledBefore: boolean): ScriptLoad {
  const script = document.createElement('script');
  script.src = stalledBefore ? freshAddress(url, ++retries) : url;
  script.async = true;
  const arrival = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () =>
      reject(new Error(`The script ${url} could not be loaded`)),
    );
  });
  // Only a late arrival is awaited; a failure that comes after the time limit has nobody to tell.
  arrival.catch(() => {});
  const entry: ScriptLoad = { script, loaded: arrival, timedOut: false };
  entry.loaded = new Promise<void>((resolve, reject) => {
    whenPageShown(() => {
      document.head.append(script);
      const timer = setTimeout(() => {
        entry.timedOut = true;
        reject(new ScriptTimeoutError(url, timeLimitMs, arrival));
      }, timeLimitMs);
      arrival.then(
        () => {
          clearTimeout(timer);
          // A late arrival, even of a request a Retry has since replaced, counts as loaded
          // for whoever asks next, such as a block recovering.
          loads.set(url, { script, loaded: Promise.resolve(), timedOut: false });
          resolve();
        },
        (error: unknown) => {
          clearTimeout(timer);
          if (loads.get(url) === entry) forgetScript(url);
          reject(error);
        },
      );
    });
  });
  return entry;
}

/**
 * Adds a classic script to the document once, however many blocks ask for it, after the
 * page's load event (see pageShown.ts). The returned promise rejects when the script fails
 * or when it has not arrived `timeLimitMs` after its request started (ScriptTimeoutError).
 * A failed load is forgotten (and its tag removed) so that a later call tries again; so is
 * one that ran out of time, when asked again: Retry starts a fresh request, while the late
 * one may still arrive and count.
 */
export function loadScriptOnce(url: string, timeLimitMs = SCRIPT_TIME_LIMIT_MS): Promise<void> {
  const known = loads.get(url);
  if (known && !known.timedOut) return known.loaded;
  const entry = startLoad(url, timeLimitMs, known !== undefined);
  loads.set(url, entry);
  return entry.loaded;
}

/**
 * Takes a script out of the document and out of memory, so that the next loadScriptOnce
 * fetches and runs it afresh: for a provider whose script loaded but did not set itself up.
 */
export function forgetScript(url: string): void {
  loads.get(url)?.script.remove();
  loads.delete(url);
}
