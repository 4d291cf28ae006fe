import styled from '@emotion/styled';
import { siteData } from '../engine/siteData';
import { SmartLink } from '../ui/SmartLink';

const Bar = styled.footer(({ theme }) => ({
  marginTop: theme.space.xxl,
  borderTop: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
}));

const Inner = styled.div(({ theme }) => ({
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
    gap: theme.space.md,
  },
}));

export function Footer() {
  return (
    <Bar>
      <Inner>
        <ul aria-label="Trust badges">
          {siteData.footer.badges.map((badge) => (
            <li key={badge}>{badge}</li>
          ))}
        </ul>
        <nav aria-label="Footer">
          <ul>
            {siteData.footer.links.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href}>{link.label}</SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      </Inner>
    </Bar>
  );
}
