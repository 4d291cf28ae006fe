import styled from '@emotion/styled';
import type { BlockProps } from '../../engine/types';
import { SmartLink } from '../../ui/SmartLink';
import { Card, CardHeading } from '../../ui/primitives';
import { themeStyles } from '../../theme/themeStyles';

const PairList = styled.ul(
  themeStyles(({ theme }) => ({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: theme.space.sm,
    '& a': {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'center',
      minHeight: '44px',
      padding: `${theme.space.sm} ${theme.space.md}`,
      borderRadius: theme.radius.sm,
      background: theme.colors.surfaceAlt,
      color: theme.colors.text,
      textDecoration: 'none',
      fontWeight: 600,
    },
    '& a:hover': { color: theme.colors.primary },
  })),
);

const Note = styled.span(
  themeStyles(({ theme }) => ({
    color: theme.colors.textMuted,
    fontWeight: 400,
    fontSize: theme.font.size.sm,
  })),
);

export function Pairs({ block }: BlockProps<'pairs'>) {
  return (
    <Card as="nav" id={block.id} aria-label={block.heading}>
      <CardHeading>{block.heading}</CardHeading>
      <PairList>
        {block.links.map((link, index) => (
          <li key={index}>
            <SmartLink href={link.href}>
              {link.label}
              {link.note && <Note>{link.note}</Note>}
            </SmartLink>
          </li>
        ))}
      </PairList>
    </Card>
  );
}
