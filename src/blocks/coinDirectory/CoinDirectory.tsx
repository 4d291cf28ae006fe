import styled from '@emotion/styled';
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { BlockProps } from '../../engine/types';
import { asOfUtc } from '../../market/format';
import { useRuntimeConfig } from '../../net/runtimeConfig';
import { useSite } from '../../site/site';
import { themeStyles } from '../../theme/themeStyles';
import { BlockSection, LabelledField, SectionHeading } from '../../ui/primitives';
import { matchCountText, matchingRows } from './filter';
import { useMarksNearView, useRowPricesShown, useRowsShown } from './directoryDom';
import { useRowPrices, type RowPrice } from './prices';
import { directoryRowsHtml } from './rows';

const Filter = styled(LabelledField)({ maxWidth: '28rem' });

const Muted = styled.p(
  themeStyles(({ theme }) => ({
    margin: `${theme.space.sm} 0`,
    fontSize: theme.font.size.sm,
    color: theme.colors.textMuted,
  })),
);

/** Styled once for the whole list, by element: its rows are markup (rows.ts), not components. */
const List = styled.ul(
  themeStyles(({ theme }) => ({
    listStyle: 'none',
    margin: `${theme.space.md} 0 0`,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(17rem, 1fr))',
    columnGap: theme.space.lg,
    '& li': {
      // The browser lays out and paints only the rows near the screen, not all 1,500.
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 45px',
      display: 'flex',
      alignItems: 'center',
      gap: theme.space.sm,
      minWidth: 0,
      borderBottom: `1px solid ${theme.colors.border}`,
    },
    '& a': {
      flex: 1,
      minWidth: 0,
      display: 'flex',
      alignItems: 'center',
      gap: theme.space.sm,
      minHeight: '44px',
      color: theme.colors.text,
      fontWeight: 600,
      textDecoration: 'none',
      overflowWrap: 'anywhere',
    },
    '& a:hover': { color: theme.colors.primary },
    // Every row keeps the mark's room, drawn or not, so names line up and nothing moves.
    '& .mark': { flexShrink: 0, width: '24px', height: '24px' },
    '& .mark img': { display: 'block', objectFit: 'contain' },
    '& .mark.initials': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      borderRadius: '50%',
      background: theme.colors.surfaceAlt,
      color: theme.colors.text,
      fontSize: '0.625rem',
      fontWeight: 700,
    },
    // A long name wraps; a symbol stays whole.
    '& a span:not(.mark)': {
      flexShrink: 0,
      whiteSpace: 'nowrap',
      color: theme.colors.textMuted,
      fontWeight: 400,
      fontSize: theme.font.size.sm,
    },
    '& li > span': { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  })),
);

/** The text a live region reads out: only once the visitor pauses, not at every key. */
const ANNOUNCE_AFTER_MS = 500;

function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** What the prices shown are and how old, the oldest first: every price is that recent or more. */
function pricesNote(prices: ReadonlyMap<string, RowPrice>, failed: boolean): string | null {
  if (failed) return 'Live prices are not available right now, so none are shown.';
  const times = [...prices.values()].map((price) => price.at);
  if (times.length === 0) return null;
  const oldest = Math.min(...times);
  const later = times.some((time) => asOfUtc(time) !== asOfUtc(oldest));
  return `Indicative market prices in US dollars, ${asOfUtc(oldest)}${later ? ' or later' : ''}.`;
}

/**
 * Every coin of the catalogue as a plain link (so the prerendered page is a crawlable list of
 * them all), in market-cap order. One island for the whole list: the filter hides the rows
 * that do not match, and prices are asked for the rows in view only. The rows are markup
 * that the island changes in place (rows.ts, directoryDom.ts).
 */
export function CoinDirectory({ block }: BlockProps<'coinDirectory'>) {
  const headingId = useId();
  const inputId = useId();
  const statusId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [filter, setFilter] = useState('');
  const appliedFilter = useDeferredValue(filter);
  const { entries } = block;

  // Text typed before the island woke is the visitor's: it is kept and applied.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setFilter(typed);
  }, []);

  const matching = useMemo(() => matchingRows(entries, appliedFilter), [entries, appliedFilter]);
  const matchCount = useMemo(() => matching.filter(Boolean).length, [matching]);
  const status = useSettled(
    matchCountText(entries.length, matchCount, appliedFilter),
    ANNOUNCE_AFTER_MS,
  );

  const ids = useMemo(() => entries.map((entry) => entry.id), [entries]);
  const rowsHtml = useMemo(() => directoryRowsHtml(entries), [entries]);
  const marketBase = useRuntimeConfig(useSite().providers)?.marketBase;
  useMarksNearView(listRef, rowsHtml);
  const { prices, failed } = useRowPrices(listRef, ids, marketBase);
  useRowsShown(listRef, matching);
  useRowPricesShown(listRef, ids, prices);
  const note = pricesNote(prices, failed);

  return (
    <BlockSection id={block.id} aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{block.heading}</SectionHeading>
      <Filter>
        <label htmlFor={inputId}>Find a coin by name or symbol</label>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={statusId}
        />
      </Filter>
      <Muted id={statusId} role="status">
        {status}
      </Muted>
      {note && <Muted>{note}</Muted>}
      {/* React leaves the rows of a list whose inner HTML it sets alone while it hydrates, and
          an unchanged value is never written again. */}
      <List ref={listRef} dangerouslySetInnerHTML={{ __html: rowsHtml }} suppressHydrationWarning />
    </BlockSection>
  );
}
