import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useState } from 'react';
import { useSite } from '../../engine/site';
import type { BlockProps, MarketRecord, SiteData } from '../../engine/types';
import { formatChange, formatPrice } from '../../market/format';
import { priceListCoins } from '../../market/query';
import {
  MARKET_ERROR_MESSAGE,
  MARKET_FAILED_MESSAGE,
  useMarketData,
  type MarketView,
} from '../../market/useMarketData';
import { BlockSection, Card, SectionHeading } from '../../ui/primitives';
import { SmartLink } from '../../ui/SmartLink';
import { chartSymbol } from '../chart/symbols';
import { MiniChart } from './MiniChart';
import { Sparkline } from './Sparkline';

// A price-list row needs none of the pair page facts.
type Coin = Omit<SiteData['coins'][number], 'pair'>;

export const COINS_PER_PAGE = 5;
const ROW_HEIGHT = '4.5rem';

const pulse = keyframes({ from: { opacity: 0.5 }, to: { opacity: 1 } });

const Status = styled.p<{ warning: boolean }>(({ theme, warning }) => ({
  // One line is always reserved, so a message appearing never pushes the list down.
  minHeight: '3rem',
  margin: `0 0 ${theme.space.sm}`,
  fontSize: theme.font.size.sm,
  color: warning ? theme.colors.danger : theme.colors.textMuted,
}));

const Rows = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  // Five rows are reserved even on the shorter last page, so the dots never jump.
  minHeight: `calc(${COINS_PER_PAGE} * ${ROW_HEIGHT})`,
});

const RowLink = styled(SmartLink)(({ theme }) => ({
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
  [theme.breakpoints.mobile]: {
    gridTemplateColumns: '2rem minmax(0, 1fr) minmax(0, 1fr) 4rem',
    gap: theme.space.sm,
    padding: 0,
  },
}));

const NameCell = styled.span({ display: 'flex', flexDirection: 'column', minWidth: 0 });
const Name = styled.span({
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
const Symbol = styled.span(({ theme }) => ({
  color: theme.colors.textMuted,
  fontSize: theme.font.size.sm,
}));

const PriceCell = styled.span(({ theme }) => ({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 600,
  textAlign: 'right',
  [theme.breakpoints.mobile]: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    lineHeight: 1.25,
  },
}));

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

const ChangeLabel = styled.span(({ theme }) => ({
  color: theme.colors.textMuted,
  marginRight: '0.25em',
}));

/** The two change columns on wide screens; on phones both move under the price. */
const WideOnly = styled.span(({ theme }) => ({ [theme.breakpoints.mobile]: { display: 'none' } }));
const PhoneOnly = styled.span(({ theme }) => ({
  display: 'none',
  [theme.breakpoints.mobile]: { display: 'inline' },
}));

const ChartCell = styled.span(({ theme }) => ({
  height: '2rem',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: '0.75rem',
  lineHeight: 1.2,
  textAlign: 'center',
  color: theme.colors.textMuted,
}));

const Bone = styled.span(({ theme }) => ({
  display: 'inline-block',
  width: '100%',
  height: '1rem',
  borderRadius: theme.radius.sm,
  background: theme.colors.surfaceAlt,
  animation: `${pulse} 1s ease-in-out infinite alternate`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

const Logo = styled.img({ width: '2rem', height: '2rem', borderRadius: '50%' });
const Initial = styled.span<{ colour: string }>(({ colour }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: '50%',
  background: colour,
  color: '#ffffff',
  fontWeight: 700,
}));

const Dots = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'center',
  gap: theme.space.xs,
  marginTop: theme.space.sm,
}));

const Dot = styled.button(({ theme }) => ({
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
}));

function CoinLogo({ coin, image }: { coin: Coin; image: string | undefined }) {
  const [broken, setBroken] = useState(false);
  if (image && !broken) {
    return <Logo src={image} alt="" width={32} height={32} onError={() => setBroken(true)} />;
  }
  return (
    <Initial colour={coin.color} aria-hidden="true" data-testid="logo-fallback">
      {coin.name.charAt(0)}
    </Initial>
  );
}

export function RowChart({ coin, record }: { coin: Coin; record: MarketRecord | undefined }) {
  const siteData = useSite();
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
  const estimated = view.status === 'estimated';
  const price = record ? `${estimated ? '≈ ' : ''}${formatPrice(record.current_price)}` : '—';
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
            <Bone />
            <WideOnly>
              <Bone />
            </WideOnly>
            <WideOnly>
              <Bone />
            </WideOnly>
            <ChartCell>
              <Bone />
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
 * What the line above the list says. The spec hides the list while its error message is
 * set; here the message stays and the list stays, because hiding it would leave a visitor
 * with a blank box and no way to reach the coin pages. Honesty comes from the wording
 * instead: after a failed refresh the previous real prices are shown as they are (they
 * really are cached); with no real answer at all the generated figures are marked as
 * estimates, in this line and with "≈" on every price.
 */
function statusText(view: MarketView): string {
  switch (view.status) {
    case 'loading':
      return 'Loading live prices…';
    case 'live':
      return 'Live prices in US dollars, refreshed every 5 minutes.';
    case 'cached':
      return `${MARKET_ERROR_MESSAGE}. Showing the last prices received.`;
    case 'estimated':
      return `${MARKET_ERROR_MESSAGE}. Live prices are unavailable: the figures below are rough estimates, not market prices.`;
    case 'failed':
      return MARKET_FAILED_MESSAGE;
  }
}

export function PriceList({ block }: BlockProps<'priceList'>) {
  const siteData = useSite();
  const coins = priceListCoins(siteData.coins);
  const view = useMarketData(coins);
  const [pageIndex, setPageIndex] = useState(0);
  const pageCount = Math.ceil(coins.length / COINS_PER_PAGE);
  const shown = coins.slice(pageIndex * COINS_PER_PAGE, (pageIndex + 1) * COINS_PER_PAGE);
  const warning =
    view.status === 'cached' || view.status === 'estimated' || view.status === 'failed';

  return (
    <BlockSection id={block.id} aria-labelledby="price-list-heading">
      <SectionHeading id="price-list-heading">{block.heading}</SectionHeading>
      <Card>
        <Status role="status" warning={warning} data-market-status={view.status}>
          {statusText(view)}
        </Status>
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
      </Card>
    </BlockSection>
  );
}
