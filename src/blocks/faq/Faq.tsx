import styled from '@emotion/styled';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { BlockProps } from '../../engine/types';
import { BlockSection, SectionHeading } from '../../ui/primitives';
import { themeStyles } from '../../theme/themeStyles';

const Item = styled.div(
  themeStyles(({ theme }) => ({
    borderBottom: `1px solid ${theme.colors.border}`,
  })),
);

const Question = styled.h3({ margin: 0, fontSize: 'inherit' });

const Trigger = styled.button(
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
    '&[aria-expanded="true"]::after': { content: '"−"' },
  })),
);

/** The spec caps an open answer at 24rem; longer answers scroll inside it. */
const Answer = styled.div(
  themeStyles(({ theme }) => ({
    maxHeight: '24rem',
    overflowY: 'auto',
    color: theme.colors.textMuted,
    '& p': { margin: `0 0 ${theme.space.md}` },
  })),
);

/** Where the arrow keys, Home and End move focus among the questions, wrapping at the ends. */
export function questionToFocus(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The spec's accordion: one answer open at a time, the first open to begin with, and a click
 * on the open question closes it. Written out rather than taken from a component library: the
 * library's accordion was a twelfth of every FAQ page's prerender and 9 KB of its first load,
 * for a pattern of a few buttons. Closed answers stay in the markup, hidden, so the page's
 * text is all there for search engines and the buttons' aria-controls always lead somewhere.
 */
export function Faq({ block }: BlockProps<'faq'>) {
  const headingId = useId();
  const itemIdPrefix = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  const questions = useRef<(HTMLButtonElement | null)[]>([]);

  const moveFocus = (event: KeyboardEvent, index: number) => {
    const next = questionToFocus(event.key, index, block.items.length);
    if (next === null) return;
    event.preventDefault();
    questions.current[next]?.focus();
  };

  return (
    <BlockSection id={block.id} aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{block.heading}</SectionHeading>
      <div>
        {block.items.map((item, index) => {
          const open = openIndex === index;
          const questionId = `${itemIdPrefix}q${index}`;
          const answerId = `${itemIdPrefix}a${index}`;
          return (
            <Item key={item.question}>
              <Question>
                <Trigger
                  ref={(element) => {
                    questions.current[index] = element;
                  }}
                  type="button"
                  id={questionId}
                  aria-expanded={open}
                  aria-controls={answerId}
                  onClick={() => setOpenIndex(open ? null : index)}
                  onKeyDown={(event) => moveFocus(event, index)}
                >
                  {item.question}
                </Trigger>
              </Question>
              <Answer id={answerId} role="region" aria-labelledby={questionId} hidden={!open}>
                <p>{item.answer}</p>
              </Answer>
            </Item>
          );
        })}
      </div>
    </BlockSection>
  );
}
