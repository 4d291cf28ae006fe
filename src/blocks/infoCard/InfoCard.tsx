import type { BlockProps } from '../../engine/types';
import { FactList } from '../../ui/FactList';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card, CardHeading } from '../../ui/primitives';

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
