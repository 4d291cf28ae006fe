import { contentFileOf, type CollectionName } from '../content/contentFiles';
import { routeForSlug } from '../engine/routes';

/** The content files that are not pages, as a marketer would call them. */
const FILE_NAMES: Readonly<Record<Exclude<CollectionName, 'pages'>, string>> = {
  site: 'the site’s settings',
  knownBrokenLinks: 'the list of links known to be broken',
  articles: 'the built-in news',
  pairTemplate: 'the template of the pair pages',
  coinTemplate: 'the template of the coin pages',
  catalogueOverrides: 'the coin catalogue’s corrections',
  archetypes: 'the starting points of new pages',
};

/**
 * A content file as a marketer knows it, for a sentence: a page by its address ("the page at
 * /bitcoin"), the other files by what they hold. Only a file in no collection keeps its name.
 */
export function fileInWords(file: string): string {
  const known = contentFileOf(file);
  if (known?.page) return `the page at ${routeForSlug(known.page.slug)}`;
  if (known && known.collection.name !== 'pages') return FILE_NAMES[known.collection.name];
  return file;
}
