import styled from '@emotion/styled';
import { useLocation } from 'react-router-dom';
import { useSite } from '../../site/site';
import { t } from '../i18n/t';
import { HeaderIsland } from './headerIslands';
import { NavItem } from './NavItem';
import { themeStyles } from '../../theme/themeStyles';

const Bar = styled.header(
  themeStyles(({ theme }) => ({
    borderBottom: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
  })),
);

const Inner = styled.div(
  themeStyles(({ theme }) => ({
    maxWidth: theme.contentWidth,
    margin: '0 auto',
    padding: `${theme.space.sm} ${theme.space.lg}`,
    display: 'flex',
    alignItems: 'center',
    gap: theme.space.lg,
    [theme.breakpoints.mobile]: { padding: `${theme.space.sm} ${theme.space.md}`, gap: '0.75rem' },
  })),
);

const Logo = styled.a(
  themeStyles(({ theme }) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space.sm,
    minHeight: '44px',
    fontWeight: 800,
    fontSize: theme.font.size.lg,
    color: theme.colors.text,
    textDecoration: 'none',
    '& img': { width: '28px', height: '28px' },
    [theme.breakpoints.mobile]: { fontSize: theme.font.size.md, gap: theme.space.xs },
  })),
);

/** The link's aria-label still names the site where only the mark fits. */
const LogoText = styled.span(
  themeStyles(({ theme }) => ({
    [theme.breakpoints.narrow]: { display: 'none' },
  })),
);

const Nav = styled.nav(
  themeStyles(({ theme }) => ({
    flex: 1,
    '& ul': {
      display: 'flex',
      gap: theme.space.xs,
      listStyle: 'none',
      margin: 0,
      padding: 0,
    },
    '& a': {
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: '44px',
      padding: `0 ${theme.space.sm}`,
      borderRadius: theme.radius.sm,
      color: theme.colors.text,
      fontWeight: 500,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
    },
    '& a:hover': { background: theme.colors.surfaceAlt },
    '& a[aria-current="page"]': {
      color: theme.colors.primary,
      fontWeight: 700,
      textDecoration: 'underline',
      textDecorationThickness: '2px',
      textUnderlineOffset: '6px',
    },
    [theme.breakpoints.headerMenu]: { display: 'none' },
  })),
);

const Actions = styled.div(
  themeStyles(({ theme }) => ({
    marginLeft: 'auto',
    display: 'flex',
    alignItems: 'center',
    gap: theme.space.sm,
  })),
);

const WideOnly = styled.div(
  themeStyles(({ theme }) => ({
    display: 'contents',
    [theme.breakpoints.headerMenu]: { display: 'none' },
  })),
);

/** Phones, tablets and narrow windows get the menu button instead of the links. */
const MenuOnly = styled.div(
  themeStyles(({ theme }) => ({
    display: 'none',
    [theme.breakpoints.headerMenu]: { display: 'contents' },
  })),
);

/**
 * Both layouts are in the HTML and CSS picks one, so the prerendered page and the first
 * client render agree whatever the width of the visitor's window.
 */
export function Header() {
  const siteData = useSite();
  const { pathname } = useLocation();
  return (
    <Bar>
      <Inner>
        <Logo href="/" aria-label={`${siteData.siteName} ${t('header.homeLabel')}`}>
          <img src="/favicon.svg" alt="" />
          <LogoText>{siteData.siteName}</LogoText>
        </Logo>
        <Nav aria-label={t('header.mainNavigation')}>
          <ul>
            {siteData.nav.map((link) => (
              <li key={link.href}>
                <NavItem link={link} pathname={pathname} />
              </li>
            ))}
            <li>
              <a href={`mailto:${siteData.supportEmail}`}>{t('header.support')}</a>
            </li>
          </ul>
        </Nav>
        <Actions>
          <WideOnly>
            {/* Under 960 px there is no room beside the menu: the search is in it. */}
            <HeaderIsland name="search" />
            <HeaderIsland name="settings" />
          </WideOnly>
          <HeaderIsland name="wallet" />
          <MenuOnly>
            <HeaderIsland name="menu" />
          </MenuOnly>
        </Actions>
      </Inner>
    </Bar>
  );
}
