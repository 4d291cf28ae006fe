import styled from '@emotion/styled';
import { useEffect, useId, useState } from 'react';
import type { BlockProps } from '../../engine/types';
import { RATE_MAX_AGE_MS } from '../../market/rate';
import { asOfUtc } from '../../market/format';
import { MARKET_ERROR_MESSAGE, MARKET_FAILED_MESSAGE } from '../../market/useMarketData';
import { themeStyles } from '../../theme/themeStyles';
import { Button } from '../../ui/Button';
import { FactList } from '../../ui/FactList';
import { Card, CardHeading } from '../../ui/primitives';
import { Sparkline } from '../../ui/Sparkline';
import { figuresTime, isRecent, marketFigures, sparklinePrices, type Figure } from './figures';
import { useCoinMarket, type CoinMarketView } from './useCoinMarket';

const Note = styled.p(
  themeStyles(({ theme }) => ({
    margin: `0 0 ${theme.space.md}`,
    fontSize: theme.font.size.sm,
    color: theme.colors.textMuted,
  })),
);

const Figures = styled(FactList)(
  themeStyles(({ theme }) => ({
    marginBottom: theme.space.sm,
    '& dd': { fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
  })),
);

const Change = styled.dd<{ direction: number }>(({ theme, direction }) => ({
  color:
    direction > 0
      ? theme.colors.positive
      : direction < 0
        ? theme.colors.negative
        : theme.colors.textMuted,
}));

const Trend = styled.figure(
  themeStyles(({ theme }) => ({
    margin: `0 0 ${theme.space.md}`,
    '& > div': { height: '4rem' },
    '& figcaption': {
      marginTop: theme.space.xs,
      fontSize: theme.font.size.sm,
      color: theme.colors.textMuted,
    },
  })),
);

/** The time of figures once it is past the limit: the card then hides them. */
function useExpiry(at: number | undefined): number | null {
  const [expiredAt, setExpiredAt] = useState<number | null>(null);
  useEffect(() => {
    if (at === undefined) return;
    const timer = setTimeout(
      () => setExpiredAt(at),
      Math.max(0, at + RATE_MAX_AGE_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [at]);
  return expiredAt;
}

interface Shown {
  figures: Figure[];
  prices: number[] | null;
  at: number;
}

/** The figures to show, or null when there is nothing real and recent enough. */
function shownFigures(
  view: CoinMarketView,
  symbol: string,
  at: number | undefined,
  expiredAt: number | null,
): Shown | null {
  if (!('record' in view) || !view.record || at === undefined) return null;
  // Too old on arrival (the proxy standing in with old figures), or gone past the limit since.
  if (!isRecent(at, view.receivedAt) || expiredAt === at) return null;
  const figures = marketFigures(view.record, symbol);
  return figures.length > 0 ? { figures, prices: sparklinePrices(view.record), at } : null;
}

/** What stands in for the figures: never an estimate, only what is going on. */
function unavailableText(view: CoinMarketView, name: string): string {
  switch (view.status) {
    case 'loading':
      return `Loading the live ${name} market data…`;
    case 'failed':
      return `${MARKET_FAILED_MESSAGE}, so no ${name} figures are shown.`;
    default:
      return view.record
        ? `The live ${name} market data is not available right now, so none is shown.`
        : `The market has no current figures for ${name}, so none are shown.`;
  }
}

export function MarketStats({ block }: BlockProps<'marketStats'>) {
  const headingId = useId();
  const view = useCoinMarket(block.marketId);
  const at = 'record' in view && view.record ? figuresTime(view.record, view.pricesAt) : undefined;
  const expiredAt = useExpiry(at);
  const shown = shownFigures(view, block.symbol, at, expiredAt);

  return (
    <Card as="section" id={block.id} aria-labelledby={headingId}>
      <CardHeading id={headingId}>{block.heading}</CardHeading>
      {shown ? (
        <div data-market-status={view.status}>
          {block.sparkline && shown.prices && (
            <Trend>
              <div>
                <Sparkline prices={shown.prices} />
              </div>
              <figcaption>{block.symbol} price over the last 7 days</figcaption>
            </Trend>
          )}
          <Figures>
            {shown.figures.map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                {figure.direction === undefined ? (
                  <dd>{figure.value}</dd>
                ) : (
                  <Change direction={figure.direction}>{figure.value}</Change>
                )}
              </div>
            ))}
          </Figures>
          <Note>
            {view.status === 'cached'
              ? `${MARKET_ERROR_MESSAGE}. Showing the last figures received, indicative, in US dollars, ${asOfUtc(shown.at)}.`
              : `Indicative market data in US dollars, ${asOfUtc(shown.at)}.`}
          </Note>
        </div>
      ) : (
        <div data-market-status={view.status === 'loading' ? 'loading' : 'unavailable'}>
          <Note>{unavailableText(view, block.name)}</Note>
          {view.status === 'failed' && (
            <Button
              type="button"
              variant="secondary"
              aria-busy={view.retrying}
              onClick={view.retry}
            >
              Try again
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
