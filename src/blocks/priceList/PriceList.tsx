import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { useSiteCatalogue } from '../../site/siteCatalogue';
import type { BlockProps } from '../../engine/types';
import type { MarketRecord } from '../../types/schema';
import type { SiteData } from '../../types/siteData';
import { asOfUtc, formatChange, formatPrice } from '../../market/format';
import { priceListCoins } from '../../market/query';
import {
  MARKET_ERROR_MESSAGE,
  MARKET_FAILED_MESSAGE,
  useMarketData,
  type MarketView,
} from '../../market/useMarketData';
import { Button } from '../../ui/Button';
import { Logo } from '../../ui/Logo';
import { BlockSection, Card, SectionHeading } from '../../ui/primitives';
import { Skeleton } from '../../ui/Skeleton';
import { SmartLink } from '../../ui/SmartLink';
import { chartSymbol } from '../../market/chartSymbols';
import { MiniChart } from './MiniChart';
import { Sparkline } from '../../ui/Sparkline';
import { themeStyles } from '../../theme/themeStyles';

// A price-list row needs none of the pair page facts.
type Coin = Omit<SiteData['coins'][number], 'pair'>;

export const COINS_PER_PAGE = 5;
const ROW_HEIGHT = '4.5rem';

const Status = styled.p<{ warning: boolean }>(({ theme, warning }) => ({
  // One line is always reserved, so a message appearing never pushes the list down.
  minHeight: '3rem',
  margin: `0 0 ${theme.space.sm}`,
  fontSize: theme.font.size.sm,
  color: warning ? theme.colors.danger : theme.colors.textMuted,
}));

const ListCard = styled(Card)(
  themeStyles(({ theme }) => ({
    [theme.breakpoints.mobile]: { padding: theme.space.md },
    [theme.breakpoints.narrow]: { padding: `${theme.space.md} ${theme.space.sm}` },
  })),
);

const Rows = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  // Five rows are reserved even on the shorter last page, so the dots never jump.
  minHeight: `calc(${COINS_PER_PAGE} * ${ROW_HEIGHT})`,
});

const RowLink = styled(SmartLink)(
  themeStyles(({ theme }) => ({
    display: 'grid',
    gridTemplateColumns: '2.25rem minmax(0, 1.4fr) minmax(0, 1fr) 5rem 5rem 7rem',
    alignItems: 'center',
    gap: theme.space.md,
    height: ROW_HEIGHT,
    padding: `0 ${theme.space.sm}`,
    color: theme.colors.text,
    textDecoration: 'none',
    borderBottom: `1px solid ${theme.colors.border}`,
    '&:hover, &:focus-visible': { background: theme.colors.surfaceAlt },
    // On phones the price column takes the width its figures need and the name the rest,
    // so names are not cut while prices have room to spare.
    [theme.breakpoints.mobile]: {
      gridTemplateColumns: '2rem minmax(0, 1fr) max-content 3.5rem',
      gap: theme.space.sm,
      padding: 0,
    },
    [theme.breakpoints.narrow]: {
      gridTemplateColumns: '2rem minmax(0, 1fr) max-content 3rem',
      gap: theme.space.xs,
    },
  })),
);

const NameCell = styled.span({ display: 'flex', flexDirection: 'column', minWidth: 0 });
const Name = styled.span(
  themeStyles(({ theme }) => ({
    fontWeight: 600,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    // At 320 px a long name beside a price of many digits (Shiba Inu) has no room on one
    // line: it takes two rather than lose its end.
    [theme.breakpoints.narrow]: {
      fontSize: theme.font.size.sm,
      whiteSpace: 'normal',
      lineHeight: 1.15,
    },
  })),
);
const Symbol = styled.span(
  themeStyles(({ theme }) => ({
    color: theme.colors.textMuted,
    fontSize: theme.font.size.sm,
  })),
);

