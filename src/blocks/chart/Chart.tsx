import styled from '@emotion/styled';
import type { BlockProps } from '../../engine/types';
import { Card, SectionHeading } from '../../ui/primitives';

const Section = styled.section(({ theme }) => ({ padding: `${theme.space.lg} 0` }));

const ChartArea = styled(Card)({
  minHeight: '400px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export function Chart({ block }: BlockProps<'chart'>) {
  return (
    <Section id={block.id}>
      <SectionHeading>{block.heading}</SectionHeading>
      <ChartArea>
        <p>
          {block.fromSymbol}/{block.toSymbol}
        </p>
      </ChartArea>
    </Section>
  );
}
