import { ThemeProvider } from '@emotion/react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createElement, useId, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteFixture } from '../../tests/support/siteFixture';
import { renderWithSite } from '../../tests/support/renderWithSite';
import { theme } from '../theme/theme';
import { SiteProvider } from '../site/site';
import { createBlockLoader, type BlockEntry, type BlockRegistry } from './blockRegistry';
import { OwnRootWorking, PrerenderProvider, type Prerender } from './ownRoot';
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
  const hintId = useId();
  return (
    <>
      <button type="button" aria-describedby={hintId} onClick={() => setCount(count + 1)}>
        {(block as { type: string }).type} pressed {count} times
      </button>
      <span id={hintId}>Counts presses</span>
    </>
  );
}

let loadFaq = () => Promise.resolve(Counter);

const registry = {
  hero: testEntry(1, true),
  textSection: testEntry(2),
  pairs: testEntry(2),
  callout: { load: () => Promise.resolve(Counter), hydrate: 'idle' },
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

  it('never waits for code: a block rendered before its code was loaded is an error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = pageWith([hero, about]);
    expect(() =>
      renderWithSite(<PageRenderer page={page} blocks={createBlockLoader(registry)} />),
    ).toThrow('A "hero" block was rendered before its code was loaded.');
  });
});

describe('PageRenderer hydrating a prerendered page', () => {
  const site = siteFixture();
  const Providers = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={theme}>
      <SiteProvider site={site}>{children}</SiteProvider>
    </ThemeProvider>
  );
  // As the prerender does: each waking block's island rendered as a root of its own, its
  // wrapper naming its code.
  const prerender: Prerender = {
    renderAlone: (id, content) =>
      renderToString(<Providers>{content}</Providers>, { identifierPrefix: id }),
    codeAddress: (type) => `/assets/${type}-x.js#${type}`,
  };

  it("keeps the markup of blocks that never wake, wakes the others as roots of their own from what their wrappers say, leaves them alone when the app comes, and acts on a press made before a block's code is in", async () => {
    const page = pageWith([hero, { type: 'callout' }, about, { type: 'faq' }]);
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(
      <Providers>
        <MemoryRouter>
          <PrerenderProvider value={prerender}>
            <PageRenderer page={page} blocks={await loaderFor(page)} />
          </PrerenderProvider>
        </MemoryRouter>
      </Providers>,
    );
    const heading = within(container).getByRole('heading', { level: 1 });
    const wokenWhenIdle = within(container).getByRole('button', { name: /^callout/ });
    const pressed = within(container).getByRole('button', { name: 'faq pressed 0 times' });

    let faqArrives = () => {};
    const faqCode = new Promise<typeof Counter>((resolve) => (faqArrives = () => resolve(Counter)));
    loadFaq = () => faqCode;
    const blocks = createBlockLoader(registry);
    const hydrationProblems = vi.fn();
    const consoleErrors = vi.spyOn(console, 'error');
    const unmounted: string[] = [];
    const woken: (string | null)[] = [];
    // What hydrateIsland.tsx does, with the test's registry for the code at the address.
    const startIsland = async (wrapper: HTMLElement) => {
      const id = wrapper.getAttribute('data-island')!;
      const { block } = JSON.parse(wrapper.getAttribute('data-props')!) as { block: Block };
      woken.push(wrapper.getAttribute('data-code'));
      await blocks.preload([block.type]);
      const root = hydrateRoot(
        wrapper,
        <Providers>
          <OwnRootWorking id={id}>
            {createElement(blocks.get(block.type)!, { block, page })}
          </OwnRootWorking>
        </Providers>,
        { identifierPrefix: id, onRecoverableError: hydrationProblems },
      );
      return () => {
        unmounted.push(id);
        root.unmount();
      };
    };
    const startApp = vi.fn();
    await act(async () => {
      startIslands(container, startApp, startIsland);
    });
    // The block that wakes by itself works before any app.
    await vi.waitFor(() => expect(woken).toEqual(['/assets/callout-x.js#callout']));
    await act(async () => {});
    fireEvent.click(wokenWhenIdle);
    expect(wokenWhenIdle).toHaveTextContent('callout pressed 1 times');
    expect(startApp).not.toHaveBeenCalled();

    // The app hydrates the page later, and leaves the blocks as they are.
    const app = hydrateRoot(
      container,
      <Providers>
        <MemoryRouter>
          <PageRenderer page={page} blocks={blocks} />
        </MemoryRouter>
      </Providers>,
      { onRecoverableError: hydrationProblems },
    );
    await act(async () => {});
    expect(blocks.get('hero')).toBeUndefined();
    expect(blocks.get('faq')).toBeUndefined();
    expect(within(container).getByRole('heading', { level: 1 })).toBe(heading);
    fireEvent.click(wokenWhenIdle);
    expect(wokenWhenIdle).toHaveTextContent('callout pressed 2 times');

    // Pressed before its code is in: the press fetches it and is acted on once it works.
    fireEvent.click(pressed);
    expect(pressed).toHaveTextContent('faq pressed 0 times');
    await act(async () => faqArrives());
    await vi.waitFor(() => expect(pressed).toHaveTextContent('faq pressed 1 times'));
    expect(within(container).getByRole('button', { name: /^faq/ })).toBe(pressed);
    fireEvent.click(pressed);
    expect(pressed).toHaveTextContent('faq pressed 2 times');
    // The ids React gave in the prerender are the ones each root gives (useId in Counter).
    const hint = document.getElementById(pressed.getAttribute('aria-describedby')!);
    expect(hint).toHaveTextContent('Counts presses');
    expect(pressed.parentElement).toContainElement(hint);
    expect(hydrationProblems).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();

    // The app leaving the page takes the blocks' roots with it.
    await act(async () => app.render(<p>Another page</p>));
    await vi.waitFor(() => expect(unmounted.sort()).toEqual(['testcoin:1', 'testcoin:3']));
    container.remove();
  });
});
