import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockOfType, PageDefinition } from '../../engine/types';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { FeatureCards } from './FeatureCards';

const page = { slug: 'test' } as PageDefinition;
const cards = [
  { title: 'Lightning Fast', body: ['Quotes in seconds.'] },
  { title: 'Enterprise Security', body: ['Your keys stay yours.'] },
];

describe('FeatureCards', () => {
  it('shows each card title as a heading under the block heading', () => {
    const block: BlockOfType<'featureCards'> = { type: 'featureCards', heading: 'Why', cards };
    renderWithSite(<FeatureCards block={block} page={page} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Why');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Lightning Fast',
      'Enterprise Security',
    ]);
    expect(screen.getByText('Your keys stay yours.')).toBeInTheDocument();
  });

  it('promotes card titles to the section level when the block has no heading', () => {
    const block: BlockOfType<'featureCards'> = { type: 'featureCards', cards };
    renderWithSite(<FeatureCards block={block} page={page} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });
});
