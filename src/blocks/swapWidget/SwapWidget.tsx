import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useRuntimeConfig } from '../../net/runtimeConfig';
import { useSiteCatalogue } from '../../engine/siteCatalogue';
import { widgetTradeFromQuery, type WidgetTrade } from '../../swap/widgetTrade';
import type { BlockProps } from '../../engine/types';
import { readAppliedTheme, subscribeToTheme, type ThemeName } from '../../theme/themeStore';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { mountSwapWidget, redrawSwapWidget } from './loadSwapWidget';
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

const Failure = styled(Overlay)({
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
});

type Status = 'loading' | 'ready' | 'failed';

export function SwapWidget({ block }: BlockProps<'swapWidget'>) {
  const siteData = useSiteCatalogue();
  const runtimeConfig = useRuntimeConfig();
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
        if (current) setStatus('failed');
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
    <Area id={block.id} aria-label={block.label} aria-busy={status === 'loading'}>
      <Container id={provider.containerId} ref={containerRef} data-status={status} />
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
            The swap widget could not be loaded. A content blocker or a network problem may be
            stopping it.
          </p>
          <Button type="button" onClick={retry}>
            Retry
          </Button>
        </Failure>
      )}
    </Area>
  );
}
