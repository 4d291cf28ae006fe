import type { BuiltinNews, NewsArticle } from '../types/schema';

export type { BuiltinNews, NewsArticle };

/** The answer of GET /api/news/:slug (spec section 3, "News response"). */
export interface NewsResponse {
  success: boolean;
  data: NewsArticle[];
  /** ISO timestamp of when the articles were gathered. */
  lastUpdated: string;
  error?: string;
  /**
   * Not in the spec's shape: true when the articles came from the feeds, false when they are
   * the site's own standing in. Only feed articles are presented as the latest news.
   */
  fromFeeds?: boolean;
}

export const ARTICLES_PER_BLOCK = 3;

/** Spec section 9: the skeleton shows for about this long, however fast the articles are. */
export const NEWS_SKELETON_MS = 600;
