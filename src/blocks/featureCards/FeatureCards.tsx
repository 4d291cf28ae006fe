import styled from '@emotion/styled';
import type { BlockProps } from '../../engine/types';
import { RichText } from '../../ui/RichText';
import { BlockSection, Card, CardHeading, SectionHeading } from '../../ui/primitives';
import { themeStyles } from '../../theme/themeStyles';

const Section = styled(BlockSection)(
  themeStyles(({ theme }) => ({
    '& p': { margin: `0 0 ${theme.space.sm}` },
    '& p:last-child': { marginBottom: 0 },
  })),
);

const Grid = styled.div(
  themeStyles(({ theme }) => ({
    display: 'grid',
    gap: theme.space.lg,
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    marginTop: theme.space.md,
  })),
);

export function FeatureCards({ block }: BlockProps<'featureCards'>) {
  return (
    <Section id={block.id}>
      {block.heading && <SectionHeading>{block.heading}</SectionHeading>}
      {block.intro && <RichText paragraphs={block.intro} />}
      <Grid>
        {block.cards.map((card) => (
          <Card key={card.title}>
            <CardHeading as={block.heading ? 'h3' : 'h2'}>{card.title}</CardHeading>
            <RichText paragraphs={card.body} />
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
