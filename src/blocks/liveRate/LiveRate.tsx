import styled from '@emotion/styled';
import { useEffect, useId, useState } from 'react';
import type { SwapCoin } from '../../site/siteParts';
import { useSwapCoins } from '../../site/swapCoins';
import type { BlockProps } from '../../engine/types';
import type { MarketRecord } from '../../types/schema';
import { formatChange, formatPrice } from '../../market/format';
import { RATE_MAX_AGE_MS, asOfUtc, crossRate, formatCoinAmount } from '../../market/rate';
import { useMarketData, type MarketView } from '../../market/useMarketData';
import { themeStyles } from '../../theme/themeStyles';
import { FactList } from '../../ui/FactList';
import { Card, CardHeading } from '../../ui/primitives';
import { Calculator } from './Calculator';

/** Real prices of the block's coins, recent enough to show. */
interface CurrentPrices {
  from: MarketRecord;
  to?: MarketRecord;
  pricesAt: number;
}

/**
 * The prices of the answer if it has every coin asked for and is recent enough; null
 * otherwise. `expiredAt` is the price time a timer has already found too old.
 */
function currentPrices(
  view: MarketView,
  from: SwapCoin,
  to: SwapCoin | undefined,
  expiredAt: number | null,
): CurrentPrices | null {
  if (view.status !== 'live' && view.status !== 'cached') return null;
  // Too old on arrival (the proxy standing in with old prices), or gone past the limit since.
  if (view.receivedAt - view.pricesAt > RATE_MAX_AGE_MS || expiredAt === view.pricesAt) {
    return null;
  }
  const recordOf = (coin: SwapCoin) => view.records.find((record) => record.id === coin.id);
  const fromRecord = recordOf(from);
  const toRecord = to && recordOf(to);
  if (!fromRecord || (to && !toRecord)) return null;
  return { from: fromRecord, to: toRecord, pricesAt: view.pricesAt };
}

/** The price time once it is past the limit: the block then hides its figures. */
function useExpiry(pricesAt: number | undefined): number | null {
  const [expiredAt, setExpiredAt] = useState<number | null>(null);
  useEffect(() => {
    if (pricesAt === undefined) return;
    const timer = setTimeout(
      () => setExpiredAt(pricesAt),
      Math.max(0, pricesAt + RATE_MAX_AGE_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [pricesAt]);
  return expiredAt;
}

const Note = styled.p(
  themeStyles(({ theme }) => ({
    margin: `0 0 ${theme.space.md}`,
    fontSize: theme.font.size.sm,
    color: theme.colors.textMuted,
  })),
);

const Rate = styled.p(
  themeStyles(({ theme }) => ({
    margin: `0 0 ${theme.space.xs}`,
    fontSize: theme.font.size.lg,
    fontWeight: 700,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  })),
);

const ReverseRate = styled.p(
  themeStyles(({ theme }) => ({
    margin: `0 0 ${theme.space.md}`,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  })),
);

const Prices = styled(FactList)(
  themeStyles(({ theme }) => ({
    marginBottom: theme.space.sm,
    '& dd': { fontVariantNumeric: 'tabular-nums' },
  })),
);

const Change = styled.span<{ direction: number }>(({ theme, direction }) => ({
  display: 'block',
  fontSize: theme.font.size.sm,
  fontWeight: 400,
  color:
    direction > 0
      ? theme.colors.positive
      : direction < 0
        ? theme.colors.negative
        : theme.colors.textMuted,
}));

function PriceFact({ coin, record }: { coin: SwapCoin; record: MarketRecord }) {
  const change = record.price_change_percentage_24h;
  return (
    <div>
      {/* "BNB (BNB)" says nothing twice. */}
      <dt>{coin.name === coin.symbol ? coin.name : `${coin.name} (${coin.symbol})`}</dt>
      <dd>
        {formatPrice(record.current_price)}
        <Change direction={change ?? 0}>{formatChange(change)} in 24h</Change>
      </dd>
    </div>
  );
}

/** What stands in for the figures: no estimate, no old price, only what is going on. */
function unavailableText(view: MarketView, from: SwapCoin, to: SwapCoin | undefined): string {
  if (view.status === 'loading') {
    return to ? 'Loading the live rate…' : `Loading the live ${from.name} price…`;
  }
  return to
    ? `The live ${from.symbol} to ${to.symbol} rate is not available right now, so none is shown. The swap's own quote gives the current rate.`
    : `The live ${from.name} price is not available right now, so none is shown.`;
}

export function LiveRate({ block }: BlockProps<'liveRate'>) {
  const coins = useSwapCoins();
  const headingId = useId();
  const from = coins.find((coin) => coin.slug === block.from);
  const to = block.to === undefined ? undefined : coins.find((coin) => coin.slug === block.to);
  // The validator holds both slugs to the catalogue (see checks.ts), so both are found.
  const asked = [from, to].filter((coin): coin is SwapCoin => coin !== undefined);
  const view = useMarketData(asked);
  const expiredAt = useExpiry('pricesAt' in view ? view.pricesAt : undefined);
  if (!from) return null;
  const prices = currentPrices(view, from, to, expiredAt);
  const rate = prices?.to ? crossRate(prices.from.current_price, prices.to.current_price) : null;
  const shown = prices && (!to || rate !== null) ? prices : null;

  return (
    <Card as="section" id={block.id} aria-labelledby={headingId}>
      <CardHeading id={headingId}>{block.heading}</CardHeading>
      {shown ? (
        <div data-rate-status="current">
          {to && rate !== null && (
            <>
              <Rate>
                1 {from.symbol} ≈ {formatCoinAmount(rate)} {to.symbol}
              </Rate>
              <ReverseRate>
                1 {to.symbol} ≈ {formatCoinAmount(1 / rate)} {from.symbol}
              </ReverseRate>
            </>
          )}
          <Prices>
            <PriceFact coin={from} record={shown.from} />
            {to && shown.to && <PriceFact coin={to} record={shown.to} />}
          </Prices>
          <Note>
            {to ? 'Indicative rate from market prices in US dollars' : 'Market price'},{' '}
            {asOfUtc(shown.pricesAt)}.
          </Note>
        </div>
      ) : (
        <Note data-rate-status={view.status === 'loading' ? 'loading' : 'unavailable'}>
          {unavailableText(view, from, to)}
        </Note>
      )}
      {to && <Calculator from={from} to={to} rate={shown ? rate : null} />}
    </Card>
  );
}
