import styled from '@emotion/styled';
import type { BlockProps } from '../../engine/types';
import { RichText } from '../../ui/RichText';
import { BlockSection, SectionHeading } from '../../ui/primitives';
import { themeStyles } from '../../theme/themeStyles';

const Section = styled(BlockSection)(
  themeStyles(({ theme }) => ({
    '& p': { margin: `0 0 ${theme.space.sm}`, maxWidth: '48rem' },
  })),
);

const bubbleSize = '2.25rem';

/** Numbers come from a CSS counter so the list stays a real <ol> that screen readers count. */
const StepList = styled.ol(
  themeStyles(({ theme }) => ({
    listStyle: 'none',
    counterReset: 'step',
    margin: `${theme.space.md} 0 0`,
    padding: 0,
    display: 'grid',
    // Not as wide as a step's longest word (a contract address) when the window is narrower.
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: theme.space.lg,
    '& > li': {
      counterIncrement: 'step',
      position: 'relative',
      paddingLeft: `calc(${bubbleSize} + ${theme.space.md})`,
      minHeight: bubbleSize,
    },
    '& > li::before': {
      content: 'counter(step)',
      position: 'absolute',
      left: 0,
      top: 0,
      width: bubbleSize,
      height: bubbleSize,
      borderRadius: theme.radius.pill,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      fontWeight: 700,
      background: theme.colors.primary,
      color: theme.colors.primaryText,
    },
  })),
);

const StepTitle = styled.h3(
  themeStyles(({ theme }) => ({
    fontSize: theme.font.size.md,
    lineHeight: bubbleSize,
    margin: 0,
  })),
);

export function Steps({ block }: BlockProps<'steps'>) {
  return (
    <Section id={block.id}>
      <SectionHeading>{block.heading}</SectionHeading>
      {block.intro && <RichText paragraphs={block.intro} />}
      <StepList>
        {block.steps.map((step) => (
          <li key={step.title}>
            <StepTitle>{step.title}</StepTitle>
            <RichText paragraphs={step.body} />
          </li>
        ))}
      </StepList>
    </Section>
  );
}
