import styled from '@emotion/styled';
import type { BlockProps } from '../../engine/types';
import { InlineText } from '../../ui/RichText';
import { BlockSection, Card, CardHeading, SectionHeading } from '../../ui/primitives';
import { themeStyles } from '../../theme/themeStyles';
import { columnsOrFewer } from '../../ui/tileGrids';

// Built per render because the columns depend on how many lists the block has.
const Columns = styled('div', { shouldForwardProp: (prop) => prop !== 'count' })<{
  count: number;
}>(({ theme, count }) => ({
  display: 'grid',
  gap: theme.space.lg,
  gridTemplateColumns: columnsOrFewer(count, 1, '16rem', theme.space.lg),
}));

const List = styled.ul(
  themeStyles(({ theme }) => ({
    margin: 0,
    paddingLeft: theme.space.lg,
    '& li + li': { marginTop: theme.space.sm },
  })),
);

export function Lists({ block }: BlockProps<'lists'>) {
  return (
    <BlockSection id={block.id}>
      {block.heading && <SectionHeading>{block.heading}</SectionHeading>}
      <Columns count={block.lists.length}>
        {block.lists.map((list) => (
          <Card key={list.heading}>
            <CardHeading as={block.heading ? 'h3' : 'h2'}>{list.heading}</CardHeading>
            <List>
              {list.items.map((item, index) => (
                <li key={index}>
                  <InlineText runs={item} />
                </li>
              ))}
            </List>
          </Card>
        ))}
      </Columns>
    </BlockSection>
  );
}
