import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The one place that knows how the content folder is laid out: each collection is declared
 * once, with the files it owns and the schema its files must pass. The validator, the build,
 * the dev server, the benchmark and the tests all ask here instead of deciding on their own.
 */
export const SCHEMA_IDS = {
  page: 'https://swap-site.schemas/page.schema.json',
  site: 'https://swap-site.schemas/site.schema.json',
  knownBrokenLinks: 'https://swap-site.schemas/known-broken-links.schema.json',
  newsArticles: 'https://swap-site.schemas/news-articles.schema.json',
  pairTemplate: 'https://swap-site.schemas/pair-template.schema.json',
  coinTemplate: 'https://swap-site.schemas/coin-template.schema.json',
  catalogueOverrides: 'https://swap-site.schemas/catalogue-overrides.schema.json',
} as const;

export type CollectionName =
  | 'site'
  | 'knownBrokenLinks'
  | 'articles'
  | 'pairTemplate'
  | 'coinTemplate'
  | 'catalogueOverrides'
  | 'archetypes'
  | 'pages';

export interface Collection {
  name: CollectionName;
  schemaId: string;
  /** The single file a one-file collection lives in, relative to the content folder. */
  file?: string;
  /** The folder a collection of several files lives in, relative to the content folder. */
  folder?: string;
  description: string;
}

const singleFileCollections: readonly Collection[] = [
  {
    name: 'site',
    file: 'site.json',
    schemaId: SCHEMA_IDS.site,
    description:
      'site-wide data: editorial, the price list, wallets and chains, providers, chart rules',
  },
  {
    name: 'knownBrokenLinks',
    file: 'known-broken-links.json',
    schemaId: SCHEMA_IDS.knownBrokenLinks,
    description: 'links the product knows lead nowhere (reported as warnings)',
  },
  {
    name: 'articles',
    file: 'news/articles.json',
    schemaId: SCHEMA_IDS.newsArticles,
    description: 'the built-in news articles',
  },
  {
    name: 'pairTemplate',
    file: 'templates/pair.json',
    schemaId: SCHEMA_IDS.pairTemplate,
    description: 'the page of every pair of catalogued coins that no hand-written pair file covers',
  },
  {
    name: 'coinTemplate',
    file: 'templates/coin.json',
    schemaId: SCHEMA_IDS.coinTemplate,
    description: 'the page of every catalogue coin that no hand-written coin file covers',
  },
  {
    name: 'catalogueOverrides',
    file: 'catalogue.json',
    schemaId: SCHEMA_IDS.catalogueOverrides,
    description: 'coins of the catalogue (src/catalogue) a marketer hides, and facts corrected',
  },
];

/**
 * What `npm run new` copies a new page from (Hugo calls them archetypes). Their strings hold
 * {{placeholders}}, so they are not pages: the validator skips them, and a test checks that
 * each one, filled in, makes a valid page.
 */
const archetypesCollection: Collection = {
  name: 'archetypes',
  folder: 'archetypes',
  schemaId: SCHEMA_IDS.page,
  description: 'the templates `npm run new` makes a page from, one per kind (coin, pair, page)',
};

/**
 * Where page files live, one folder per kind. A .json file in no folder listed here is no
 * page: the validator warns about it and nothing reads it. Dropping a folder from this list
 * is all it takes to stop building its pages.
 */
export const PAGE_FOLDERS = {
  page: 'pages',
  coin: 'coins',
  pair: 'pairs',
} as const;

export type PageFolderKind = keyof typeof PAGE_FOLDERS;

const pageFolders: readonly string[] = Object.values(PAGE_FOLDERS);

/** The page folders as a reader names them, for descriptions and the validator's warning. */
export const pageFolderList = pageFolders.map((folder) => `${folder}/`).join(', ');

const pagesCollection: Collection = {
  name: 'pages',
  schemaId: SCHEMA_IDS.page,
  description: `the pages, one .json file each, in ${pageFolderList}; a page's address is its slug`,
};

export const collections: readonly Collection[] = [
  ...singleFileCollections,
  archetypesCollection,
  pagesCollection,
];

/**
 * Which collection a file belongs to, by its path relative to the content folder
 * ("/"-separated); undefined for a file in none, which is not read.
 */
export function collectionOf(relative: string): Collection | undefined {
  if (relative.startsWith(`${archetypesCollection.folder}/`)) return archetypesCollection;
  const single = singleFileCollections.find((collection) => collection.file === relative);
  if (single) return single;
  return pageFolders.some((folder) => relative.startsWith(`${folder}/`))
    ? pagesCollection
    : undefined;
}

/** The folder of a several-file collection, relative to the content folder. */
export const folderOf = (name: CollectionName) =>
  collections.find((collection) => collection.name === name)?.folder;

/** The one-file collections in the order a report lists them, then pages. */
export const singleFiles = singleFileCollections.map((collection) => collection.file!);

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The repository's own content folder. */
export const REPOSITORY_CONTENT_DIR = path.join(projectRoot, 'pages-data');

/**
 * The content folder every tool and test reads when given none: the repository's own, or the
 * folder the CONTENT_DIR environment variable names, so that `npm run dev`, the scripts and the
 * tests that check the site's content all run on a copy alike. Every tool also takes another
 * folder as an argument.
 */
export const DEFAULT_CONTENT_DIR = process.env.CONTENT_DIR
  ? path.resolve(process.env.CONTENT_DIR)
  : REPOSITORY_CONTENT_DIR;

export const fileOf = (name: CollectionName) =>
  singleFileCollections.find((collection) => collection.name === name)?.file;
