import styled from '@emotion/styled';
import { useSite } from '../../engine/site';
import type { BlockProps } from '../../engine/types';
import { BlockSection, SectionHeading } from '../../ui/primitives';

const Grid = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  [theme.breakpoints.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
}));

const Tile = styled.li(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  minHeight: '4rem',
  padding: theme.space.md,
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  fontWeight: 600,
}));

const Mark = styled.img({ width: '2rem', height: '2rem', flexShrink: 0 });

const Monogram = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  flexShrink: 0,
  borderRadius: '50%',
  background: theme.colors.surfaceAlt,
  color: theme.colors.accent,
  fontWeight: 700,
}));

const TotalTile = styled(Tile)(({ theme }) => ({
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: 0,
  background: theme.colors.surfaceAlt,
}));

const Total = styled.span(({ theme }) => ({
  fontSize: theme.font.size.lg,
  color: theme.colors.accent,
}));
const TotalLabel = styled.span(({ theme }) => ({
  fontSize: theme.font.size.sm,
  fontWeight: 400,
  color: theme.colors.textMuted,
}));

export function ChainGrid({ block }: BlockProps<'chainGrid'>) {
  const siteData = useSite();
  return (
    <BlockSection id={block.id} aria-labelledby="chain-grid-heading">
      <SectionHeading id="chain-grid-heading">{block.heading}</SectionHeading>
      <Grid>
        {siteData.chains.map((chain) => (
          <Tile key={chain.name}>
            {chain.logo ? (
              <Mark src={chain.logo} alt="" width={32} height={32} />
            ) : (
              <Monogram aria-hidden="true">{chain.name.charAt(0)}</Monogram>
            )}
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
