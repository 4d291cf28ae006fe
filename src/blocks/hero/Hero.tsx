import styled from '@emotion/styled';
import type { BlockProps } from '../../engine/types';
import { ButtonLink, ButtonRow } from '../../ui/ButtonLink';
import { themeStyles } from '../../theme/themeStyles';

const HeroSection = styled.section(
  themeStyles(({ theme }) => ({
    padding: `${theme.space.xl} 0`,
  })),
);

const Badge = styled.p(
  themeStyles(({ theme }) => ({
    display: 'inline-block',
    margin: `0 0 ${theme.space.md}`,
    padding: `${theme.space.xs} ${theme.space.md}`,
    borderRadius: theme.radius.pill,
    background: theme.colors.surfaceAlt,
    color: theme.colors.accent,
    fontWeight: 600,
    fontSize: theme.font.size.sm,
  })),
);

const Heading = styled.h1(
  themeStyles(({ theme }) => ({
    fontSize: theme.font.size.xxl,
    lineHeight: 1.15,
    margin: `0 0 ${theme.space.md}`,
    [theme.breakpoints.mobile]: { fontSize: theme.font.size.xl },
  })),
);

const Blurb = styled.p(
  themeStyles(({ theme }) => ({
    fontSize: theme.font.size.lg,
    color: theme.colors.textMuted,
    maxWidth: '44rem',
    margin: `0 0 ${theme.space.lg}`,
  })),
);

const Updated = styled.p(
  themeStyles(({ theme }) => ({
    color: theme.colors.textMuted,
    fontSize: theme.font.size.sm,
    margin: `0 0 ${theme.space.md}`,
  })),
);

/** UTC and a fixed locale, so the server and every visitor's browser print the same date. */
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function Hero({ block }: BlockProps<'hero'>) {
  return (
    <HeroSection id={block.id}>
      {block.badge && <Badge>{block.badge}</Badge>}
      <Heading>{block.heading}</Heading>
      {block.updated && (
        <Updated>
          Last updated{' '}
          <time dateTime={block.updated}>
            {longDate.format(new Date(`${block.updated}T00:00:00Z`))}
          </time>
        </Updated>
      )}
      <Blurb>{block.blurb}</Blurb>
      {block.buttons && block.buttons.length > 0 && (
        <ButtonRow>
          {block.buttons.map((button) => (
            <ButtonLink key={`${button.label}${button.href}`} button={button} />
          ))}
        </ButtonRow>
      )}
    </HeroSection>
  );
}
