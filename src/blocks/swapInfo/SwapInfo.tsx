import type { BlockProps } from '../../engine/types';
import { FactList } from '../../ui/FactList';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card, CardHeading } from '../../ui/primitives';

export function SwapInfo({ block }: BlockProps<'swapInfo'>) {
  const facts = [
    ['From', block.from],
    ['To', block.to],
    ['Exchange Type', block.exchangeType],
    ['Estimated Time', block.estimatedTime],
    ['Minimum Amount', block.minimumAmount],
  ] as const;
  return (
    <Card as="section" id={block.id} aria-label={block.heading}>
      <CardHeading>{block.heading}</CardHeading>
      <FactList>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </FactList>
      {block.button && <ButtonLink button={block.button} />}
    </Card>
  );
}
