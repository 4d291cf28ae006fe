import styled from '@emotion/styled';
import { useId } from 'react';
import { useSiteCatalogue } from '../../site/siteCatalogue';
import type { BlockProps } from '../../engine/types';
import { formatCompactNumber, formatMoney } from '../../market/format';
import { BlockSection, SectionHeading } from '../../ui/primitives';
import { useCountingStats } from './statsCounter';
import { themeStyles } from '../../theme/themeStyles';
import { oddLastTileSpansRow } from '../../ui/tileGrids';

const Row = styled.dl(
  themeStyles(({ theme }) => ({
    margin: 0,
    display: 'grid',
    gap: theme.space.md,
    gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
    [theme.breakpoints.mobile]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      ...oddLastTileSpansRow,
    },
  })),
);

const Figure = styled.div(
  themeStyles(({ theme }) => ({
    display: 'flex',
    flexDirection: 'column-reverse',
    padding: theme.space.md,
    borderRadius: theme.radius.md,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    textAlign: 'center',
  })),
);

const Value = styled.dd(
  themeStyles(({ theme }) => ({
    margin: 0,
    fontSize: theme.font.size.xl,
    fontWeight: 700,
    fontVariantNumeric: 'tabular-nums',
    color: theme.colors.accent,
  })),
);

const Label = styled.dt(
  themeStyles(({ theme }) => ({
    fontSize: theme.font.size.sm,
    color: theme.colors.textMuted,
  })),
);

export function Stats({ block }: BlockProps<'stats'>) {
  const siteData = useSiteCatalogue();
  const headingId = useId();
  const targets = siteData.stats;
  const counted = useCountingStats(targets);
  const figures: [label: string, value: string][] = [
    [block.labels.totalTransactions, formatCompactNumber(counted.totalTransactions)],
    [block.labels.tradingVolume, formatMoney(counted.tradingVolume)],
    [block.labels.totalUsers, formatCompactNumber(counted.totalUsers)],
    [block.labels.totalTokens, formatCompactNumber(targets.totalTokens)],
    [block.labels.blockchainCount, targets.blockchainCount],
  ];
  return (
    <BlockSection id={block.id} aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{block.heading}</SectionHeading>
      <Row>
        {figures.map(([label, value]) => (
          // The label comes first in the markup so a screen reader says what a figure is
          // before the figure; column-reverse puts the figure on top for the eye.
          <Figure key={label}>
            <Label>{label}</Label>
            <Value>{value}</Value>
          </Figure>
        ))}
      </Row>
    </BlockSection>
  );
}
