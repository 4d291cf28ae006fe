import { ThemeProvider } from '@emotion/react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteFixture } from '../../tests/support/siteFixture';
import { renderWithSite } from '../../tests/support/renderWithSite';
import { theme } from '../theme/theme';
import { SiteProvider } from '../site/site';
import { createBlockLoader, type BlockEntry, type BlockRegistry } from './blockRegistry';
import { startIslands } from './islands';
import { PageRenderer } from './PageRenderer';
import type { Block, BlockType, PageDefinition } from './types';

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

type TestBlock = { heading: string; links?: { label: string; href: string }[] };

/** Stand-in blocks: the engine is tested on its own, without the site's block folders. */
function testEntry(level: 1 | 2, leadsPage = false): BlockEntry<BlockType> {
  return {
    leadsPage,
    hydrate: 'none',
    load: () =>
      Promise.resolve(({ block }: { block: unknown }) => {
        const { heading, links = [] } = block as TestBlock;
        const Heading = level === 1 ? 'h1' : 'h2';
        return (
          <section>
            <Heading>{heading}</Heading>
            {links.map((link) => (
              <a key={link.href} href={link.href}>
                {link.label}
              </a>
            ))}
          </section>
        );
      }),
  };
}

function Counter({ block }: { block: unknown }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {(block as { type: string }).type} pressed {count} times
    </button>
  );
}

let loadFaq = () => Promise.resolve(Counter);

const registry = {
  hero: testEntry(1, true),
  textSection: testEntry(2),
  pairs: testEntry(2),
  callout: { load: () => Promise.resolve(Counter), hydrate: 'load' },
  faq: { load: () => loadFaq(), hydrate: 'press' },
} as unknown as BlockRegistry;

async function loaderFor(page: PageDefinition) {
  const blocks = createBlockLoader(registry);
  await blocks.preload(page.blocks.map((block) => block.type));
  return blocks;
}

async function renderPage(page: PageDefinition) {
  renderWithSite(<PageRenderer page={page} blocks={await loaderFor(page)} />);
}

const hero = { type: 'hero', heading: 'Testcoin (TST)' };
const about = { type: 'textSection', heading: 'About Testcoin' };
const pairs = {
  type: 'pairs',
  area: 'sidebar',
  heading: 'Popular Pairs',
  links: [{ label: 'TST to BTC', href: '/testcointobitcoin' }],
};

afterEach(() => vi.restoreAllMocks());

describe('PageRenderer', () => {
  it('renders each block through its registered component, in order', async () => {
    await renderPage(pageWith([hero, about]));
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(['Testcoin (TST)', 'About Testcoin']);
  });

  it('puts a leading block above the columns and sidebar blocks in a region beside the main column', async () => {
    await renderPage(pageWith([hero, about, pairs]));
    const sidebar = screen.getByRole('complementary', { name: 'Page details' });
    expect(within(sidebar).getByRole('link', { name: 'TST to BTC' })).toHaveAttribute(
      'href',
      '/testcointobitcoin',
    );
    expect(within(sidebar).queryByText('About Testcoin')).not.toBeInTheDocument();
    const lead = screen.getByRole('heading', { level: 1 });
    expect(sidebar.parentElement?.contains(lead)).toBe(false);
  });

  it('does not lead with a first block whose entry does not lead pages', async () => {
    await renderPage(pageWith([about, pairs]));
    const sidebar = screen.getByRole('complementary', { name: 'Page details' });
    const aboutHeading = screen.getByRole('heading', { name: 'About Testcoin' });
    expect(sidebar.parentElement?.contains(aboutHeading)).toBe(true);
  });

  it('puts the sidebar before the main column when the page asks for it first', async () => {
    await renderPage({ ...pageWith([hero, about, pairs]), sidebarPosition: 'start' as const });
    const sidebar = screen.getByRole('complementary', { name: 'Page details' });
    const aboutHeading = screen.getByRole('heading', { name: 'About Testcoin' });
    expect(sidebar.compareDocumentPosition(aboutHeading)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('skips a block of unknown type with a warning instead of breaking the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderPage(pageWith([hero, { type: 'carousel' }, about]));
    expect(screen.getByText('About Testcoin')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"carousel"'));
  });

  it('waits for a block that was not loaded yet, then shows it', async () => {
    const page = pageWith([hero, about]);
    // act lets React retry the suspended render when the block's code arrives, as a browser does.
    await act(async () => {
      renderWithSite(<PageRenderer page={page} blocks={createBlockLoader(registry)} />);
    });
    expect(await screen.findByRole('heading', { name: 'About Testcoin' })).toBeInTheDocument();
  });
});

describe('PageRenderer hydrating a prerendered page', () => {
  const site = siteFixture();
  const Providers = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={theme}>
      <SiteProvider site={site}>
        <MemoryRouter>{children}</MemoryRouter>
      </SiteProvider>
    </ThemeProvider>
  );

  it('keeps the markup of blocks that never wake, makes those that wake with the page work at once, and wakes a pressed one on that press', async () => {
    const page = pageWith([hero, { type: 'callout' }, about, { type: 'faq' }]);
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(
      <Providers>
        <PageRenderer page={page} blocks={await loaderFor(page)} />
      </Providers>,
    );
    const heading = within(container).getByRole('heading', { level: 1 });
    const wokenWithPage = within(container).getByRole('button', { name: /^callout/ });
    const pressed = within(container).getByRole('button', { name: 'faq pressed 0 times' });

    let faqArrives = () => {};
    const faqCode = new Promise<typeof Counter>((resolve) => (faqArrives = () => resolve(Counter)));
    loadFaq = () => faqCode;
    const blocks = createBlockLoader(registry);
    await blocks.preload(['callout']);
    startIslands(container);
    const hydrationProblems = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <Providers>
          <PageRenderer page={page} blocks={blocks} />
        </Providers>,
        { onRecoverableError: hydrationProblems },
      );
    });
    // The blocks that never wake were not even fetched, and their markup is the prerendered one.
    expect(blocks.get('hero')).toBeUndefined();
    expect(within(container).getByRole('heading', { level: 1 })).toBe(heading);
    fireEvent.click(wokenWithPage);
    expect(wokenWithPage).toHaveTextContent('callout pressed 1 times');

    // Pressed before its code is in: the press fetches it and is acted on once it works.
    fireEvent.click(pressed);
    expect(pressed).toHaveTextContent('faq pressed 0 times');
    await act(async () => faqArrives());
    await vi.waitFor(() => expect(pressed).toHaveTextContent('faq pressed 1 times'));
    expect(within(container).getByRole('button', { name: /^faq/ })).toBe(pressed);
    fireEvent.click(pressed);
    expect(pressed).toHaveTextContent('faq pressed 2 times');
    expect(hydrationProblems).not.toHaveBeenCalled();
    container.remove();
  });
});
