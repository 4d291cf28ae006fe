import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BlockOfType, PageDefinition } from '../../engine/types';
import { renderWithSite } from '../../test-utils';
import { Faq } from './Faq';

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
    expect(screen.queryByText('Answer 1.')).not.toBeInTheDocument();
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
});
