import styled from '@emotion/styled';
import { useId } from 'react';
import { useSiteCatalogue } from '../../site/siteCatalogue';
import type { BlockProps } from '../../engine/types';
import { Logo } from '../../ui/Logo';
import { BlockSection, SectionHeading } from '../../ui/primitives';
import { themeStyles } from '../../theme/themeStyles';
import { columnsOrFewer, evenRowLength } from '../../ui/tileGrids';

// Built per render: the columns are chosen so the chains fill every row they take.
const Grid = styled('ul', { shouldForwardProp: (prop) => prop !== 'chainCount' })<{
  chainCount: number;
}>(({ theme, chainCount }) => {
  const fewer = evenRowLength(chainCount, 2);
  return {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: theme.space.md,
    // Wide enough for the longest name beside its mark ("Avalanche", "BNB Chain").
    gridTemplateColumns: columnsOrFewer(
      evenRowLength(chainCount, 6),
      fewer,
      '11rem',
      theme.space.md,
    ),
    [theme.breakpoints.mobile]: { gridTemplateColumns: `repeat(${fewer}, minmax(0, 1fr))` },
  };
});

const Tile = styled.li(
  themeStyles(({ theme }) => ({
    display: 'flex',
    alignItems: 'center',
    gap: theme.space.sm,
    minHeight: '4rem',
    padding: theme.space.md,
    borderRadius: theme.radius.md,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    fontWeight: 600,
    lineHeight: 1.3,
    // Two tiles a row on phones: less side padding keeps "Avalanche" whole, and the
    // narrowest phones get a smaller size; a word breaks only if it still cannot fit.
    overflowWrap: 'break-word',
    [theme.breakpoints.mobile]: { padding: `${theme.space.md} ${theme.space.sm}` },
    [theme.breakpoints.narrow]: { fontSize: theme.font.size.sm },
  })),
);

// The total closes the grid as a band across the whole row, so however many chains a
// row holds, it never sits alone in a corner of its own row.
const TotalTile = styled(Tile)(
  themeStyles(({ theme }) => ({
    gridColumn: '1 / -1',
    flexDirection: 'column',
    alignItems: 'flex-start',
    justifyContent: 'center',
    gap: 0,
    background: theme.colors.surfaceAlt,
  })),
);

const Total = styled.span(
  themeStyles(({ theme }) => ({
    fontSize: theme.font.size.lg,
    color: theme.colors.accent,
  })),
);
const TotalLabel = styled.span(
  themeStyles(({ theme }) => ({
    fontSize: theme.font.size.sm,
    fontWeight: 400,
    color: theme.colors.textMuted,
  })),
);

export function ChainGrid({ block }: BlockProps<'chainGrid'>) {
  const siteData = useSiteCatalogue();
  const headingId = useId();
  return (
    <BlockSection id={block.id} aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{block.heading}</SectionHeading>
      <Grid chainCount={siteData.chains.length}>
        {siteData.chains.map((chain) => (
          <Tile key={chain.name}>
            <Logo sources={[chain.logo]} name={chain.name} size={32} lazy />
            <span>{chain.name}</span>
          </Tile>
        ))}
        <TotalTile>
          <Total>{siteData.claims.blockchainsHome}</Total>
          <TotalLabel>{block.totalLabel ?? 'blockchains supported'}</TotalLabel>
        </TotalTile>
      </Grid>
    </BlockSection>
  );
}
