import styled from '@emotion/styled';
import type { BlockProps } from '../../engine/types';
import { Card, CardHeading } from '../../ui/primitives';
import { themeStyles } from '../../theme/themeStyles';

const Nav = styled(Card)(
  themeStyles(({ theme }) => ({
    [theme.breakpoints.mobile]: { padding: theme.space.md },
  })),
);

/**
 * A column on wide screens; on phones the links wrap into rows of pills, every label whole
 * (a row scrolling sideways cut the last visible one off mid-word).
 */
const LinkList = styled.ul(
  themeStyles(({ theme }) => ({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: theme.space.xs,
    '& a': {
      display: 'flex',
      alignItems: 'center',
      minHeight: '44px',
      padding: `0 ${theme.space.md}`,
      borderRadius: theme.radius.sm,
      color: theme.colors.text,
      textDecoration: 'none',
      fontWeight: 500,
      whiteSpace: 'nowrap',
    },
    '& a:hover': { background: theme.colors.surfaceAlt, color: theme.colors.primary },
    [theme.breakpoints.mobile]: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: theme.space.sm,
      '& a': { background: theme.colors.surfaceAlt, borderRadius: theme.radius.pill },
    },
  })),
);

export function Toc({ block }: BlockProps<'toc'>) {
  return (
    <Nav as="nav" id={block.id} aria-label={block.heading}>
      <CardHeading>{block.heading}</CardHeading>
      <LinkList>
        {block.links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </LinkList>
    </Nav>
  );
}
