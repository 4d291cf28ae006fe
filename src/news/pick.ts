import { ARTICLES_PER_BLOCK, type BuiltinNews, type NewsArticle } from './types';

/** Spec section 9: the first of these that a page's keywords name decides its built-in articles. */
export const NEWS_KEYWORD_PRIORITY = [
  'bitcoin',
  'ethereum',
  'dogecoin',
  'pepe',
  'bnb',
  'solana',
  'usdt',
  'ada',
  'avax',
  'dot',
  'floki',
  'link',
  'matic',
  'shibainu',
  'trx',
  'xrp',
] as const;

/** "Shiba Inu" and "shibainu" are the same keyword. */
export const normaliseKeyword = (keyword: string) =>
  keyword.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The topic the keywords select, or null for the general articles. */
export function pickTopic(keywords: readonly string[], news: BuiltinNews): string | null {
  const wanted = new Set(keywords.map(normaliseKeyword));
  return (
    NEWS_KEYWORD_PRIORITY.find((topic) =>
      news.topics[topic]?.matches.some((match) => wanted.has(match)),
    ) ?? null
  );
}

/** Up to `limit` built-in articles: the topic's own first, then general ones to fill the row. */
export function pickBuiltinArticles(
  keywords: readonly string[],
  news: BuiltinNews,
  limit = ARTICLES_PER_BLOCK,
): NewsArticle[] {
  const topic = pickTopic(keywords, news);
  const own = topic ? (news.topics[topic]?.articles ?? []) : [];
  return [...own, ...news.general].slice(0, limit);
}

/** Newest first; an article whose date cannot be read goes last rather than first. */
export function newestFirst(articles: readonly NewsArticle[]): NewsArticle[] {
  const time = (article: NewsArticle) => Date.parse(article.date) || Number.NEGATIVE_INFINITY;
  return [...articles].sort((a, b) => time(b) - time(a));
}

/**
 * The heading over built-in articles: never "Latest", since they are background reading.
 * "Latest Cardano News" → "Background Reading on Cardano".
 */
export function backgroundHeading(latestHeading: string): string {
  const subject = /^Latest (.+?)(?: News)?$/i.exec(latestHeading.trim())?.[1];
  return subject ? `Background Reading on ${subject}` : 'Background Reading';
}

/** The oldest an article may be and still stand under a "Latest" heading. */
export const LATEST_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The articles young enough to be called the latest: at most 30 days older than the answer's
 * own time (when the feeds were read), or than its newest article when it gives no time. The
 * visitor's clock plays no part, so a wrong clock neither hides fresh news nor shows old.
 */
export function latestArticles(articles: readonly NewsArticle[], gatheredAt?: string) {
  const dated = articles.map((article) => ({ article, at: Date.parse(article.date) }));
  const gathered = gatheredAt === undefined ? Number.NaN : Date.parse(gatheredAt);
  const asOf = Number.isNaN(gathered)
    ? Math.max(...dated.map(({ at }) => (Number.isNaN(at) ? -Infinity : at)))
    : gathered;
  return dated
    .filter(({ at }) => !Number.isNaN(at) && asOf - at <= LATEST_MAX_AGE_MS)
    .map(({ article }) => article);
}
