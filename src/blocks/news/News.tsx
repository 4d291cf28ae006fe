import styled from '@emotion/styled';
import { useEffect, useId, useState } from 'react';
import useSWR from 'swr';
import { swrDefaults } from '../../net/swrDefaults';
import type { BlockOfType, BlockProps } from '../../engine/types';
import { loadOnce } from '../../engine/codeLoader';
import { DEFAULT_API_ERROR_MESSAGE, fetchNews, newsApiUrl } from '../../news/api';
import {
  backgroundHeading,
  latestArticles,
  newestFirst,
  pickBuiltinArticles,
} from '../../news/pick';
import { ARTICLES_PER_BLOCK, NEWS_SKELETON_MS, type NewsArticle } from '../../news/types';
import { BlockSection, SectionHeading } from '../../ui/primitives';
import { Skeleton } from '../../ui/Skeleton';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { ArticleCard } from './ArticleCard';
import { themeStyles } from '../../theme/themeStyles';

/** Spec section 9: an answer of the news API stays fresh this long. */
export const NEWS_FRESH_MS = 15 * 60 * 1000;
export const NEWS_ERROR_TEXT = 'Failed to load news articles. Please try again later.';
export const BACKGROUND_NOTE =
  'No fresh headlines right now: these are background articles, each with the date it was written.';

const Grid = styled.ul(
  themeStyles(({ theme }) => ({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: theme.space.lg,
    gridTemplateColumns: '1fr',
    [theme.breakpoints.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  })),
);

const ErrorBox = styled.p(
  themeStyles(({ theme }) => ({
    margin: 0,
    padding: theme.space.md,
    border: `1px solid ${theme.colors.danger}`,
    borderRadius: theme.radius.md,
    background: theme.colors.dangerBg,
    color: theme.colors.danger,
  })),
);

const Note = styled.p(
  themeStyles(({ theme }) => ({ margin: `0 0 ${theme.space.md}`, color: theme.colors.textMuted })),
);

const Empty = styled.p(themeStyles(({ theme }) => ({ margin: 0, color: theme.colors.textMuted })));

type NewsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; articles: NewsArticle[]; fromFeeds: boolean };

function useSkeletonDelay(): boolean {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), NEWS_SKELETON_MS);
    return () => clearTimeout(timer);
  }, []);
  return waited;
}

type BuiltinState =
  { status: 'loading' } | { status: 'error' } | { status: 'loaded'; picked: NewsArticle[] };

/**
 * The built-in articles are a chunk of their own, fetched only when the news API cannot be
 * reached: they stand in then. The API marks its own answers from them (`fromFeeds`).
 */
const builtinArticles = loadOnce(() =>
  import('virtual:news-articles').then((module) => module.default),
);

function useBuiltinNews(keywords: readonly string[], needed: boolean): BuiltinState {
  const [state, setState] = useState<BuiltinState>({ status: 'loading' });
  const keywordKey = keywords.join('\n');
  useEffect(() => {
    if (!needed) return;
    let current = true;
    builtinArticles
      .load()
      .then((news) => {
        const picked = pickBuiltinArticles(keywordKey.split('\n'), news);
        if (current) setState({ status: 'loaded', picked });
      })
      .catch((error: unknown) => {
        console.error('The built-in news articles could not be loaded:', error);
        if (current) setState({ status: 'error' });
      });
    return () => {
      current = false;
    };
  }, [keywordKey, needed]);
  return state;
}

/**
 * Feeds first: the news API answers with feed articles about the page, or with the site's
 * own when the feeds have none. When the API itself fails, the built-in articles stand in.
 * Only articles that came from a feed are presented as the latest news.
 */
function useNews(slug: string, block: BlockOfType<'news'>): NewsState {
  const options = {
    apiErrors: block.apiErrors ?? 'report',
    apiErrorMessage: block.apiErrorMessage ?? DEFAULT_API_ERROR_MESSAGE,
  };
  const { data, error } = useSWR(newsApiUrl(slug), (url: string) => fetchNews(url, options), {
    ...swrDefaults,
    dedupingInterval: NEWS_FRESH_MS,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  const fromFeeds = data?.fromFeeds === true;
  // Feed articles stand under "Latest" only while they are; the site's own are dated anyway.
  const usable =
    data && data.success && !data.error
      ? fromFeeds
        ? latestArticles(data.data, data.lastUpdated)
        : data.data
      : [];
  const answered = usable.length > 0;
  const builtin = useBuiltinNews(block.keywords, !answered && (error !== undefined || !!data));
  if (answered) return { status: 'loaded', articles: newestFirst(usable), fromFeeds };
  if (builtin.status === 'loading') return { status: 'loading' };
  if (builtin.status === 'error') return { status: 'error' };
  return { status: 'loaded', articles: newestFirst(builtin.picked), fromFeeds: false };
}

function NewsView({ block, state }: { block: BlockOfType<'news'>; state: NewsState }) {
  const waited = useSkeletonDelay();
  const shown: NewsState = waited ? state : { status: 'loading' };
  const headingId = useId();

  return (
    <BlockSection id={block.id} aria-labelledby={headingId} aria-busy={shown.status === 'loading'}>
      <SectionHeading id={headingId}>
        {shown.status === 'loaded' && !shown.fromFeeds
          ? backgroundHeading(block.heading)
          : block.heading}
      </SectionHeading>
      {shown.status === 'loading' && (
        <>
          <VisuallyHidden role="status">Loading news…</VisuallyHidden>
          <Grid aria-hidden="true">
            {Array.from({ length: ARTICLES_PER_BLOCK }, (_, index) => (
              <li key={index}>
                <Skeleton height="22rem" data-testid="news-skeleton" />
              </li>
            ))}
          </Grid>
        </>
      )}
      {shown.status === 'error' && <ErrorBox role="alert">{NEWS_ERROR_TEXT}</ErrorBox>}
      {shown.status === 'loaded' && !shown.fromFeeds && shown.articles.length > 0 && (
        <Note>{BACKGROUND_NOTE}</Note>
      )}
      {shown.status === 'loaded' &&
        (shown.articles.length === 0 ? (
          <Empty>No news articles right now.</Empty>
        ) : (
          <Grid>
            {shown.articles.slice(0, ARTICLES_PER_BLOCK).map((article, index, shownArticles) => (
              <li key={article.url + article.title}>
                <ArticleCard
                  article={article}
                  showPicture={
                    !shownArticles
                      .slice(0, index)
                      .some((earlier) => earlier.imageUrl === article.imageUrl)
                  }
                />
              </li>
            ))}
          </Grid>
        ))}
    </BlockSection>
  );
}

export function News({ block, page }: BlockProps<'news'>) {
  return <NewsView block={block} state={useNews(page.slug, block)} />;
}
