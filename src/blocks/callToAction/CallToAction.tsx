import styled from '@emotion/styled';
import type { BlockProps } from '../../engine/types';
import { ButtonLink, ButtonRow } from '../../ui/ButtonLink';
import { SectionHeading } from '../../ui/primitives';
import { themeStyles } from '../../theme/themeStyles';

const Section = styled.section(
  themeStyles(({ theme }) => ({
    margin: `${theme.space.lg} 0`,
    padding: theme.space.xl,
    borderRadius: theme.radius.lg,
    background: theme.colors.surfaceAlt,
    textAlign: 'center',
    '& > div': { justifyContent: 'center' },
    [theme.breakpoints.mobile]: { padding: theme.space.lg },
  })),
);

const Text = styled.p(
  themeStyles(({ theme }) => ({
    color: theme.colors.textMuted,
    maxWidth: '40rem',
    margin: `0 auto ${theme.space.lg}`,
  })),
);

export function CallToAction({ block }: BlockProps<'callToAction'>) {
  return (
    <Section id={block.id}>
      {block.heading && <SectionHeading>{block.heading}</SectionHeading>}
      {block.text && <Text>{block.text}</Text>}
      <ButtonRow>
        {block.buttons.map((button) => (
          <ButtonLink key={`${button.label}${button.href}`} button={button} />
        ))}
      </ButtonRow>
    </Section>
  );
}
