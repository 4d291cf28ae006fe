import { madePages, type MadePages, type MadeSource } from '../../content/madePages';
import { keywordsOfPage } from '../../news/keywords';
import type { KeywordLookup } from './keywords';

/**
 * The news keywords of the pages the server makes on demand (a catalogue coin's page, a pair
 * of any two coins): those of the page its template makes, as the page itself shows them,
 * without rendering it. `readSource` gives the build's made-page source (null for a build
 * that wrote none); it is read when a made page's news is first asked for.
 */
export function keywordsOfMadePages(readSource: () => Promise<MadeSource | null>): KeywordLookup {
  let pages: Promise<MadePages | null> | undefined;
  return async (slug) => {
    pages ??= readSource().then(
      (source) => source && madePages(source),
      (error: unknown) => {
        // Read again on the next request rather than never.
        pages = undefined;
        throw error;
      },
    );
    const found = (await pages)?.lookup(slug);
    return found && 'page' in found ? keywordsOfPage(found.page) : null;
  };
}
