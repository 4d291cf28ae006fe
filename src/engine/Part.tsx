import {
  createElement,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { LoadedOnce } from './codeLoader';

/**
 * A part of the page that is not in its markup (a dialog, the popover, the toasts, the consent
 * keeper): its component is in a chunk of its own, kept by the one loader (`loadOnce` in
 * codeLoader.ts), and fetched the first time the part is wanted. A press on a dialog's trigger
 * wants it; pointing at or focusing the trigger may fetch it a moment earlier
 * (src/ui/overlayTrigger.ts).
 */
export type CodePart<P> = LoadedOnce<ComponentType<P>>;

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
  const failed = useRef(onFailure);
  useEffect(() => {
    failed.current = onFailure;
  });
  useEffect(() => {
    if (!when || loaded) return;
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
  }, [wanted, when, loaded]);
  if (loaded) return createElement(loaded.Component, props as P);
  return when ? fallback : null;
}
