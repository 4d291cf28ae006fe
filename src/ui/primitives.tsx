import styled from '@emotion/styled';
import { themeStyles } from '../theme/themeStyles';

export const Card = styled.div(
  themeStyles(({ theme }) => ({
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.md,
    padding: theme.space.lg,
  })),
);

/** The vertical rhythm every content block shares; blocks that need more extend it with styled(BlockSection). */
export const BlockSection = styled.section(
  themeStyles(({ theme }) => ({ padding: `${theme.space.lg} 0` })),
);

export const SectionHeading = styled.h2(
  themeStyles(({ theme }) => ({
    fontSize: theme.font.size.xl,
    lineHeight: 1.25,
    margin: `0 0 ${theme.space.md}`,
  })),
);

export const CardHeading = styled.h2(
  themeStyles(({ theme }) => ({
    fontSize: theme.font.size.lg,
    lineHeight: 1.3,
    margin: `0 0 ${theme.space.md}`,
  })),
);

/** A label above its text box, the box full width and tall enough for a finger. */
export const LabelledField = styled.div(
  themeStyles(({ theme }) => ({
    display: 'grid',
    gap: theme.space.xs,
    '& label': { fontWeight: 600 },
    '& input': {
      minHeight: '44px',
      width: '100%',
      boxSizing: 'border-box',
      padding: `${theme.space.sm} ${theme.space.md}`,
      border: `1px solid ${theme.colors.border}`,
      borderRadius: theme.radius.sm,
      background: theme.colors.surface,
      color: theme.colors.text,
      font: 'inherit',
    },
  })),
);
