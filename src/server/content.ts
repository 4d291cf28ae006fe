import type { PageDefinition } from '../engine/types';
import type { BuiltinNews } from '../types/schema';
import type { SiteData } from '../types/siteData';
import { keywordsOfPage } from '../news/keywords';

/**
 * What the server needs from the content, written by the build beside the site so the server
 * reads only dist/ and its environment: provider defaults, the words each page's news is
 * about, and the built-in articles.
 */
export interface ServerContent {
  providers: SiteData['providers'];
  /**
   * The market-data ids of the whole coin catalogue, coins outside the price list included:
   * the ids the market proxy accepts. A page asks for the few it shows; the proxy asks the
   * service for those it has no current record of, up to 250 in one call.
   */
  coinIds: string[];
  keywordsBySlug: Record<string, string[]>;
  articles: BuiltinNews;
}

/** Inside dist/, never served: the static site answers 404 for this folder. */
export const SERVER_CONTENT_DIR = '_server';
export const SERVER_CONTENT_FILE = `${SERVER_CONTENT_DIR}/content.json`;

/**
 * A page's news keywords, or a catalogued coin's name and symbol where it has no page; the
 * market ids of the site's coins and of the catalogue's, whose made pages ask for them too.
 */
export function serverContentOf(
  site: SiteData,
  pages: readonly PageDefinition[],
  articles: BuiltinNews,
  catalogue: readonly { id: string }[] = [],
): ServerContent {
  const keywordsBySlug: Record<string, string[]> = {};
  for (const coin of site.coins) keywordsBySlug[coin.slug] = [coin.name, coin.symbol];
  for (const page of pages) keywordsBySlug[page.slug] = keywordsOfPage(page);
  const coinIds = [...new Set([...site.coins, ...catalogue].map((coin) => coin.id))];
  return { providers: site.providers, coinIds, keywordsBySlug, articles };
}
