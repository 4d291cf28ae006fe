import styled from '@emotion/styled';
import type { BlockProps } from '../../engine/types';
import { SectionHeading } from '../../ui/primitives';

const Section = styled.section(({ theme }) => ({ padding: `${theme.space.lg} 0` }));

export function News({ block }: BlockProps<'news'>) {
  return (
    <Section id={block.id}>
      <SectionHeading>{block.heading}</SectionHeading>
    </Section>
  );
}
