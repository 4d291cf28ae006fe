import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useSwapCoins } from '../../site/swapCoins';
import { useSite } from '../../site/site';
import type { BlockProps } from '../../engine/types';
import { themeStyles } from '../../theme/themeStyles';
import { buttonStyles } from '../../ui/Button';
import { factListStyles } from '../../ui/FactList';
import { Card, CardHeading } from '../../ui/primitives';
import { Calculator } from './Calculator';
import { figuresOf, type RateCoins } from './figures';
import {
  COINS_ATTRIBUTE,
  FIGURES_ATTRIBUTE,
  MARKET_BASE_ATTRIBUTE,
  onShownRate,
  shownRate,
  skeletonHtml,
  startLive,
} from './live';

/**
 * The figures' look, by part: their markup is written by live.ts, not rendered by React, so
 * it is styled from here.
 */
const Figures = styled.div(
  themeStyles(({ theme }) => ({
    '& [hidden]': { display: 'none' },
    '& [data-part="rate"]': {
      margin: `0 0 ${theme.space.xs}`,
      fontSize: theme.font.size.lg,
      fontWeight: 700,
      fontVariantNumeric: 'tabular-nums',
      overflowWrap: 'anywhere',
    },
    '& [data-part="reverse"]': {
      margin: `0 0 ${theme.space.md}`,
      fontVariantNumeric: 'tabular-nums',
      overflowWrap: 'anywhere',
    },
    '& dl': {
      ...factListStyles(theme),
      marginBottom: theme.space.sm,
      '& dd': { ...factListStyles(theme)['& dd'], fontVariantNumeric: 'tabular-nums' },
    },
    '& dd span': {
      display: 'block',
      fontSize: theme.font.size.sm,
      fontWeight: 400,
      color: theme.colors.textMuted,
    },
    '& dd span[data-direction="up"]': { color: theme.colors.positive },
    '& dd span[data-direction="down"]': { color: theme.colors.negative },
    '& [data-part="note"], & [data-part="status"]': {
      margin: `0 0 ${theme.space.md}`,
      fontSize: theme.font.size.sm,
      color: theme.colors.textMuted,
    },
    '& [data-part="retry"]': { marginBottom: theme.space.md },
    '& button': buttonStyles(theme, 'secondary'),
  })),
);

export function LiveRate({ block }: BlockProps<'liveRate'>) {
  const coins = useSwapCoins();
  const { providers } = useSite();
  const headingId = useId();
  const from = coins.find((coin) => coin.slug === block.from);
  const to = block.to === undefined ? undefined : coins.find((coin) => coin.slug === block.to);
  const [figures, setFigures] = useState<HTMLElement | null>(null);
  useEffect(() => (figures ? startLive(figures) : undefined), [figures]);
  // One subscription for as long as the figures' element stays the same.
  const onRateChange = useCallback(
    (listener: () => void) => onShownRate(figures, listener),
    [figures],
  );
  const { rate, printed } = useSyncExternalStore(
    onRateChange,
    () => shownRate(figures),
    () => shownRate(null),
  );
  // The validator holds both slugs to the catalogue (see checks.ts), so both are found.
  if (!from) return null;
  const named: RateCoins = {
    from: { id: from.id, name: from.name, symbol: from.symbol },
    to: to && { id: to.id, name: to.name, symbol: to.symbol },
  };
  // Written once, as the markup the loop starts from; React never writes it again.
  const startingHtml = skeletonHtml(
    figuresOf({ status: 'loading' }, named, { slow: false, retrying: false, now: 0 }),
  );

  return (
    <Card as="section" id={block.id} aria-labelledby={headingId}>
      <CardHeading id={headingId}>{block.heading}</CardHeading>
      <Figures
        ref={setFigures}
        {...{
          [FIGURES_ATTRIBUTE]: '',
          [COINS_ATTRIBUTE]: JSON.stringify(named),
          [MARKET_BASE_ATTRIBUTE]: providers.marketBase,
        }}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: startingHtml }}
      />
      {to && <Calculator from={from} to={to} rate={rate} printed={printed} />}
    </Card>
  );
}
