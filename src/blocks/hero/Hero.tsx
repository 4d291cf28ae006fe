import styled from '@emotion/styled';
import type { BlockProps } from '../../engine/types';
import { ButtonLink, ButtonRow } from '../../ui/ButtonLink';
import { themeStyles } from '../../theme/themeStyles';
import { Logo } from '../../ui/Logo';
import { useSiteCatalogue } from '../../site/siteCatalogue';

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

/** The coin's mark beside the title, the heading's space below moved to the pair. */
const TitleRow = styled.div(
  themeStyles(({ theme }) => ({
    display: 'flex',
    alignItems: 'center',
    gap: theme.space.md,
    margin: `0 0 ${theme.space.md}`,
    '& > h1': { margin: 0 },
  })),
);

/** The size of a coin's mark beside its page's title, in CSS pixels. */
export const HERO_MARK_SIZE = 48;

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

/** A coin page's coin, with the mark its coin file names; none on other pages. */
function useMarkedCoin(page: BlockProps<'hero'>['page']) {
  const { coins } = useSiteCatalogue();
  if (page.kind !== 'coin') return undefined;
  const coin = coins.find(({ slug }) => slug === page.slug);
  return coin?.logo ? coin : undefined;
}

export function Hero({ block, page }: BlockProps<'hero'>) {
  const coin = useMarkedCoin(page);
  const heading = <Heading>{block.heading}</Heading>;
  return (
    <HeroSection id={block.id}>
      {block.badge && <Badge>{block.badge}</Badge>}
      {coin ? (
        <TitleRow>
          {/* Decorative: the title beside it names the coin, so its alt is empty. */}
          <Logo sources={[coin.logo]} name={coin.name} size={HERO_MARK_SIZE} colour={coin.color} />
          {heading}
        </TitleRow>
      ) : (
        heading
      )}
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
