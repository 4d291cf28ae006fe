import type { PageDefinition } from '../engine/types';

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
