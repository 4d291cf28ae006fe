import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState } from 'react';
import { useSite } from '../../site/site';
import { useSiteCatalogue } from '../../site/siteCatalogue';
import type { BlockProps } from '../../engine/types';
import { subscribeToTheme } from '../../theme/themeStore';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { SmartLink } from '../../ui/SmartLink';
import { useSwapWidget } from '../../swap/useSwapWidget';
import { themeStyles } from '../../theme/themeStyles';

/**
 * The spec asks for at least 550 px; Rubic's script draws a frame 640 px high (its
 * RubicWidget.sizes), so the area reserves that much and nothing moves when it arrives.
 */
export const SWAP_WIDGET_MIN_HEIGHT = 640;

const Area = styled.section(
  themeStyles(({ theme }) => ({
    position: 'relative',
    minHeight: `${SWAP_WIDGET_MIN_HEIGHT}px`,
    margin: `0 auto ${theme.space.xl}`,
    maxWidth: '40rem',
    // A failure is a short message, not a 640 px box: on a phone the page's other failure
    // states and the links to try instead must fit on the same screen.
    '&[data-status="failed"]': { minHeight: 0 },
    '&[data-status="failed"] > [data-widget-container]': { display: 'none' },
  })),
);

// The provider's frame and its placeholder are 400 px wide; on a narrower phone they
// shrink with the column instead of pushing the page sideways.
const Container = styled.div({
  minHeight: `${SWAP_WIDGET_MIN_HEIGHT}px`,
  '& iframe, & #rubic-widget-placeholder': { maxWidth: '100%' },
});

const Overlay = styled.div(
  themeStyles(({ theme }) => ({
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space.md,
    padding: theme.space.lg,
    borderRadius: theme.radius.lg,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
  })),
);

const Failure = styled.div(
  themeStyles(({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: theme.space.md,
    padding: theme.space.lg,
    textAlign: 'center',
    borderRadius: theme.radius.lg,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    '& p': { margin: 0 },
    // On a phone the price list's own failure must still fit on the same screen below.
    [theme.breakpoints.mobile]: { gap: theme.space.sm, padding: theme.space.md },
  })),
);

const Elsewhere = styled.nav(
  themeStyles(({ theme }) => ({
    width: '100%',
    paddingTop: theme.space.md,
    borderTop: `1px solid ${theme.colors.border}`,
    '& h3': { margin: `0 0 ${theme.space.sm}`, fontSize: theme.font.size.md },
    '& ul': {
      listStyle: 'none',
      margin: 0,
      padding: 0,
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'center',
      gap: theme.space.sm,
    },
    '& a': {
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: '44px',
      padding: `0 ${theme.space.md}`,
      borderRadius: theme.radius.pill,
      border: `1px solid ${theme.colors.border}`,
    },
    // Smaller pills, still well above the 24 px a pointer target needs, keep the links to
    // three or four rows on a phone.
    [theme.breakpoints.mobile]: {
      paddingTop: theme.space.sm,
      '& ul': { gap: theme.space.xs },
      '& a': { minHeight: '2rem', padding: `0 ${theme.space.sm}`, fontSize: theme.font.size.sm },
    },
  })),
);

export function SwapWidget({ block }: BlockProps<'swapWidget'>) {
  const { coins } = useSiteCatalogue();
  const { containerId } = useSite().providers.swapWidget;
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const { status, retry, redrawInAppliedTheme } = useSwapWidget(container, 'page address', coins);
  // Set once focus enters the provider's frame: from then on the visitor may have a swap
  // half filled in, which a redraw would throw away.
  const touched = useRef(false);
  const elsewhereId = useId();

  useEffect(() => {
    if (status !== 'ready' || !container) return;
    const noteFocus = () => {
      if (container.contains(document.activeElement)) touched.current = true;
    };
    // A click into a cross-origin frame moves focus out of this window without a focus
    // event here; the window's blur, with the frame as the active element, is the trace.
    window.addEventListener('blur', noteFocus);
    container.addEventListener('focusin', noteFocus);
    // Focus that went in between the widget's drawing and this effect counts too.
    noteFocus();
    const redrawUntouched = () => {
      if (!touched.current) redrawInAppliedTheme();
    };
    const unsubscribe = subscribeToTheme(redrawUntouched);
    // The theme may have changed while the widget loaded, before this listener was there.
    redrawUntouched();
    return () => {
      window.removeEventListener('blur', noteFocus);
      container.removeEventListener('focusin', noteFocus);
      unsubscribe();
    };
  }, [status, container, redrawInAppliedTheme]);

  return (
    <Area
      id={block.id}
      aria-label={block.label}
      aria-busy={status === 'loading'}
      data-status={status}
    >
      <Container
        id={containerId}
        ref={setContainer}
        data-status={status}
        data-widget-container=""
      />
      {status === 'loading' && (
        <Overlay data-testid="swap-widget-skeleton" aria-hidden="true">
          <Skeleton height="3rem" />
          <Skeleton height="7rem" />
          <Skeleton height="7rem" />
          <Skeleton height="3.5rem" />
        </Overlay>
      )}
      {status === 'failed' && (
        <Failure>
          <p role="alert">
            The swap widget could not be loaded. A content blocker or a slow connection may be
            stopping it; Retry often helps.
          </p>
          <Button type="button" onClick={retry}>
            Retry
          </Button>
          {block.fallbackLinks && (
            <Elsewhere aria-labelledby={elsewhereId}>
              <h3 id={elsewhereId}>{block.fallbackHeading ?? 'Meanwhile, explore'}</h3>
              <ul>
                {block.fallbackLinks.map((link) => (
                  <li key={link.href}>
                    <SmartLink href={link.href}>{link.label}</SmartLink>
                  </li>
                ))}
              </ul>
            </Elsewhere>
          )}
        </Failure>
      )}
    </Area>
  );
}
