import styled from '@emotion/styled';
import type { BlockProps } from '../../engine/types';
import { InlineText } from '../../ui/RichText';
import { BlockSection, Card, CardHeading, SectionHeading } from '../../ui/primitives';
import { themeStyles } from '../../theme/themeStyles';

const Columns = styled.div(
  themeStyles(({ theme }) => ({
    display: 'grid',
    gap: theme.space.lg,
    gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  })),
);

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
      <Columns>
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
