import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockOfType, PageDefinition } from '../../engine/types';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { Hero } from './Hero';

const page = { slug: 'privacy' } as PageDefinition;

describe('Hero', () => {
  it('shows the last-updated date in words with a machine-readable time', () => {
    const block: BlockOfType<'hero'> = {
      type: 'hero',
      heading: 'Privacy Policy',
      blurb: 'What we collect.',
      updated: '2025-04-11',
    };
    renderWithSite(<Hero block={block} page={page} />);
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated April 11, 2025');
    expect(screen.getByText('April 11, 2025')).toHaveAttribute('datetime', '2025-04-11');
  });

  it('leaves the date out when there is none', () => {
    const block: BlockOfType<'hero'> = { type: 'hero', heading: 'About', blurb: 'Who we are.' };
    renderWithSite(<Hero block={block} page={page} />);
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
  });
});
