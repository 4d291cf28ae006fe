import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Problems } from './Problems';

const page = {
  kind: 'fixed',
  blocks: [
    { type: 'textSection', heading: 'About', body: ['x'] },
    { type: 'faq', heading: 'FAQ', items: [{ question: 'Why?', answer: 'Because.' }] },
  ],
};

describe('the list of problems', () => {
  it('names each place in the form’s words and takes the marketer to its field', () => {
    // jsdom lays nothing out and has no scrolling.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    render(
      <>
        <Problems
          problems={[
            {
              file: 'pages/help.json',
              path: 'blocks[1].items[0].answer',
              message: 'must not be empty',
              severity: 'error',
            },
            {
              file: 'pages/other.json',
              path: 'blocks[0].heading',
              message: 'is too long',
              severity: 'warning',
            },
          ]}
          file="pages/help.json"
          page={page}
          checked
          errors={1}
        />
        <textarea id="root_blocks_1_items_0_answer" aria-label="Answer" />
      </>,
    );
    expect(screen.queryByText(/blocks\[/)).toBeNull();
    const place = screen.getByRole('button', {
      name: 'Block 2, Questions and answers › Question 1 › Answer',
    });
    fireEvent.click(place);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Answer' }));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/^In the page at \/other,/).textContent).toMatch(
      /^In the page at \/other, Block 1 › Heading: is too long$/,
    );
  });
});
