import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../test-utils';
import { PageRenderer } from './PageRenderer';
import type { Block, PageDefinition } from './types';

function pageWith(blocks: unknown[]): PageDefinition {
  return {
    kind: 'coin',
    slug: 'testcoin',
    title: 'Test',
    description: 'Test page',
    keywords: [],
    blocks: blocks as Block[],
  };
}

const hero = { type: 'hero', heading: 'Testcoin (TST)', blurb: 'A coin for tests.' };
const about = { type: 'textSection', heading: 'About Testcoin', body: ['It exists.'] };
const pairs = {
  type: 'pairs',
  area: 'sidebar',
  heading: 'Popular Pairs',
  links: [{ label: 'TST to BTC', href: '/testcointobitcoin' }],
};

afterEach(() => vi.restoreAllMocks());

describe('PageRenderer', () => {
  it('renders each block through its registered component, in order', () => {
    renderWithSite(<PageRenderer page={pageWith([hero, about])} />);
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(['Testcoin (TST)', 'About Testcoin']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Testcoin (TST)');
  });

  it('puts sidebar blocks in a complementary region beside the main column', () => {
    renderWithSite(<PageRenderer page={pageWith([hero, about, pairs])} />);
    const sidebar = screen.getByRole('complementary', { name: 'Page details' });
    expect(within(sidebar).getByRole('link', { name: 'TST to BTC' })).toHaveAttribute(
      'href',
      '/testcointobitcoin',
    );
    expect(within(sidebar).queryByText('About Testcoin')).not.toBeInTheDocument();
  });

  it('puts the sidebar before the main column when the page asks for it first', () => {
    const page = { ...pageWith([hero, about, pairs]), sidebarPosition: 'start' as const };
    renderWithSite(<PageRenderer page={page} />);
    const sidebar = screen.getByRole('complementary', { name: 'Page details' });
    const aboutHeading = screen.getByRole('heading', { name: 'About Testcoin' });
    expect(sidebar.compareDocumentPosition(aboutHeading)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('skips a block of unknown type with a warning instead of breaking the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithSite(<PageRenderer page={pageWith([hero, { type: 'carousel' }, about])} />);
    expect(screen.getByText('About Testcoin')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"carousel"'));
  });
});
