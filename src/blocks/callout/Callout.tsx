import styled from '@emotion/styled';
import type { BlockProps } from '../../engine/types';
import { RichText } from '../../ui/RichText';
import { themeStyles } from '../../theme/themeStyles';

type Tone = BlockProps<'callout'>['block']['tone'];

const Box = styled.div<{ tone: Tone }>(({ theme, tone }) => ({
  margin: `${theme.space.md} 0`,
  padding: `${theme.space.md} ${theme.space.lg}`,
  borderRadius: theme.radius.md,
  borderLeft: `4px solid ${tone === 'warning' ? theme.colors.danger : theme.colors.accent}`,
  background: tone === 'warning' ? theme.colors.dangerBg : theme.colors.surfaceAlt,
  '& p': { margin: `0 0 ${theme.space.sm}`, maxWidth: '48rem' },
  '& p:last-child': { marginBottom: 0 },
}));

const Title = styled.p(
  themeStyles(({ theme }) => ({
    fontWeight: 700,
    color: theme.colors.text,
  })),
);

/** role="note" tells screen readers this box is an aside to the text, not the text itself. */
export function Callout({ block }: BlockProps<'callout'>) {
  return (
    <Box id={block.id} role="note" aria-label={block.title} tone={block.tone}>
      <Title>{block.title}</Title>
      <RichText paragraphs={block.body} />
    </Box>
  );
}
