import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useRuntimeConfig } from '../../engine/runtimeConfig';
import { siteData } from '../../engine/siteData';
import type { BlockProps } from '../../engine/types';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { mountSwapWidget, type SwapWidgetTheme } from './loadSwapWidget';

/** Spec: the widget area is at least 550 px high, reserved before the widget arrives. */
export const SWAP_WIDGET_MIN_HEIGHT = 550;

const Area = styled.section(({ theme }) => ({
  position: 'relative',
  minHeight: `${SWAP_WIDGET_MIN_HEIGHT}px`,
  margin: `0 auto ${theme.space.xl}`,
  maxWidth: '40rem',
}));

const Container = styled.div({ minHeight: `${SWAP_WIDGET_MIN_HEIGHT}px` });

const Overlay = styled.div(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.md,
  padding: theme.space.lg,
  borderRadius: theme.radius.lg,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
}));

const Failure = styled(Overlay)({
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
});

type Status = 'loading' | 'ready' | 'failed';

/** The theme the visitor sees now; the settings switch keeps it as a class on <body>. */
const currentTheme = (): SwapWidgetTheme =>
  document.body.classList.contains('dark') ? 'dark' : 'light';

export function SwapWidget({ block }: BlockProps<'swapWidget'>) {
  const runtimeConfig = useRuntimeConfig();
  const containerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  const provider = siteData.providers.swapWidget;

  useEffect(() => {
    const container = containerRef.current;
    // Wait for the server's settings so a deployment's script address is never bypassed.
    if (!runtimeConfig || !container) return;
    let current = true;
    mountSwapWidget(
      container,
      { ...provider, scriptUrl: runtimeConfig.swapWidgetScriptUrl },
      currentTheme(),
    ).then(
      () => current && setStatus('ready'),
      (error: unknown) => {
        console.error('The swap widget could not be loaded:', error);
        if (current) setStatus('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [runtimeConfig, provider, attempt]);

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
