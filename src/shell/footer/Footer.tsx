import styled from '@emotion/styled';
import type { ComponentType } from 'react';
import type { SocialLink } from '../../engine/generated/schema-types';
import { useSite } from '../../engine/site';
import { SmartLink } from '../../ui/SmartLink';
import { t } from '../i18n/t';
import {
  BlocksIcon,
  BlogIcon,
  LockIcon,
  MessagingIcon,
  MicroblogIcon,
  ShieldIcon,
  StarIcon,
} from './footerIcons';
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

const SocialAnchor = styled(SmartLink)(
  themeStyles(({ theme }) => ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '44px',
    height: '44px',
    borderRadius: '50%',
    border: `1px solid ${theme.colors.border}`,
    color: theme.colors.text,
  })),
);

const badgeIcons: ComponentType[] = [LockIcon, ShieldIcon, BlocksIcon, StarIcon];

const socialIcons: Record<SocialLink['network'], ComponentType> = {
  microblog: MicroblogIcon,
  blog: BlogIcon,
  messaging: MessagingIcon,
};

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
            {siteData.social.map((social) => {
              const Icon = socialIcons[social.network];
              return (
                <li key={social.href}>
                  <SocialAnchor href={social.href}>
                    <Icon />
                    <VisuallyHidden>
                      {social.label} {t('footer.newTab')}
                    </VisuallyHidden>
                  </SocialAnchor>
                </li>
              );
            })}
          </ul>
        </Row>
      </Inner>
    </Bar>
  );
}
