/**
 * Keeps account of the timers a test file sets, so the file can be failed when one is still
 * pending at its end. Such a timer fires after the file's environment is gone (jsdom's window
 * among it): a "ReferenceError: window is not defined" that Vitest reports as an unhandled
 * error of the whole run, at random, after every test passed.
 *
 * Fake timers need nothing: Vitest's own replace these while they are on, and drop what is
 * pending when they are turned off.
 */

type TimerFunction = (
  handler: (...args: unknown[]) => void,
  delay?: number,
  ...args: unknown[]
) => unknown;

interface Pending {
  kind: 'setTimeout' | 'setInterval';
  delay: number;
  /** Where it was set; its stack is formatted only when it is reported. */
  setAt: Error;
  handle?: NodeTimer;
}

interface NodeTimer {
  hasRef(): boolean;
}

export interface TimerWatch {
  /** The timers set since the watch began that have neither fired nor been cleared. */
  pending(): Pending[];
  /** Clears every pending timer, so none fires after the file, and ends the watch. */
  stop(): void;
}

/**
 * Timers a dependency sets for itself, whose callbacks touch only its own state: SWR's (it
 * forgets a finished request after its deduping interval, and notes a slow one). They are
 * cleared with the rest at the end of the file, so they never fire late either; an unref'd
 * timer is the runtime's own (Node's fetch keeps an idle connection with one).
 */
const HOUSEKEEPING = /node_modules[\\/]swr[\\/]/;
const isHousekeeping = (timer: Pending) =>
  HOUSEKEEPING.test(
    timer.setAt.stack
      ?.split('\n')
      .slice(1)
      .find((line) => !line.includes('pendingTimers')) ?? '',
  );

/** Replaces the global timer functions with ones that note what is pending. */
export function watchTimers(global: typeof globalThis = globalThis): TimerWatch {
  const real = {
    setTimeout: global.setTimeout,
    setInterval: global.setInterval,
    clearTimeout: global.clearTimeout,
    clearInterval: global.clearInterval,
  };
  const pending = new Map<unknown, Pending>();
  // Node's timers are objects whose number form clears them too; jsdom's are numbers.
  const keyOf = (handle: unknown) =>
    handle && typeof handle === 'object' ? Number(handle) : handle;

  const watched = (kind: Pending['kind']): TimerFunction =>
    function (handler, delay, ...args) {
      const setAt = new Error(`${kind} set here`);
      const handle: unknown = (real[kind] as unknown as TimerFunction).call(
        global,
        (...handlerArgs: unknown[]) => {
          if (kind === 'setTimeout') pending.delete(keyOf(handle));
          if (typeof handler === 'function') handler(...handlerArgs);
        },
        delay,
        ...args,
      );
      const nodeTimer =
        handle && typeof handle === 'object' && 'hasRef' in handle
          ? (handle as NodeTimer)
          : undefined;
      pending.set(keyOf(handle), { kind, delay: Number(delay ?? 0), setAt, handle: nodeTimer });
      return handle;
    };
  const cleared = (kind: 'clearTimeout' | 'clearInterval') =>
    function (handle?: unknown) {
      pending.delete(keyOf(handle));
      (real[kind] as (handle?: unknown) => void).call(global, handle);
    };

  Object.assign(global, {
    setTimeout: watched('setTimeout'),
    setInterval: watched('setInterval'),
    clearTimeout: cleared('clearTimeout'),
    clearInterval: cleared('clearInterval'),
  });

  return {
    pending: () =>
      [...pending.values()].filter(
        (timer) => (timer.handle === undefined || timer.handle.hasRef()) && !isHousekeeping(timer),
      ),
    stop() {
      for (const handle of pending.keys()) real.clearTimeout.call(global, handle as number);
      pending.clear();
      Object.assign(global, real);
    },
  };
}

/** The message a file that leaves timers behind fails with: each timer and where it was set. */
export function describePending(timers: Pending[]): string {
  const where = (timer: Pending) => {
    const frames = (timer.setAt.stack ?? '')
      .split('\n')
      .slice(1)
      .filter((line) => !line.includes('pendingTimers.ts'));
    const own = frames.filter((line) => !line.includes('node_modules'));
    return [...frames.slice(0, 2), ...own.slice(0, 4)].join('\n');
  };
  return [
    `${timers.length} timer(s) still pending when the file's tests ended; fake timers, or await or clear what the test started:`,
    ...timers.map((timer) => `${timer.kind}(…, ${timer.delay})\n${where(timer)}`),
  ].join('\n');
}
