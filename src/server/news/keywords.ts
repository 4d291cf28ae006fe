import { readFile } from 'node:fs/promises';
import path from 'node:path';
import siteJson from '../../../pages-data/site.json' with { type: 'json' };
import type { PageDefinition, SiteData } from '../../engine/types';

const site = siteJson as SiteData;

export type KeywordLookup = (slug: string) => Promise<string[] | null>;

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
 * Looks a slug up in the built site's page data (dist/page-data/<slug>.json), then in the
 * coin list of site.json; null when neither knows it. Without a dist folder (files on a
 * CDN) only the coin list is known. The slug is checked by the caller.
 */
export function keywordsFromBuiltPages(distDir: string | undefined): KeywordLookup {
  return async (slug) => {
    if (!distDir) return keywordsOfCoin(slug);
    try {
      const text = await readFile(path.join(distDir, 'page-data', `${slug}.json`), 'utf8');
      return keywordsOfPage(JSON.parse(text) as PageDefinition);
    } catch {
      return keywordsOfCoin(slug);
    }
  };
}
