import styled from '@emotion/styled';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useRuntimeConfig } from '../../net/runtimeConfig';
import { useSite } from '../../site/site';
import { useTheme } from '../../theme/useTheme';
import {
  embedMiniChart,
  miniChartOptions,
  WIDGET_CONTAINER_CLASS,
  WIDGET_TARGET_CLASS,
} from './miniChartWidget';

const Frame = styled.span({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: '100%',
});

const Substitute = styled.span<{ covered: boolean }>(({ covered }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  visibility: covered ? 'hidden' : 'visible',
}));

/**
 * The provider's drawing sits over the substitute. It is inert and lets clicks through, so
 * the whole row stays one link to the coin page and the keyboard never lands inside it.
 */
const WidgetHost = styled.span<{ shown: boolean }>(({ shown }) => ({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
  visibility: shown ? 'visible' : 'hidden',
  // An autosized embed is as big as its target, so the target fills the cell.
  [`& .${WIDGET_CONTAINER_CLASS}, & .${WIDGET_TARGET_CLASS}`]: { width: '100%', height: '100%' },
}));

type DrawState = 'waiting' | 'drawn' | 'failed';

/**
 * A row's small chart: the provider's mini chart where it can be shown, otherwise the
 * substitute (the site's own sparkline). The substitute is drawn first and stays in place
 * until the provider has actually drawn, so a slow, blocked or broken provider never
 * leaves the cell empty and nothing moves.
 */
export function MiniChart({ symbol, children }: { symbol: string | null; children: ReactNode }) {
  const scriptUrl = useRuntimeConfig(useSite().providers)?.miniChartScriptUrl;
  const dark = useTheme().theme === 'dark';
  const hostRef = useRef<HTMLSpanElement>(null);
  const [state, setState] = useState<DrawState>('waiting');

  useEffect(() => {
    const host = hostRef.current;
    if (!host || !symbol || !scriptUrl) return;
    let current = true;
    // The embed takes its theme once, so a theme change draws it again.
    const embedding = embedMiniChart(host, scriptUrl, miniChartOptions(symbol, dark));
    embedding.drawn
      .then(() => {
        if (current) setState('drawn');
      })
      .catch((error: unknown) => {
        console.warn('The row chart fell back to the sparkline:', error);
        if (current) setState('failed');
      });
    return () => {
      current = false;
      embedding.remove();
    };
  }, [symbol, scriptUrl, dark]);

  const drawn = state === 'drawn';
  return (
    <Frame data-mini-chart-state={symbol && scriptUrl ? state : 'off'}>
      <Substitute covered={drawn}>{children}</Substitute>
      {symbol && scriptUrl && state !== 'failed' && (
        <WidgetHost ref={hostRef} shown={drawn} inert />
      )}
    </Frame>
  );
}
