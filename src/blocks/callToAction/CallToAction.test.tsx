import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockOfType, PageDefinition } from '../../engine/types';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { CallToAction } from './CallToAction';

const page = { slug: 'about' } as PageDefinition;

describe('CallToAction', () => {
  it('shows its heading, text and buttons as links', () => {
    const block: BlockOfType<'callToAction'> = {
      type: 'callToAction',
      heading: 'Ready?',
      text: 'Your first swap takes a minute.',
      buttons: [{ label: 'START SWAPPING', href: '/' }],
    };
    renderWithSite(<CallToAction block={block} page={page} />);
    expect(screen.getByRole('heading', { name: 'Ready?' })).toBeInTheDocument();
    expect(screen.getByText('Your first swap takes a minute.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'START SWAPPING' })).toHaveAttribute('href', '/');
  });

  it('can be buttons alone', () => {
    const block: BlockOfType<'callToAction'> = {
      type: 'callToAction',
      buttons: [{ label: 'Get Best Rate Now', href: '/' }],
    };
    renderWithSite(<CallToAction block={block} page={page} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Best Rate Now' })).toBeInTheDocument();
  });
});
