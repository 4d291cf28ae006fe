import {
  createElement,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { loadOnce } from './codeLoader';
import { whenIdle, type Hydration } from './islands';

/**
 * A part of the page that is not in its markup (a dialog, the popover, the toasts, the consent
 * keeper): its code is in a chunk of its own, fetched by the one loader (codeLoader.ts) when its
 * `hydrate` says, in the islands' words:
 *
 * - `press`: the first time it is wanted, which a press on its trigger makes it; pointing at or
 *   focusing the trigger may fetch it a moment earlier (`load`).
 * - `idle`: once the page is shown and the browser has a moment, wanted or not.
 */
export interface PartEntry<P> {
  load: () => Promise<ComponentType<P>>;
  hydrate: Extract<Hydration, 'press' | 'idle'>;
}

export interface CodePart<P> {
  hydrate: PartEntry<P>['hydrate'];
  /** Starts the fetch if it has not started; resolves to the component. */
  load(): Promise<ComponentType<P>>;
  /** The component, once its code is in. */
  get(): ComponentType<P> | undefined;
}

export const part = <P,>({ load, hydrate }: PartEntry<P>): CodePart<P> => ({
  hydrate,
  ...loadOnce(load),
});

export type PartProps<P> = P & {
  part: CodePart<P>;
  /** Nothing is rendered until this is first true; from then on the part renders. */
  when: boolean;
  /**
   * When the code cannot be fetched (offline, a deploy replaced the chunk), so whatever asked
   * can give up instead of waiting for ever. The error is logged.
   */
  onFailure: () => void;
  /** What shows while it is wanted and its code is on its way; nothing by default. */
  fallback?: ReactNode;
};

/** Renders `part` with the other props, from the first time it is wanted and its code is in. */
export function Part<P extends object>({
  part: wanted,
  when,
  onFailure,
  fallback = null,
  ...props
}: PartProps<P>) {
  // Wanted with its code already in, it renders at once: no flash of its fallback.
  const [loaded, setLoaded] = useState(() => {
    const Component = when ? wanted.get() : undefined;
    return Component ? { Component } : null;
  });
  const [isIdle, setIsIdle] = useState(false);
  const failed = useRef(onFailure);
  useEffect(() => {
    failed.current = onFailure;
  });
  useEffect(() => {
    if (wanted.hydrate === 'idle') return whenIdle(() => setIsIdle(true));
  }, [wanted]);
  const due = when && (wanted.hydrate === 'press' || isIdle);
  useEffect(() => {
    if (!due || loaded) return;
    let current = true;
    wanted.load().then(
      (Component) => {
        if (current) setLoaded({ Component });
      },
      (error: unknown) => {
        console.error('A part of the page could not be loaded:', error);
        if (current) failed.current();
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, due, loaded]);
  if (loaded) return createElement(loaded.Component, props as P);
  return due ? fallback : null;
}
