import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readContentFile } from '../../../tests/support/siteFixture';
import type { BlockOfType, PageDefinition } from '../../engine/types';
import type { BuiltinNews } from '../../types/schema';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { BACKGROUND_NOTE, News } from './News';

const news = readContentFile<BuiltinNews>('news/articles.json');
const pepeArticles = news.topics.pepe!.articles;
// The built-in picks for Pepe, newest first: a general article is newer than both of Pepe's.
const [firstShown, secondShown, thirdShown] = [
  news.general[0]!,
  pepeArticles[0]!,
  pepeArticles[1]!,
];

const builtinBlock: BlockOfType<'news'> = {
  type: 'news',
  heading: 'Latest Pepe News',
  keywords: ['Pepe', 'PEPE', 'cryptocurrency'],
};
const page = { slug: 'pepe' } as PageDefinition;

const fetchMock = vi.fn<typeof fetch>();

function renderFresh(ui: ReactElement) {
  return renderWithSite(<SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>);
}

const articleTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

// The articles module is made from the whole validated content folder on first import, which
// takes longer than a test waits; a browser gets it as a prebuilt chunk.
beforeAll(() => import('virtual:news-articles'), 60_000);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('News when the news API cannot be reached', () => {
  beforeEach(() => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  });

  it('shows a three-card skeleton first, then the built-in articles, newest first, as dated background', async () => {
    renderFresh(<News block={builtinBlock} page={page} />);
    expect(screen.getByRole('heading', { name: 'Latest Pepe News' })).toBeVisible();
    expect(screen.getAllByTestId('news-skeleton')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('Loading news…');

    await screen.findAllByRole('article', {}, { timeout: 2000 });
    expect(screen.queryByTestId('news-skeleton')).not.toBeInTheDocument();
    expect(articleTitles()).toEqual([firstShown.title, secondShown.title, thirdShown.title]);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Background Reading on Pepe',
    );
    expect(screen.queryByText(/Latest/)).not.toBeInTheDocument();
    expect(screen.getByText(BACKGROUND_NOTE)).toBeVisible();
    expect(screen.getByText('Feb 24, 2026')).toBeVisible();
    expect(screen.getAllByText(/· SwapRoute$/)).toHaveLength(3);
    expect(fetchMock).toHaveBeenCalledWith('/api/news/pepe', expect.anything());
  });

  it('opens the article in a reader and closes it with the close button', async () => {
    const user = userEvent.setup();
    renderFresh(<News block={builtinBlock} page={page} />);
    const [firstReadMore] = await screen.findAllByRole(
      'button',
      { name: /^Read more/ },
      { timeout: 2000 },
    );
    await user.click(firstReadMore!);

    const reader = await screen.findByRole('dialog', { name: firstShown.title });
    // The reader shows the site's own article, not the card's summary again, and does not
    // present its further-reading link as the article's source.
    for (const paragraph of firstShown.body ?? []) expect(reader).toHaveTextContent(paragraph);
    expect(firstShown.body?.length).toBeGreaterThan(0);
    expect(reader).not.toHaveTextContent(firstShown.summary);
    expect(within(reader).queryByText(/Read the full article/)).toBeNull();
    const host = new URL(firstShown.url).hostname.replace(/^www\./, '');
    const link = within(reader).getByRole('link', { name: `Further reading on ${host}` });
    expect(link).toHaveAttribute('href', firstShown.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(within(reader).getByRole('button', { name: 'Close article' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(firstReadMore).toHaveFocus();
  });

  it('closes the reader on Escape, keeping focus inside while open and giving it back after', async () => {
    const user = userEvent.setup();
    renderFresh(<News block={builtinBlock} page={page} />);
    const readMore = await screen.findAllByRole(
      'button',
      { name: /^Read more/ },
      { timeout: 2000 },
    );
    readMore[1]!.focus();
    await user.keyboard('{Enter}');
    const reader = screen.getByRole('dialog', { name: secondShown.title });
    for (let step = 0; step < 4; step++) {
      await user.tab();
      expect(reader).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readMore[1]).toHaveFocus();
  });
});

describe('News from the news API', () => {
  const article = {
    title: 'Fresh from the feed',
    summary: 'Something happened.',
    date: '2026-04-01T08:00:00Z',
    url: 'https://feed.example/story',
  };
  const older = {
    title: 'Older feed story',
    summary: 'Something happened before.',
    date: '2026-03-30T08:00:00Z',
    url: 'https://feed.example/older',
  };
  const apiBlock = (options: Partial<BlockOfType<'news'>>): BlockOfType<'news'> => ({
    ...builtinBlock,
    ...options,
  });

  it('asks /api/news/<slug> and shows its feed articles, newest first, as the latest news', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          success: true,
          data: [older, article],
          lastUpdated: 'now',
          fromFeeds: true,
        }),
      ),
    );
    renderFresh(<News block={apiBlock({ apiErrors: 'raise' })} page={page} />);
    expect(
      await screen.findByRole('heading', { name: 'Fresh from the feed' }, { timeout: 2000 }),
    ).toBeVisible();
    expect(articleTitles()).toEqual(['Fresh from the feed', 'Older feed story']);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Latest Pepe News');
    expect(screen.queryByText(BACKGROUND_NOTE)).not.toBeInTheDocument();
    expect(screen.getByText('Apr 1, 2026')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/news/pepe',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it.each([
    ['marks as its own', { fromFeeds: false }],
    ['does not mark as from the feeds', {}],
  ])('does not call articles the API %s the latest news', async (_, mark) => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ success: true, data: pepeArticles, lastUpdated: 'now', ...mark }),
      ),
    );
    renderFresh(<News block={apiBlock({})} page={page} />);
    await screen.findAllByRole('article', {}, { timeout: 2000 });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Background Reading on Pepe',
    );
    expect(screen.getByText(BACKGROUND_NOTE)).toBeVisible();
  });

  it.each([
    [
      'a failed answer (report mode)',
      { apiErrors: 'report' },
      () => new Response('', { status: 500 }),
    ],
    ['a body that is not JSON', { apiErrors: 'report' }, () => new Response('<html>')],
    [
      'an answer saying success false',
      {},
      () => new Response('{"success":false,"data":[],"error":"x"}'),
    ],
    [
      'a failed answer (raise mode)',
      { apiErrors: 'raise' },
      () => new Response('', { status: 500 }),
    ],
  ] as const)('falls back to the dated built-in articles on %s', async (_, options, answer) => {
    fetchMock.mockImplementation(async () => answer());
    renderFresh(<News block={apiBlock(options)} page={page} />);
    await screen.findAllByRole('article', {}, { timeout: 4000 });
    expect(articleTitles()).toEqual([firstShown.title, secondShown.title, thirdShown.title]);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Background Reading on Pepe',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps feed articles over 30 days older than the answer out from under "Latest"', async () => {
    const stale = { ...older, title: 'Last year’s story', date: '2025-10-24T08:00:00Z' };
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          success: true,
          data: [stale, article],
          lastUpdated: '2026-04-02T00:00:00Z',
          fromFeeds: true,
        }),
      ),
    );
    renderFresh(<News block={apiBlock({})} page={page} />);
    await screen.findByRole('heading', { name: 'Fresh from the feed' }, { timeout: 2000 });
    expect(articleTitles()).toEqual(['Fresh from the feed']);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Latest Pepe News');
  });

  it('stands the background articles in when every feed article is old', async () => {
    const stale = { ...article, date: '2025-10-24T08:00:00Z' };
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          success: true,
          data: [stale],
          lastUpdated: '2026-04-02T00:00:00Z',
          fromFeeds: true,
        }),
      ),
    );
    renderFresh(<News block={apiBlock({})} page={page} />);
    await screen.findAllByRole('article', {}, { timeout: 4000 });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Background Reading on Pepe',
    );
    expect(articleTitles()).not.toContain(stale.title);
  });

  it('sends "Read more" of a feed summary straight to its source', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ success: true, data: [article], lastUpdated: 'now', fromFeeds: true }),
      ),
    );
    renderFresh(<News block={apiBlock({})} page={page} />);
    const readMore = await screen.findByRole(
      'link',
      { name: /^Read more: Fresh from the feed, on feed\.example/ },
      { timeout: 2000 },
    );
    expect(readMore).toHaveAttribute('href', article.url);
    expect(readMore).toHaveAttribute('target', '_blank');
  });

  it('keeps the skeleton for about 600 ms even when the answer is instant', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, data: [article] })));
    renderFresh(<News block={apiBlock({})} page={page} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByTestId('news-skeleton')).toHaveLength(3);
    expect(await screen.findByRole('article', {}, { timeout: 2000 })).toBeVisible();
  });
});