const PriceCell = styled.span(
  themeStyles(({ theme }) => ({
    fontVariantNumeric: 'tabular-nums',
    fontWeight: 600,
    textAlign: 'right',
    [theme.breakpoints.mobile]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-end',
      lineHeight: 1.25,
    },
  })),
);

const Change = styled.span<{ direction: number }>(({ theme, direction }) => ({
  fontVariantNumeric: 'tabular-nums',
  fontSize: theme.font.size.sm,
  textAlign: 'right',
  color:
    direction > 0
      ? theme.colors.positive
      : direction < 0
        ? theme.colors.negative
        : theme.colors.textMuted,
}));

const ChangeLabel = styled.span(
  themeStyles(({ theme }) => ({
    color: theme.colors.textMuted,
    marginRight: '0.25em',
  })),
);

/** The two change columns on wide screens; on phones both move under the price. */
const WideOnly = styled.span(
  themeStyles(({ theme }) => ({ [theme.breakpoints.mobile]: { display: 'none' } })),
);
const PhoneOnly = styled.span(
  themeStyles(({ theme }) => ({
    display: 'none',
    [theme.breakpoints.mobile]: { display: 'inline' },
  })),
);

const ChartCell = styled.span(
  themeStyles(({ theme }) => ({
    height: '2rem',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: '0.75rem',
    lineHeight: 1.2,
    textAlign: 'center',
    color: theme.colors.textMuted,
  })),
);

const Dots = styled.div(
  themeStyles(({ theme }) => ({
    display: 'flex',
    justifyContent: 'center',
    gap: theme.space.xs,
    marginTop: theme.space.sm,
  })),
);

const Dot = styled.button(
  themeStyles(({ theme }) => ({
    width: '44px',
    height: '44px',
    border: 'none',
    background: 'transparent',
    cursor: 'pointer',
    '&::before': {
      content: '""',
      display: 'block',
      width: '0.75rem',
      height: '0.75rem',
      margin: '0 auto',
      borderRadius: '50%',
      border: `2px solid ${theme.colors.primary}`,
    },
    '&[aria-current="true"]::before': { background: theme.colors.primary },
  })),
);

function CoinLogo({ coin, image }: { coin: Coin; image: string | undefined }) {
  // The site's own mark comes first: it is checked at build time to read on its tile in both
  // themes, which the market's picture is not. The picture stands in where the site has none.
  return <Logo sources={[coin.logo, image]} name={coin.name} size={32} colour={coin.color} />;
}

export function RowChart({ coin, record }: { coin: Coin; record: MarketRecord | undefined }) {
  const siteData = useSiteCatalogue();
  if (coin.stablecoin) return <ChartCell>Stablecoin pegged to USD</ChartCell>;
  if (!record) return <ChartCell>Chart data unavailable</ChartCell>;
  const prices = record.sparkline_in_7d?.price ?? [];
  return (
    <ChartCell>
      <MiniChart symbol={chartSymbol(coin.symbol, undefined, siteData.chart)}>
        {prices.length >= 2 ? <Sparkline prices={prices} /> : 'Chart data unavailable'}
      </MiniChart>
    </ChartCell>
  );
}

function ChangeValue({ label, value }: { label: string; value: number | null | undefined }) {
  return (
    <Change direction={value ?? 0}>
      <ChangeLabel>{label}</ChangeLabel>
      {formatChange(value)}
    </Change>
  );
}

