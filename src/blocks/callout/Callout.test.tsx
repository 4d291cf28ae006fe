import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockOfType, PageDefinition } from '../../engine/types';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { Callout } from './Callout';

const page = { slug: 'test' } as PageDefinition;

describe('Callout', () => {
  it('is a note named by its title that carries its text and links', () => {
    const block: BlockOfType<'callout'> = {
      type: 'callout',
      tone: 'tip',
      title: 'Pro Tip',
      body: [['Use the ', { text: 'Quote', href: '#swap-guide' }, ' feature.']],
    };
    renderWithSite(<Callout block={block} page={page} />);
    const note = screen.getByRole('note', { name: 'Pro Tip' });
    expect(note).toHaveTextContent('Pro TipUse the Quote feature.');
    expect(screen.getByRole('link', { name: 'Quote' })).toHaveAttribute('href', '#swap-guide');
  });
});
