import { useCallback, useId, useRef, useState, type ComponentType } from 'react';
import { whenLoaded, type LoadedOnce } from '../engine/codeLoader';

/** What a lazily loaded dialog or popover gets from its trigger. */
export interface OverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id the dialog's content takes, which the trigger's aria-controls names. */
  contentId: string;
  /** For the content's onCloseAutoFocus: focus goes back to the trigger, as Radix's own does. */
  returnFocus: (event: Event) => void;
}

/** A dialog's or popover's component, kept by the one loader (`loadOnce` in codeLoader.ts). */
export type OverlayCode<P> = LoadedOnce<ComponentType<P>>;

/**
 * A trigger button that is in the prerendered markup, for a dialog or popover that is not:
 * the press fetches its code, and it opens once the code is in (at once, after the first
 * time). The trigger is an ordinary button, so a click, Enter and Space all open it. Render
 * `Overlay`, once there is one, with `overlayProps` plus its own props. Code that cannot be
 * fetched leaves it closed, and the next press fetches anew.
 */
export function useOverlayTrigger<
  P extends OverlayProps,
  Trigger extends HTMLElement = HTMLButtonElement,
>(overlay: OverlayCode<P>) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<Trigger>(null);
  const contentId = useId();

  const onOpenChange = useCallback(
    (next: boolean) => {
      if (next) whenLoaded(overlay, 'A dialog', () => setOpen(true));
      else setOpen(false);
    },
    [overlay],
  );
  const returnFocus = useCallback((event: Event) => {
    event.preventDefault();
    triggerRef.current?.focus();
  }, []);

  const triggerProps = {
    ref: triggerRef,
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    'aria-controls': open ? contentId : undefined,
    'data-state': open ? 'open' : 'closed',
    onClick: () => onOpenChange(!open),
  };
  const overlayProps = { open, onOpenChange, contentId, returnFocus };
  return { open, onOpenChange, triggerProps, triggerRef, Overlay: overlay.get(), overlayProps };
}
