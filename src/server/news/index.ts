import { Hono } from 'hono';
import { isPageSlug } from '../../engine/routes';
import { normaliseKeyword, pickBuiltinArticles } from '../../news/pick';
import type { BuiltinNews, NewsArticle, NewsResponse } from '../../news/types';
import { newsCacheControl } from '../cacheControl';
import { PrecompressedBody, sendPrecompressed, type Compressor } from '../precompressed';
import { fetchFeedArticles } from './feeds';
import type { KeywordLookup } from './keywords';

export { keywordsFromIndex, type KeywordLookup } from './keywords';

export interface NewsAppOptions {
  /** RSS or Atom feed addresses; none means built-in articles only. */
  feeds: readonly string[];
  keywordsForSlug: KeywordLookup;
  /** The built-in articles, served when no feed has news about the page. */
  builtin: BuiltinNews;
  /** Makes the compressed forms kept with an answer; left out where the platform compresses. */
  compress?: Compressor;
  /** How long one feed may take, headers and body together. */
  feedTimeoutMs?: number;
  /** How long gathered articles are served before the feeds are read again. */
  cacheMs?: number;
  /** Shorter, so that feeds are tried again soon after an outage. */
  fallbackCacheMs?: number;
  maxArticles?: number;
  now?: () => number;
}

/** Words every crypto article contains; matching on them would let everything through. */
const GENERIC_KEYWORDS = new Set(['cryptocurrency', 'crypto', 'cryptocurrencies']);

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function keywordMatcher(keywords: readonly string[]): (article: NewsArticle) => boolean {
  const words = [...new Set(keywords.map((keyword) => keyword.trim().toLowerCase()))].filter(
    (word) => word && !GENERIC_KEYWORDS.has(normaliseKeyword(word)),
  );
  if (words.length === 0) return () => false;
  const pattern = new RegExp(
    `(^|[^a-z0-9])(${words.map(escapeRegExp).join('|')})($|[^a-z0-9])`,
    'i',
  );
  return (article) => pattern.test(`${article.title} ${article.summary}`);
}

interface Gathered {
  body: NewsResponse;
  fromFeeds: boolean;
}

/** GET /:slug → { success, data, lastUpdated, error? }: feed articles about the page, or built-in ones. */
export function createNewsApp(options: NewsAppOptions) {
  const {
    feeds,
    keywordsForSlug,
    builtin,
    compress,
    feedTimeoutMs = 5000,
    cacheMs = 15 * 60 * 1000,
    fallbackCacheMs = 60 * 1000,
    maxArticles = 12,
    now = Date.now,
  } = options;
  const cache = new Map<string, { expires: number; body: PrecompressedBody }>();
  const inFlight = new Map<string, Promise<Gathered>>();
  const app = new Hono();

  const failure = (error: string): NewsResponse => ({
    success: false,
    data: [],
    lastUpdated: new Date(now()).toISOString(),
    error,
  });

  async function gather(keywords: readonly string[]): Promise<Gathered> {
    const results = await Promise.allSettled(
      feeds.map((feed) => fetchFeedArticles(feed, feedTimeoutMs)),
    );
    results.forEach((result, index) => {
      if (result.status === 'rejected') {
        const reason =
          result.reason instanceof Error ? result.reason.message : String(result.reason);
        console.warn(`News feed ${feeds[index]} skipped: ${reason}`);
      }
    });
    const matches = keywordMatcher(keywords);
    const seen = new Set<string>();
    const articles = results
      .flatMap((result) => (result.status === 'fulfilled' ? result.value : []))
      .filter((article) => matches(article) && !seen.has(article.url) && seen.add(article.url))
      .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
      .slice(0, maxArticles);
    const lastUpdated = new Date(now()).toISOString();
    if (articles.length > 0) {
      return { fromFeeds: true, body: { success: true, data: articles, lastUpdated } };
    }
    // Feeds down, switched off or silent about this coin: the site's own articles still inform.
    const fallback = pickBuiltinArticles(keywords, builtin);
    return { fromFeeds: false, body: { success: true, data: fallback, lastUpdated } };
  }

  app.get('/:slug', async (c) => {
    const slug = c.req.param('slug');
    if (!isPageSlug(slug)) {
      return c.json(
        failure(
          'A news slug is a page address: lower-case letters and digits, words joined by single dashes, such as how-it-works.',
        ),
        400,
      );
    }
    const cached = cache.get(slug);
    if (cached && cached.expires > now()) {
      return sendPrecompressed(c, cached.body, 200, {
        'Cache-Control': newsCacheControl(cached.expires - now()),
      });
    }
    const keywords = await keywordsForSlug(slug);
    if (!keywords)
      return c.json(failure(`There is no page with the slug ${slug.slice(0, 100)}.`), 404);

    let pending = inFlight.get(slug);
    if (!pending) {
      pending = gather(keywords).finally(() => inFlight.delete(slug));
      inFlight.set(slug, pending);
    }
    const gathered = await pending;
    const lifetime = gathered.fromFeeds ? cacheMs : fallbackCacheMs;
    // Kept with its compressed forms: every later visitor gets the same bytes.
    const body = new PrecompressedBody(JSON.stringify(gathered.body), compress);
    cache.set(slug, { expires: now() + lifetime, body });
    return sendPrecompressed(c, body, 200, { 'Cache-Control': newsCacheControl(lifetime) });
  });

  return app;
}
