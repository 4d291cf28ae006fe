import styled from '@emotion/styled';
import type { BlockProps } from '../../engine/types';
import { ButtonLink, Card, CardHeading } from '../../ui/primitives';

export const FactList = styled.dl(({ theme }) => ({
  margin: `0 0 ${theme.space.lg}`,
  '& div': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: theme.space.md,
    padding: `${theme.space.sm} 0`,
    borderBottom: `1px solid ${theme.colors.border}`,
  },
  '& dt': { color: theme.colors.textMuted },
  '& dd': { margin: 0, fontWeight: 600, textAlign: 'right' },
}));

export function InfoCard({ block }: BlockProps<'infoCard'>) {
  return (
    <Card as="section" id={block.id} aria-label={block.heading}>
      <CardHeading>{block.heading}</CardHeading>
      <FactList>
        {block.facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </FactList>
      <ButtonLink button={block.button} />
    </Card>
  );
}
