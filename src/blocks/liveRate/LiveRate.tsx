import styled from '@emotion/styled';
import { useEffect, useId, useState } from 'react';
import type { SwapCoin } from '../../site/siteParts';
import { useSwapCoins } from '../../site/swapCoins';
import type { BlockProps } from '../../engine/types';
import type { MarketRecord } from '../../types/schema';
import { asOfUtc, formatChange, formatPrice, shownPrice } from '../../market/format';
import { crossRate, expiresAt, isCurrent, quoteRate, type RateQuote } from '../../market/rate';
import { useMarketData, type MarketView } from '../../market/useMarketData';
import { themeStyles } from '../../theme/themeStyles';
import { Button } from '../../ui/Button';
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
  // Too old on arrival (the proxy standing in with old prices), or gone past the limit since;
  // judged on the server's clock, so a visitor's wrong clock neither hides nor keeps them.
  if (!isCurrent(view.pricesAt, view.receivedAt, view.clockOffset) || expiredAt === view.pricesAt) {
    return null;
  }
  const recordOf = (coin: SwapCoin) => view.records.find((record) => record.id === coin.id);
  const fromRecord = recordOf(from);
  const toRecord = to && recordOf(to);
  if (!fromRecord || (to && !toRecord)) return null;
  return { from: fromRecord, to: toRecord, pricesAt: view.pricesAt };
}

/** The price time once it is past the limit: the block then hides its figures. */
function useExpiry(pricesAt: number | undefined, clockOffset: number): number | null {
  const [expiredAt, setExpiredAt] = useState<number | null>(null);
  useEffect(() => {
    if (pricesAt === undefined) return;
    const timer = setTimeout(
      () => setExpiredAt(pricesAt),
      Math.max(0, expiresAt(pricesAt, clockOffset) - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [pricesAt, clockOffset]);
  return expiredAt;
}

/**
 * How long a first answer may take before the card says the market is slow, rather than
 * showing "Loading" for as long as the server waits for the service.
 */
export const SLOW_AFTER_MS = 3_000;

function useSlow(loading: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [loading]);
  return loading && slow;
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
        {formatPrice(shownPrice(record.current_price))}
        <Change direction={change ?? 0}>{formatChange(change)} in 24h</Change>
      </dd>
    </div>
  );
}

/** What stands in for the figures: no estimate, no old price, only what is going on. */
function unavailableText(
  view: MarketView,
  slow: boolean,
  from: SwapCoin,
  to: SwapCoin | undefined,
): string {
  const what = to ? `live ${from.symbol} to ${to.symbol} rate` : `live ${from.name} price`;
  if (view.status === 'loading') {
    if (slow) {
      return `The market data service is slow to answer, so there is no ${what} yet. Still trying; the swap's own quote gives the current rate meanwhile.`;
    }
    return to ? 'Loading the live rate…' : `Loading the live ${from.name} price…`;
  }
  return to
    ? `The ${what} is not available right now, so none is shown. The swap's own quote gives the current rate.`
    : `The ${what} is not available right now, so none is shown.`;
}

const RetryRow = styled.div(themeStyles(({ theme }) => ({ marginBottom: theme.space.md })));

/** "1 BTC ≈ 28.53 ETH", or "1M SHIB ≈ 0.0002216 BTC" for a tiny rate. */
const quoteText = (quote: RateQuote, from: string, to: string) =>
  `${quote.per} ${from} ≈ ${quote.amount} ${to}`;

export function LiveRate({ block }: BlockProps<'liveRate'>) {
  const coins = useSwapCoins();
  const headingId = useId();
  const from = coins.find((coin) => coin.slug === block.from);
  const to = block.to === undefined ? undefined : coins.find((coin) => coin.slug === block.to);
  // The validator holds both slugs to the catalogue (see checks.ts), so both are found.
  const asked = [from, to].filter((coin): coin is SwapCoin => coin !== undefined);
  const view = useMarketData(asked);
  const expiredAt = useExpiry(
    'pricesAt' in view ? view.pricesAt : undefined,
    'clockOffset' in view ? view.clockOffset : 0,
  );
  const slow = useSlow(view.status === 'loading');
  if (!from) return null;
  const prices = currentPrices(view, from, to, expiredAt);
  // From the prices as the card prints them, so the rate and the prices agree to the digit.
  const rate = prices?.to
    ? crossRate(shownPrice(prices.from.current_price), shownPrice(prices.to.current_price))
    : null;
  const shown = prices && (!to || rate !== null) ? prices : null;
  const forward = rate !== null ? quoteRate(rate) : null;
  const reverse = rate !== null ? quoteRate(1 / rate) : null;
  // What a visitor may copy from the card into the calculator, to be read as printed.
  const printed = [forward, reverse].flatMap((quote) => (quote ? [quote.amount] : []));
  const retry = view.status === 'loading' ? null : view;

  return (
    <Card as="section" id={block.id} aria-labelledby={headingId}>
      <CardHeading id={headingId}>{block.heading}</CardHeading>
      {shown ? (
        <div data-rate-status="current">
          {to && forward && reverse && (
            <>
              <Rate>{quoteText(forward, from.symbol, to.symbol)}</Rate>
              <ReverseRate>{quoteText(reverse, to.symbol, from.symbol)}</ReverseRate>
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
        <>
          <Note
            aria-live="polite"
            data-rate-status={
              view.status === 'loading' ? (slow ? 'slow' : 'loading') : 'unavailable'
            }
          >
            {unavailableText(view, slow, from, to)}
          </Note>
          {retry && (
            <RetryRow>
              <Button
                type="button"
                variant="secondary"
                onClick={retry.retry}
                aria-busy={retry.retrying}
                disabled={retry.retrying}
              >
                {retry.retrying ? 'Trying again…' : 'Try again'}
              </Button>
            </RetryRow>
          )}
        </>
      )}
      {to && <Calculator from={from} to={to} rate={shown ? rate : null} printed={printed} />}
    </Card>
  );
}
