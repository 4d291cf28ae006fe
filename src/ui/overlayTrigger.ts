import { useCallback, useId, useRef, useState } from 'react';
import type { CodePart } from '../engine/Part';

/** Warms the fetch up; a failure shows when the part is really wanted. */
const warm = <P>(part: CodePart<P>) => void part.load().catch(() => undefined);

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
 * A trigger button that is in the prerendered markup, for a dialog or popover (`part`, a
 * `press` part) that is not: its code is fetched when the visitor points at or focuses the
 * trigger, or at the latest when it is pressed, and the dialog opens as soon as it is there.
 * The trigger is an ordinary button, so a click, Enter and Space all open it. Render the
 * dialog with `<Part {...partProps} />` plus its own props.
 */
export function useOverlayTrigger<
  P extends OverlayProps,
  Trigger extends HTMLElement = HTMLButtonElement,
>(part: CodePart<P>) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<Trigger>(null);
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
  const partProps = {
    part,
    when: wanted,
    onFailure: giveUp,
    open,
    onOpenChange,
    contentId,
    returnFocus,
  };
  return { open, onOpenChange, triggerProps, triggerRef, partProps };
}
