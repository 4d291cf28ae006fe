import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockOfType, PageDefinition } from '../../engine/types';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { Toc } from './Toc';

const page = { slug: 'docs' } as PageDefinition;

describe('Toc', () => {
  it('is a navigation landmark of in-page links, in order', () => {
    const block: BlockOfType<'toc'> = {
      type: 'toc',
      heading: 'On this page',
      links: [
        { label: 'Getting Started', href: '#getting-started' },
        { label: 'FAQ', href: '#faq' },
      ],
    };
    renderWithSite(<Toc block={block} page={page} />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Getting Started', '#getting-started'],
      ['FAQ', '#faq'],
    ]);
  });
});
