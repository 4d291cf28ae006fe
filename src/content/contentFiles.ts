import type { PageDefinition } from '../types/schema';
import { isPageSlug, SERVER_SLUGS } from '../engine/routes';
import type { Redirect } from './pairTemplate';

/**
 * What a file of the content folder is: the one answer the validator (and through it the
 * loader, the build and the dev server), `npm run new`, the editor and the benchmark use.
 * Each collection is declared once, with the files it owns and the schema its files must pass;
 * a page file's folder says which kinds of page it may hold and its name gives its slug; and a
 * slug is a page, a made pair, a move, reserved or free. No Node module here: the editor's
 * browser side asks too.
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
 * Where page files live, one folder per kind `npm run new` makes. A .json file in no folder
 * listed here is no page: the validator warns about it and nothing reads it. Dropping a folder
 * from this list is all it takes to stop building its pages.
 */
export const PAGE_FOLDERS = {
  page: 'pages',
  coin: 'coins',
  pair: 'pairs',
} as const;

export type PageFolderKind = keyof typeof PAGE_FOLDERS;
export type PageKind = PageDefinition['kind'];

/**
 * The values of a page's `kind` each folder holds. The home page is a page like the fixed ones
 * (about, docs…), so both live in pages/.
 */
const KINDS_IN_FOLDER: Record<PageFolderKind, readonly PageKind[]> = {
  page: ['home', 'fixed'],
  coin: ['coin'],
  pair: ['pair'],
};

const folderKinds = Object.keys(PAGE_FOLDERS) as PageFolderKind[];

/** The folder kind a page of this `kind` is filed under: pages/ for home and fixed pages. */
export const folderKindOf = (kind: PageKind): PageFolderKind =>
  folderKinds.find((folderKind) => KINDS_IN_FOLDER[folderKind].includes(kind))!;

/**
 * The file a page lives in, relative to the content folder ("/"-separated), by its `kind` or
 * by the kind `npm run new` names (page, coin, pair).
 */
export function pageFileFor(kind: PageKind | PageFolderKind, slug: string): string {
  const folderKind =
    kind in PAGE_FOLDERS ? (kind as PageFolderKind) : folderKindOf(kind as PageKind);
  return `${PAGE_FOLDERS[folderKind]}/${slug}.json`;
}

/** The page folders as a reader names them, for descriptions and the validator's warning. */
export const pageFolderList = Object.values(PAGE_FOLDERS)
  .map((folder) => `${folder}/`)
  .join(', ');

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

/** A page file as its path describes it. */
export interface PageFileFacts {
  /** Which of PAGE_FOLDERS it is in (a folder inside one counts as that one). */
  folderKind: PageFolderKind;
  /** The values its `kind` may take there. */
  kinds: readonly PageKind[];
  /** The slug its name gives it; the validator warns when the page's own slug differs. */
  slug: string;
  /** In a folder inside its page folder: read as a page, but the editor lists only the top level. */
  nested: boolean;
}

/** What a file of the content folder is: its collection, and for a page file its folder's facts. */
export interface ContentFile {
  collection: Collection;
  page?: PageFileFacts;
}

/** The page folder a path lies in, if any. */
function pageFolderKindOf(relative: string): PageFolderKind | undefined {
  return folderKinds.find((folderKind) => relative.startsWith(`${PAGE_FOLDERS[folderKind]}/`));
}

/**
 * What a file is, by its path relative to the content folder ("/"-separated); undefined for a
 * file in no collection, which is not read.
 */
export function contentFileOf(relative: string): ContentFile | undefined {
  if (relative.startsWith(`${archetypesCollection.folder}/`)) {
    return { collection: archetypesCollection };
  }
  const single = singleFileCollections.find((collection) => collection.file === relative);
  if (single) return { collection: single };
  const folderKind = pageFolderKindOf(relative);
  if (!folderKind) return undefined;
  const name = relative.slice(relative.lastIndexOf('/') + 1);
  return {
    collection: pagesCollection,
    page: {
      folderKind,
      kinds: KINDS_IN_FOLDER[folderKind],
      slug: name.endsWith('.json') ? name.slice(0, -'.json'.length) : name,
      nested: relative.indexOf('/') !== relative.lastIndexOf('/'),
    },
  };
}