function CoinRow({ coin, view }: { coin: Coin; view: MarketView }) {
  const loading = view.status === 'loading';
  const record = 'records' in view ? view.records.find((entry) => entry.id === coin.id) : undefined;
  const price = record ? formatPrice(record.current_price) : '—';
  return (
    <li>
      <RowLink href={`/${coin.slug}`}>
        <CoinLogo coin={coin} image={record?.image} />
        <NameCell>
          <Name>{coin.name}</Name>
          <Symbol>{coin.symbol}</Symbol>
        </NameCell>
        {loading ? (
          <>
            <Skeleton />
            <WideOnly>
              <Skeleton />
            </WideOnly>
            <WideOnly>
              <Skeleton />
            </WideOnly>
            <ChartCell>
              <Skeleton />
            </ChartCell>
          </>
        ) : (
          <>
            <PriceCell>
              {price}
              <PhoneOnly>
                <ChangeValue label="24h" value={record?.price_change_percentage_24h} />
              </PhoneOnly>
              <PhoneOnly>
                <ChangeValue label="7d" value={record?.price_change_percentage_7d_in_currency} />
              </PhoneOnly>
            </PriceCell>
            <WideOnly>
              <ChangeValue label="24h" value={record?.price_change_percentage_24h} />
            </WideOnly>
            <WideOnly>
              <ChangeValue label="7d" value={record?.price_change_percentage_7d_in_currency} />
            </WideOnly>
            <RowChart coin={coin} record={record} />
          </>
        )}
      </RowLink>
    </li>
  );
}

/**
 * What the line above the list says. No figure is ever made up: after a failed refresh the
 * last real prices stay, with the time they arrived; with no real answer at all the list
 * gives way to the message and a retry.
 */
function statusText(view: MarketView): string {
  switch (view.status) {
    case 'loading':
      return 'Loading live prices…';
    case 'live':
      return 'Live prices in US dollars, refreshed every 5 minutes.';
    case 'cached':
      return `${MARKET_ERROR_MESSAGE}. Showing the last prices received, ${asOfUtc(view.pricesAt)}.`;
    case 'failed':
      return `${MARKET_FAILED_MESSAGE}.`;
  }
}

const Failure = styled.div(
  themeStyles(({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space.md,
    padding: `${theme.space.lg} 0`,
    textAlign: 'center',
    color: theme.colors.textMuted,
    '& p': { margin: 0, maxWidth: '28rem' },
    [theme.breakpoints.mobile]: { gap: theme.space.sm, padding: `${theme.space.sm} 0` },
  })),
);

export function PriceList({ block }: BlockProps<'priceList'>) {
  const siteData = useSiteCatalogue();
  const headingId = useId();
  const coins = priceListCoins(siteData);
  const view = useMarketData(coins);
  const [pageIndex, setPageIndex] = useState(0);
  const pageCount = Math.ceil(coins.length / COINS_PER_PAGE);
  const shown = coins.slice(pageIndex * COINS_PER_PAGE, (pageIndex + 1) * COINS_PER_PAGE);
  const warning = view.status === 'cached' || view.status === 'failed';

  return (
    <BlockSection id={block.id} aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{block.heading}</SectionHeading>
      <ListCard>
        <Status role="status" warning={warning} data-market-status={view.status}>
          {statusText(view)}
        </Status>
        {view.status === 'failed' ? (
          <Failure>
            <p>Prices should be back shortly. Try again in a moment.</p>
            <Button
              type="button"
              onClick={view.retry}
              aria-busy={view.retrying}
              disabled={view.retrying}
            >
              {view.retrying ? 'Trying again…' : 'Try again'}
            </Button>
          </Failure>
        ) : (
          <>
            <Rows
              aria-label={`Coins ${pageIndex * COINS_PER_PAGE + 1} to ${pageIndex * COINS_PER_PAGE + shown.length} of ${coins.length}`}
            >
              {shown.map((coin) => (
                <CoinRow key={coin.id} coin={coin} view={view} />
              ))}
            </Rows>
            {pageCount > 1 && (
              <Dots>
                {Array.from({ length: pageCount }, (_, index) => (
                  <Dot
                    key={index}
                    type="button"
                    aria-label={`Show price list page ${index + 1} of ${pageCount}`}
                    aria-current={index === pageIndex}
                    onClick={() => setPageIndex(index)}
                  />
                ))}
              </Dots>
            )}
          </>
        )}
      </ListCard>
    </BlockSection>
  );
}
