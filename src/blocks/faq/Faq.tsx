import styled from '@emotion/styled';
import { useId } from 'react';
import * as Accordion from '@radix-ui/react-accordion';
import type { BlockProps } from '../../engine/types';
import { BlockSection, SectionHeading } from '../../ui/primitives';
import { themeStyles } from '../../theme/themeStyles';

const Item = styled(Accordion.Item)(
  themeStyles(({ theme }) => ({
    borderBottom: `1px solid ${theme.colors.border}`,
  })),
);

const Question = styled.h3({ margin: 0, fontSize: 'inherit' });

const Trigger = styled(Accordion.Trigger)(
  themeStyles(({ theme }) => ({
    all: 'unset',
    boxSizing: 'border-box',
    width: '100%',
    minHeight: '44px',
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: theme.space.md,
    padding: `${theme.space.md} 0`,
    fontWeight: 600,
    cursor: 'pointer',
    '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px' },
    '&::after': { content: '"+"', fontSize: theme.font.size.lg, lineHeight: 1 },
    '&[data-state="open"]::after': { content: '"−"' },
  })),
);

/** The spec caps an open answer at 24rem; longer answers scroll inside it. */
const Answer = styled(Accordion.Content)(
  themeStyles(({ theme }) => ({
    maxHeight: '24rem',
    overflowY: 'auto',
    color: theme.colors.textMuted,
    '& p': { margin: `0 0 ${theme.space.md}` },
  })),
);

export function Faq({ block }: BlockProps<'faq'>) {
  const headingId = useId();
  return (
    <BlockSection id={block.id} aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{block.heading}</SectionHeading>
      <Accordion.Root type="single" collapsible defaultValue="item-0">
        {block.items.map((item, index) => (
          <Item key={item.question} value={`item-${index}`}>
            <Accordion.Header asChild>
              <Question>
                <Trigger>{item.question}</Trigger>
              </Question>
            </Accordion.Header>
            <Answer>
              <p>{item.answer}</p>
            </Answer>
          </Item>
        ))}
      </Accordion.Root>
    </BlockSection>
  );
}
