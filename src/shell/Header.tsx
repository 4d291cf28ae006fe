import styled from '@emotion/styled';
import { Link, NavLink } from 'react-router-dom';
import { siteData } from '../engine/siteData';
import { SmartLink } from '../ui/SmartLink';

const Bar = styled.header(({ theme }) => ({
  borderBottom: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
}));

const Inner = styled.div(({ theme }) => ({
  maxWidth: theme.contentWidth,
  margin: '0 auto',
  padding: `${theme.space.md} ${theme.space.lg}`,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.lg,
  flexWrap: 'wrap',
}));

const Logo = styled(Link)(({ theme }) => ({
  fontWeight: 800,
  fontSize: theme.font.size.lg,
  color: theme.colors.text,
  textDecoration: 'none',
}));

const Nav = styled.nav(({ theme }) => ({
  display: 'flex',
  gap: theme.space.md,
  flexWrap: 'wrap',
  '& a': { color: theme.colors.text, textDecoration: 'none', fontWeight: 500 },
  '& a[aria-current="page"]': { color: theme.colors.primary },
}));

export function Header() {
  return (
    <Bar>
      <Inner>
        <Logo to="/">{siteData.siteName}</Logo>
        <Nav aria-label="Main">
          {siteData.nav.map((link) =>
            link.href.startsWith('/') ? (
              <NavLink key={link.href} to={link.href} end>
                {link.label}
              </NavLink>
            ) : (
              <SmartLink key={link.href} href={link.href}>
                {link.label}
              </SmartLink>
            ),
          )}
          <a href={`mailto:${siteData.supportEmail}`}>Support</a>
        </Nav>
      </Inner>
    </Bar>
  );
}