/**
 * Whether a path names a page file at the top of its page folder, `<folder>/<slug>.json`: the
 * files the editor opens and Publish names as pages. The pages in folders inside are read, but
 * are a developer's.
 */
export function isTopLevelPageFile(relative: string): boolean {
  const page = contentFileOf(relative)?.page;
  return !!page && !page.nested && relative.endsWith('.json') && isPageSlug(page.slug);
}

/** Which collection a file belongs to; undefined for a file in none. */
export const collectionOf = (relative: string) => contentFileOf(relative)?.collection;

const quotedKinds = (kinds: readonly PageKind[]) => kinds.map((kind) => `"${kind}"`).join(' or ');

/**
 * Why a page's `kind` cannot stand in the folder its file is in, or undefined when it can (or
 * when the file is no page, or its kind is no kind at all, which its schema reports).
 */
export function kindDisagreement(relative: string, kind: unknown): string | undefined {
  const facts = contentFileOf(relative)?.page;
  if (!facts || facts.kinds.includes(kind as PageKind)) return undefined;
  const home = folderKinds.find((folderKind) =>
    KINDS_IN_FOLDER[folderKind].includes(kind as PageKind),
  );
  if (!home) return undefined;
  const folder = `${PAGE_FOLDERS[facts.folderKind]}/`;
  return (
    `is "${String(kind)}", but ${folder} holds only pages of kind ${quotedKinds(facts.kinds)}: ` +
    `move the file to ${PAGE_FOLDERS[home]}/ or make its kind ${quotedKinds(facts.kinds)}`
  );
}

/** The folder of a several-file collection, relative to the content folder. */
export const folderOf = (name: CollectionName) =>
  collections.find((collection) => collection.name === name)?.folder;

/** The file of a one-file collection, relative to the content folder. */
export const fileOf = (name: CollectionName) =>
  singleFileCollections.find((collection) => collection.name === name)?.file;

/** The one-file collections in the order a report lists them, then pages. */
export const singleFiles = singleFileCollections.map((collection) => collection.file!);

/** Only the fixed page files (kind "home" or "fixed") may take these. */
const FIXED_PAGE_SLUGS = ['home', 'how-it-works', 'docs', 'about', 'terms', 'privacy'];
const FIXED_KINDS: readonly PageKind[] = KINDS_IN_FOLDER.page;
/** Every slug some page or the server holds back, which no catalogue coin may take. */
export const RESERVED_SLUGS: readonly string[] = [...SERVER_SLUGS, ...FIXED_PAGE_SLUGS];

/** What a slug is to the site, the one answer every tool that asks uses. */
export type SlugRole =
  | { is: 'page'; file: string }
  | { is: 'made pair'; file: string }
  | { is: 'redirect'; to: string }
  | Reserved
  | { is: 'free' };

type Reserved = { is: 'reserved'; for: 'server' | 'fixed pages'; slugs: readonly string[] };

/** The page set as the validator reports it: the pages it read or made, and the moved addresses. */
export interface PageSet {
  pages: readonly { file: string; page: { slug: string }; madeByTemplate?: true }[];
  redirects: readonly Redirect[];
}

/**
 * Whether a page of this kind may take the slug; a reserved role when not. A page file is
 * checked with its own kind; asked without one, the fixed pages' slugs are taken too.
 */
export function reservedFor(slug: string, kind?: unknown): Reserved | undefined {
  if ((SERVER_SLUGS as readonly string[]).includes(slug)) {
    return { is: 'reserved', for: 'server', slugs: SERVER_SLUGS };
  }
  if (FIXED_PAGE_SLUGS.includes(slug) && !FIXED_KINDS.includes(kind as PageKind)) {
    return { is: 'reserved', for: 'fixed pages', slugs: FIXED_PAGE_SLUGS };
  }
  return undefined;
}

/** Whether a slug is a page (from a file or the pair template), a moved address, reserved or free. */
export function slugRole(slug: string, { pages, redirects }: PageSet): SlugRole {
  const page = pages.find((candidate) => candidate.page.slug === slug);
  if (page) return { is: page.madeByTemplate ? 'made pair' : 'page', file: page.file };
  const moved = redirects.find((redirect) => redirect.from === `/${slug}`);
  if (moved) return { is: 'redirect', to: moved.to };
  return reservedFor(slug) ?? { is: 'free' };
}
