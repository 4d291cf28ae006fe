import styled from '@emotion/styled';
import type { BlockProps } from '../../engine/types';
import { RichText } from '../../ui/RichText';
import { BlockSection, SectionHeading } from '../../ui/primitives';
import { themeStyles } from '../../theme/themeStyles';

const Section = styled(BlockSection)(
  themeStyles(({ theme }) => ({
    '& p': { margin: `0 0 ${theme.space.md}`, maxWidth: '48rem' },
  })),
);

export function TextSection({ block }: BlockProps<'textSection'>) {
  return (
    <Section id={block.id}>
      <SectionHeading>{block.heading}</SectionHeading>
      <RichText paragraphs={block.body} />
    </Section>
  );
}
