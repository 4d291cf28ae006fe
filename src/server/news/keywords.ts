import siteJson from '../../../pages-data/site.json' with { type: 'json' };
import type { PageDefinition, SiteData } from '../../engine/types';

const site = siteJson as SiteData;

export type KeywordLookup = (slug: string) => Promise<string[] | null>;

/** One page's data as the build wrote it (page-data/<slug>.json), or null when there is none. */
export type PageDataReader = (slug: string) => Promise<PageDefinition | null>;

/** The words a page's news is about: its news block's keywords, else its coin names and symbols. */
export function keywordsOfPage(page: PageDefinition): string[] {
  const newsBlock = page.blocks.find((block) => block.type === 'news');
  if (newsBlock) return newsBlock.keywords;
  return [
    page.name,
    page.symbol,
    page.fromName,
    page.fromSymbol,
    page.toName,
    page.toSymbol,
  ].filter((word): word is string => !!word);
}

function keywordsOfCoin(slug: string): string[] | null {
  const coin = site.coins.find((candidate) => candidate.slug === slug);
  return coin ? [coin.name, coin.symbol] : null;
}

/**
 * Looks a slug up in the built site's page data, then in the coin list of site.json; null
 * when neither knows it. Where the page data is read from is the runtime's business (the
 * disk on Node, the asset binding on Workers); without a reader only the coin list is known.
 * The slug is checked by the caller.
 */
export function keywordsFromPageData(read: PageDataReader | undefined): KeywordLookup {
  return async (slug) => {
    const page = read ? await read(slug).catch(() => null) : null;
    return page ? keywordsOfPage(page) : keywordsOfCoin(slug);
  };
}
