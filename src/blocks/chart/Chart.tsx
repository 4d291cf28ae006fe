import styled from '@emotion/styled';
import { useId, useMemo } from 'react';
import { useRuntimeConfig } from '../../net/runtimeConfig';
import { useSite } from '../../site/site';
import { useSiteCatalogue } from '../../site/siteCatalogue';
import type { BlockProps } from '../../engine/types';
import { Button } from '../../ui/Button';
import { SmartLink } from '../../ui/SmartLink';
import { BlockSection, SectionHeading } from '../../ui/primitives';
import { loadScriptOnce } from '../../net/loadScript';
import { useWidgetDrawing } from '../../net/useWidgetDrawing';
import { chartSymbol, symbolPageUrl } from '../../market/chartSymbols';
import { CHART_HEIGHT_PX, widgetOptions } from './tradingView';
import { useTheme } from '../../theme/useTheme';
import { themeStyles } from '../../theme/themeStyles';

/** Always exactly the widget's height inside the border, so nothing moves when the chart arrives or fails. */
const Frame = styled.div(
  themeStyles(({ theme }) => ({
    position: 'relative',
    boxSizing: 'content-box',
    height: `${CHART_HEIGHT_PX}px`,
    overflow: 'hidden',
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.md,
  })),
);

const Layer = styled.div({ position: 'absolute', inset: 0 });

const Notice = styled(Layer)(
  themeStyles(({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space.sm,
    padding: theme.space.lg,
    textAlign: 'center',
    color: theme.colors.textMuted,
    '& p': { margin: 0 },
    '& a': { display: 'inline-flex', alignItems: 'center', minHeight: '44px' },
  })),
);

const PairName = styled.p(
  themeStyles(({ theme }) => ({
    fontSize: theme.font.size.lg,
    fontWeight: 700,
    color: theme.colors.text,
  })),
);

const Credit = styled.p(
  themeStyles(({ theme }) => ({
    margin: `${theme.space.sm} 0 0`,
    fontSize: theme.font.size.sm,
    color: theme.colors.textMuted,
  })),
);

export function Chart({ block }: BlockProps<'chart'>) {
  const siteData = useSiteCatalogue();
  const provider = siteData.chart;
  const symbol =
    block.liveChart === false ? null : chartSymbol(block.fromSymbol, block.toSymbol, provider);
  const pair = `${block.fromSymbol}/${block.toSymbol}`;
  const scriptUrl = useRuntimeConfig(useSite().providers)?.chartScriptUrl;
  const dark = useTheme().theme === 'dark';
  const containerId = `chart-widget${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const headingId = useId();
  const draw = useMemo(() => {
    if (!symbol || !scriptUrl) return null;
    return async (stillWanted: () => boolean) => {
      await loadScriptOnce(scriptUrl);
      if (!stillWanted()) return;
      const TradingView = window.TradingView;
      if (!TradingView) throw new Error(`${scriptUrl} loaded but defined no TradingView widget`);
      // The provider has no way to re-theme a drawn widget, so a theme change redraws it.
      document.getElementById(containerId)?.replaceChildren();
      new TradingView.widget(widgetOptions(containerId, symbol, dark));
    };
  }, [symbol, scriptUrl, dark, containerId]);
  const { status, retry } = useWidgetDrawing(draw, 'The price chart could not be shown:');

  const providerLink = (
    <SmartLink href={symbolPageUrl(symbol, provider)}>
      {symbol ? `View ${pair} on ${provider.providerName}` : `Markets on ${provider.providerName}`}
    </SmartLink>
  );

  return (
    <BlockSection id={block.id} aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{block.heading}</SectionHeading>
      <Frame>
        {symbol && status !== 'failed' ? (
          <>
            {status === 'loading' && (
              <Notice role="status">
                <p>Loading the {pair} chart…</p>
              </Notice>
            )}
            <Layer id={containerId} data-chart-symbol={symbol} />
          </>
        ) : (
          <Notice>
            <PairName>{pair}</PairName>
            <p>
              {symbol
                ? 'The live chart is unavailable right now.'
                : 'There is no live chart for this pair.'}
            </p>
            {symbol && (
              <Button type="button" onClick={retry}>
                Retry
              </Button>
            )}
            {providerLink}
          </Notice>
        )}
      </Frame>
      {/* Credited only where the provider draws something: a panel without a chart owes it nothing. */}
      {symbol && status !== 'failed' && (
        <Credit>
          Chart by <SmartLink href={provider.providerUrl}>{provider.providerName}</SmartLink>
        </Credit>
      )}
    </BlockSection>
  );
}
