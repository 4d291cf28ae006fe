import type { MouseEvent, ReactNode } from 'react';
import { IN_PLACE_ATTRIBUTE } from '../engine/islands';
import { loadOnce } from '../engine/codeLoader';
import { swapHref } from '../swap/swapLink';
import { useOverlayTrigger } from './overlayTrigger';
import type { SwapDialogProps } from './SwapDialog';

/** The widget's dialog and its scripts load only when a visitor reaches for a swap. */
const swapDialog = loadOnce(async () => (await import('./SwapDialog')).default);

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A swap of a pair that happens on the page: pressed, it opens the swap widget in a dialog on
 * the pair and the amount. It stays a link to the home page's widget with the same pair, for
 * a new tab, a copied link or a visitor without JavaScript.
 */
export function SwapInPlaceLink({
  from,
  to,
  amount,
  className,
  children,
}: {
  from: string;
  to: string;
  amount?: string;
  className?: string;
  children: ReactNode;
}) {
  const { open, onOpenChange, triggerProps, Overlay, overlayProps } = useOverlayTrigger<
    SwapDialogProps,
    HTMLAnchorElement
  >(swapDialog);
  const { ref } = triggerProps;
  return (
    <>
      <a
        ref={ref}
        href={swapHref({ from, to, amount })}
        className={className}
        {...{ [IN_PLACE_ATTRIBUTE]: '' }}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={triggerProps['aria-controls']}
        onClick={(event) => {
          if (opensElsewhere(event)) return;
          event.preventDefault();
          onOpenChange(true);
        }}
      >
        {children}
      </a>
      {Overlay && <Overlay {...overlayProps} from={from} to={to} amount={amount} />}
    </>
  );
}
