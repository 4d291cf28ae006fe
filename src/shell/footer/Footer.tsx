import styled from '@emotion/styled';
import type { ComponentType } from 'react';
import { useSite } from '../../site/site';
import { SmartLink } from '../../ui/SmartLink';
import { t } from '../i18n/t';
import { BlocksIcon, LockIcon, ShieldIcon, StarIcon } from './footerIcons';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { themeStyles } from '../../theme/themeStyles';

const Bar = styled.footer(
  themeStyles(({ theme }) => ({
    marginTop: theme.space.xxl,
    borderTop: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
  })),
);

const Inner = styled.div(
  themeStyles(({ theme }) => ({
    maxWidth: theme.contentWidth,
    margin: '0 auto',
    padding: `${theme.space.xl} ${theme.space.lg}`,
    display: 'grid',
    gap: theme.space.lg,
    '& ul': {
      listStyle: 'none',
      margin: 0,
      padding: 0,
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: `${theme.space.sm} ${theme.space.lg}`,
    },
    [theme.breakpoints.mobile]: { padding: `${theme.space.lg} ${theme.space.md}` },
  })),
);

const Badge = styled.li(
  themeStyles(({ theme }) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space.sm,
    color: theme.colors.textMuted,
    fontSize: theme.font.size.sm,
    fontWeight: 600,
    '& svg': { color: theme.colors.accent },
  })),
);

const Row = styled.div(
  themeStyles(({ theme }) => ({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: theme.space.md,
    '& nav a': {
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: '44px',
      color: theme.colors.text,
      fontWeight: 500,
    },
  })),
);

// Plain labelled links: a hand-drawn X read as a close button and Medium as a pencil, and
// the icon packages in use carry no marks for these networks.
const SocialAnchor = styled(SmartLink)(
  themeStyles(({ theme }) => ({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    padding: `0 ${theme.space.md}`,
    borderRadius: theme.radius.pill,
    border: `1px solid ${theme.colors.border}`,
    color: theme.colors.text,
  })),
);

const badgeIcons: ComponentType[] = [LockIcon, ShieldIcon, BlocksIcon, StarIcon];

export function Footer() {
  const siteData = useSite();
  return (
    <Bar>
      <Inner>
        <ul aria-label={t('footer.trustBadges')}>
          {siteData.footer.badges.map((badge, index) => {
            const Icon = badgeIcons[index % badgeIcons.length] ?? ShieldIcon;
            return (
              <Badge key={badge}>
                <Icon />
                {badge}
              </Badge>
            );
          })}
        </ul>
        <Row>
          <nav aria-label={t('footer.links')}>
            <ul>
              {siteData.footer.links.map((link) => (
                <li key={link.href}>
                  <SmartLink href={link.href}>{link.label}</SmartLink>
                </li>
              ))}
            </ul>
          </nav>
          <ul aria-label={t('footer.social')}>
            {siteData.social.map((social) => (
              <li key={social.href}>
                <SocialAnchor href={social.href}>
                  {social.label} <VisuallyHidden>{t('footer.newTab')}</VisuallyHidden>
                </SocialAnchor>
              </li>
            ))}
          </ul>
        </Row>
      </Inner>
    </Bar>
  );
}
