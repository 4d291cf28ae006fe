import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockOfType, PageDefinition } from '../../engine/types';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { Steps } from './Steps';

const page = { slug: 'test' } as PageDefinition;

const block: BlockOfType<'steps'> = {
  type: 'steps',
  id: 'how-to',
  heading: 'How to Swap',
  intro: ['Three short steps.'],
  steps: [
    { title: 'Connect', body: [['Open the ', { text: 'home page', href: '/' }, '.']] },
    { title: 'Choose', body: ['Pick the two tokens.'] },
    { title: 'Confirm', body: ['Approve in your wallet.'] },
  ],
};

describe('Steps', () => {
  it('shows the steps as a numbered list in their order, each with its title', () => {
    renderWithSite(<Steps block={block} page={page} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Connect',
      'Choose',
      'Confirm',
    ]);
  });

  it('renders the heading, the intro and links inside a step', () => {
    const { container } = renderWithSite(<Steps block={block} page={page} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('How to Swap');
    expect(screen.getByText('Three short steps.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/');
    expect(container.querySelector('#how-to')).not.toBeNull();
  });
});
