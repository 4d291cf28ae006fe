import {
  createElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
} from 'react';

/**
 * A component whose code is fetched only when it is first needed (a dialog, the popover, the
 * toasts), so that it is not part of any page's first load. Fetched once; a failed fetch is
 * tried again the next time it is wanted.
 */
export interface LazyPart<P> {
  /** Starts the fetch (if it has not started) and resolves to the component. */
  load(): Promise<ComponentType<P>>;
}

export function lazyPart<P>(fetchPart: () => Promise<ComponentType<P>>): LazyPart<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  return {
    load() {
      pending ??= fetchPart().catch((error: unknown) => {
        pending = null;
        throw error;
      });
      return pending;
    },
  };
}

/** Warms the fetch up; a failure shows when the part is really wanted. */
const warm = <P>(part: LazyPart<P>) => void part.load().catch(() => undefined);

export type DeferredProps<P> = P & {
  part: LazyPart<P>;
  /** Nothing is fetched or rendered until this is first true; from then on `part` renders. */
  when: boolean;
  /**
   * When the code cannot be fetched (offline, a deploy replaced the chunk), so whatever asked
   * can give up instead of waiting for ever. The error is logged.
   */
  onFailure: () => void;
};

/** Renders `part` with the other props, from the first time `when` is true on. */
export function Deferred<P extends object>({ part, when, onFailure, ...props }: DeferredProps<P>) {
  const [loaded, setLoaded] = useState<{ Part: ComponentType<P> } | null>(null);
  const failed = useRef(onFailure);
  useEffect(() => {
    failed.current = onFailure;
  });
  useEffect(() => {
    if (!when || loaded) return;
    let current = true;
    part.load().then(
      (Part) => {
        if (current) setLoaded({ Part });
      },
      (error: unknown) => {
        console.error('A part of the page could not be loaded:', error);
        if (current) failed.current();
      },
    );
    return () => {
      current = false;
    };
  }, [part, when, loaded]);
  return loaded ? createElement(loaded.Part, props as P) : null;
}

/** What a lazily loaded dialog or popover gets from its trigger. */
export interface OverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id the dialog's content takes, which the trigger's aria-controls names. */
  contentId: string;
  /** For the content's onCloseAutoFocus: focus goes back to the trigger, as Radix's own does. */
  returnFocus: (event: Event) => void;
}

/**
 * A trigger button that is in the page's first load and prerendered markup, for a dialog or
 * popover (`part`) that is not: its code is fetched when the visitor points at or focuses the
 * trigger, or at the latest when it is pressed, and the dialog opens as soon as it is there.
 * The trigger is an ordinary button, so a click, Enter and Space all open it. Render the
 * dialog with `<Deferred {...deferredProps} />` plus its own props.
 */
export function useOverlayTrigger<P extends OverlayProps>(part: LazyPart<P>) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();

  const onOpenChange = useCallback((next: boolean) => {
    if (next) setWanted(true);
    setOpen(next);
  }, []);
  const returnFocus = useCallback((event: Event) => {
    event.preventDefault();
    triggerRef.current?.focus();
  }, []);
  // Not wanted any more either, so that the next press fetches anew.
  const giveUp = useCallback(() => {
    setOpen(false);
    setWanted(false);
  }, []);

  const triggerProps = {
    ref: triggerRef,
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    'aria-controls': open ? contentId : undefined,
    'data-state': open ? 'open' : 'closed',
    onClick: () => onOpenChange(!open),
    onPointerEnter: () => warm(part),
    onFocus: () => warm(part),
  };
  const deferredProps = {
    part,
    when: wanted,
    onFailure: giveUp,
    open,
    onOpenChange,
    contentId,
    returnFocus,
  };
  return { open, onOpenChange, triggerProps, triggerRef, deferredProps };
}
