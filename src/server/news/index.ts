import { Hono } from 'hono';
import { isPageSlug } from '../../engine/routes';
import { normaliseKeyword, pickBuiltinArticles } from '../../news/pick';
import type { BuiltinNews, NewsArticle, NewsResponse } from '../../news/types';
import { newsCacheControl } from '../cacheControl';
import { PrecompressedBody, sendPrecompressed, type Compressor } from '../precompressed';
import { fetchFeedArticles } from './feeds';
import type { KeywordLookup } from './keywords';

export { firstKeywords, keywordsFromIndex, type KeywordLookup } from './keywords';
export { keywordsOfMadePages } from './madeKeywords';

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
  /**
   * Answers kept at most, the least recently asked going first: with pages made on demand,
   * any pair of two coins has news, and a crawl of them must not grow the process.
   */
  maxKeptAnswers?: number;
  now?: () => number;
}

/**
 * Some 20 MB at most: an answer of 12 articles is about 7 KB of JSON, kept as a string (two
 * bytes a character) with its compressed forms.
 */
const DEFAULT_KEPT_ANSWERS = 1000;

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
  expires: number;
}

/** One feed's articles as last read, kept for every page until `expires`. */
interface FeedSnapshot {
  articles: NewsArticle[];
  expires: number;
}

/**
 * GET /:slug → { success, data, lastUpdated, error? }: feed articles about the page, or
 * built-in ones. Each feed is read at most once per period for all pages together, and
 * every slug is answered from the articles kept, so feed traffic does not grow with the
 * number of pages.
 */
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
    maxKeptAnswers = DEFAULT_KEPT_ANSWERS,
    now = Date.now,
  } = options;
  const answers = new Map<string, { expires: number; body: PrecompressedBody }>();
  const snapshots = new Map<string, FeedSnapshot>();
  const reading = new Map<string, Promise<FeedSnapshot>>();
  const app = new Hono();

  const failure = (error: string): NewsResponse => ({
    success: false,
    data: [],
    lastUpdated: new Date(now()).toISOString(),
    error,
  });

  /** The feed's kept articles, read again once their period is over; one read at a time. */
  function feedSnapshot(feed: string): Promise<FeedSnapshot> {
    const kept = snapshots.get(feed);
    if (kept && kept.expires > now()) return Promise.resolve(kept);
    let pending = reading.get(feed);
    if (!pending) {
      pending = fetchFeedArticles(feed, feedTimeoutMs, now())
        .then(
          // A feed with nothing usable in it is likely broken for now: asked again soon.
          (articles) => ({
            articles,
            expires: now() + (articles.length > 0 ? cacheMs : fallbackCacheMs),
          }),
          (error: unknown) => {
            const reason = error instanceof Error ? error.message : String(error);
            console.warn(`News feed ${feed} skipped: ${reason}`);
            // Tried again soon: an outage should not blank a feed for a whole period.
            return { articles: [], expires: now() + fallbackCacheMs };
          },
        )
        .then((snapshot) => {
          snapshots.set(feed, snapshot);
          return snapshot;
        })
        .finally(() => reading.delete(feed));
      reading.set(feed, pending);
    }
    return pending;
  }

  async function gather(keywords: readonly string[]): Promise<Gathered> {
    const read = await Promise.all(feeds.map(feedSnapshot));
    const expires =
      read.length > 0
        ? Math.min(...read.map((snapshot) => snapshot.expires))
        : now() + fallbackCacheMs;
    const matches = keywordMatcher(keywords);
    const seen = new Set<string>();
    const articles = read
      .flatMap((snapshot) => snapshot.articles)
      .filter((article) => matches(article) && !seen.has(article.url) && seen.add(article.url))
      .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
      .slice(0, maxArticles);
    const lastUpdated = new Date(now()).toISOString();
    // Feeds down, switched off or silent about this coin: the site's own articles still inform.
    const data = articles.length > 0 ? articles : pickBuiltinArticles(keywords, builtin);
    return {
      expires,
      body: { success: true, data, lastUpdated, fromFeeds: articles.length > 0 },
    };
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
    const cached = answers.get(slug);
    if (cached && cached.expires > now()) {
      // Map keeps insertion order: moving the entry to the end marks it as the newest.
      answers.delete(slug);
      answers.set(slug, cached);
      return sendPrecompressed(c, cached.body, 200, {
        'Cache-Control': newsCacheControl(cached.expires - now()),
      });
    }
    const keywords = await keywordsForSlug(slug);
    if (!keywords)
      return c.json(failure(`There is no page with the slug ${slug.slice(0, 100)}.`), 404);

    const gathered = await gather(keywords);
    // Kept with its compressed forms until the feeds are due again: every later visitor
    // gets the same bytes.
    const body = new PrecompressedBody(JSON.stringify(gathered.body), compress);
    answers.delete(slug);
    answers.set(slug, { expires: gathered.expires, body });
    for (const oldest of answers.keys()) {
      if (answers.size <= maxKeptAnswers) break;
      answers.delete(oldest);
    }
    return sendPrecompressed(c, body, 200, {
      'Cache-Control': newsCacheControl(gathered.expires - now()),
    });
  });

  return app;
}
