import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState } from 'react';
import { onLateArrival } from '../../net/loadScript';
import { useRuntimeConfig } from '../../net/runtimeConfig';
import { useSite } from '../../site/site';
import { useSiteCatalogue } from '../../site/siteCatalogue';
import { widgetTradeFromQuery, type WidgetTrade } from '../../swap/widgetTrade';
import type { BlockProps } from '../../engine/types';
import { readAppliedTheme, subscribeToTheme, type ThemeName } from '../../theme/themeStore';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { SmartLink } from '../../ui/SmartLink';
import { mountSwapWidget, redrawSwapWidget } from '../../swap/loadSwapWidget';
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

type Status = 'loading' | 'ready' | 'failed';

export function SwapWidget({ block }: BlockProps<'swapWidget'>) {
  const siteData = useSiteCatalogue();
  const runtimeConfig = useRuntimeConfig(useSite().providers);
  const containerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  // Set once focus enters the provider's frame: from then on the visitor may have a swap
  // half filled in, which a redraw would throw away.
  const touched = useRef(false);
  // The theme the widget was last drawn in; read in effects only, as the server has no <body>.
  const drawnTheme = useRef<ThemeName | null>(null);
  const provider = siteData.providers.swapWidget;
  const { coins } = siteData;
  // Read in the effects only: the address's query is not part of the prerendered page.
  const trade = useRef<WidgetTrade>({});
  const elsewhereId = useId();

  useEffect(() => {
    const container = containerRef.current;
    // Wait for the server's settings so a deployment's script address is never bypassed.
    if (!runtimeConfig || !container) return;
    let current = true;
    drawnTheme.current = readAppliedTheme();
    trade.current = widgetTradeFromQuery(window.location.search, coins);
    mountSwapWidget(
      container,
      { ...provider, scriptUrl: runtimeConfig.swapWidgetScriptUrl },
      drawnTheme.current,
      trade.current,
    ).then(
      () => current && setStatus('ready'),
      (error: unknown) => {
        console.warn('The swap widget could not be loaded:', error);
        if (!current) return;
        setStatus('failed');
        // A script that turns up after the time limit still draws the widget.
        onLateArrival(error, () => {
          if (!current) return;
          setStatus('loading');
          setAttempt((count) => count + 1);
        });
      },
    );
    return () => {
      current = false;
    };
  }, [runtimeConfig, provider, coins, attempt]);

  useEffect(() => {
    const container = containerRef.current;
    if (status !== 'ready' || !runtimeConfig || !container) return;
    const noteFocus = () => {
      if (container.contains(document.activeElement)) touched.current = true;
    };
    // A click into a cross-origin frame moves focus out of this window without a focus
    // event here; the window's blur, with the frame as the active element, is the trace.
    window.addEventListener('blur', noteFocus);
    container.addEventListener('focusin', noteFocus);
    // Focus that went in between the widget's drawing and this effect counts too.
    noteFocus();
    const redrawInAppliedTheme = () => {
      if (touched.current || readAppliedTheme() === drawnTheme.current) return;
      drawnTheme.current = readAppliedTheme();
      void redrawSwapWidget(
        container,
        { ...provider, scriptUrl: runtimeConfig.swapWidgetScriptUrl },
        drawnTheme.current,
        trade.current,
      );
    };
    const unsubscribe = subscribeToTheme(redrawInAppliedTheme);
    // The theme may have changed while the widget loaded, before this listener was there.
    redrawInAppliedTheme();
    return () => {
      window.removeEventListener('blur', noteFocus);
      container.removeEventListener('focusin', noteFocus);
      unsubscribe();
    };
  }, [status, runtimeConfig, provider]);

  const retry = () => {
    setStatus('loading');
    setAttempt((count) => count + 1);
  };

  return (
    <Area
      id={block.id}
      aria-label={block.label}
      aria-busy={status === 'loading'}
      data-status={status}
    >
      <Container
        id={provider.containerId}
        ref={containerRef}
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
