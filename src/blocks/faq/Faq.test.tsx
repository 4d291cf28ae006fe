import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BlockOfType, PageDefinition } from '../../engine/types';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { Faq, questionToFocus } from './Faq';

const block: BlockOfType<'faq'> = {
  type: 'faq',
  heading: 'Questions',
  items: [1, 2, 3, 4, 5].map((n) => ({ question: `Question ${n}?`, answer: `Answer ${n}.` })),
};
const page = { slug: 'test' } as PageDefinition;

const expanded = () =>
  screen
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-expanded'))
    .join(',');

describe('Faq', () => {
  it('shows five questions as buttons with the first one open', () => {
    renderWithSite(<Faq block={block} page={page} />);
    expect(screen.getAllByRole('button')).toHaveLength(5);
    expect(expanded()).toBe('true,false,false,false,false');
    expect(screen.getByText('Answer 1.')).toBeVisible();
  });

  it('is a region named by its heading', () => {
    renderWithSite(<Faq block={block} page={page} />);
    expect(screen.getByRole('region', { name: 'Questions' })).toBeInTheDocument();
  });

  it('keeps only one answer open at a time', async () => {
    renderWithSite(<Faq block={block} page={page} />);
    await userEvent.click(screen.getByRole('button', { name: 'Question 3?' }));
    expect(expanded()).toBe('false,false,true,false,false');
    expect(screen.getByText('Answer 3.')).toBeVisible();
    expect(screen.getByText('Answer 1.')).not.toBeVisible();
  });

  it('closes the open answer when its question is clicked again', async () => {
    renderWithSite(<Faq block={block} page={page} />);
    await userEvent.click(screen.getByRole('button', { name: 'Question 1?' }));
    expect(expanded()).toBe('false,false,false,false,false');
  });

  it('caps an open answer at 24rem and lets it scroll', () => {
    renderWithSite(<Faq block={block} page={page} />);
    const answer = screen.getByText('Answer 1.').parentElement as HTMLElement;
    expect(getComputedStyle(answer).maxHeight).toBe('24rem');
    expect(getComputedStyle(answer).overflowY).toBe('auto');
  });

  it('keeps every answer in the page, each question pointing at its own', () => {
    renderWithSite(<Faq block={block} page={page} />);
    for (const n of [1, 2, 3, 4, 5]) {
      const question = screen.getByRole('button', { name: `Question ${n}?` });
      const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
      expect(answer).toHaveTextContent(`Answer ${n}.`);
    }
    expect(screen.getAllByRole('region')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Question 1?' })).toHaveTextContent('Answer 1.');
  });

  it('moves between questions with the arrow keys, Home and End', async () => {
    renderWithSite(<Faq block={block} page={page} />);
    const question = (n: number) => screen.getByRole('button', { name: `Question ${n}?` });
    await userEvent.click(question(1));
    await userEvent.keyboard('{ArrowDown}');
    expect(question(2)).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(question(5)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(question(1)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(question(5)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(question(1)).toHaveFocus();
    // Moving focus opens nothing; Enter does.
    expect(expanded()).toBe('false,false,false,false,false');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(expanded()).toBe('false,true,false,false,false');
  });
});

describe('questionToFocus', () => {
  it('wraps at both ends and leaves other keys alone', () => {
    expect(questionToFocus('ArrowDown', 4, 5)).toBe(0);
    expect(questionToFocus('ArrowUp', 0, 5)).toBe(4);
    expect(questionToFocus('Home', 3, 5)).toBe(0);
    expect(questionToFocus('End', 0, 5)).toBe(4);
    expect(questionToFocus('Tab', 2, 5)).toBeNull();
  });
});
