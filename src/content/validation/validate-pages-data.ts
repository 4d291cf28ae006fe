import { createHash } from 'node:crypto';
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import type { PageDefinition, SiteFile } from '../../types/schema';
import type { SiteData } from '../../types/siteData';
import { describeFsError } from './fs-errors';
import { formatJsonPath } from './json-path';
import { readJsonFile, readListedJsonFileSync, readSmallTextFile } from './json-file';
import { jsonPositions, locateJsonPath, positionInMessage } from './json-locate';
import { checkBuiltinArticles } from './articles';
import { checkAssetPaths } from './assets';
import { checkSwapTargets } from './swapTargets';
import { checkCatalogue } from './catalogue';
import { checkMetadataLengths } from './metadata';
import { checkLinks, linksAndAnchorsOf, type KnownBrokenEntry } from './links';
import type { Problem, ValidationReport } from './report';
import { routeForSlug } from '../../engine/routes';
import { describeSchemaErrors } from './schema-errors';
import { checkBlockExamples } from './schema-examples';
import { getSchemaValidator, SCHEMA_IDS } from './schemas';
import type { BlockCheck } from '../../engine/blockRegistry';
import {
  collectionOf,
  collections,
  fileOf,
  pageFolderList,
  singleFiles,
  type CollectionName,
} from '../collections';
import type { BuiltinNews } from '../../news/types';
import { ValidationSetupError } from './setup-error';
import { checkSlugs, type PageFile } from './slugs';
import { gitAddedAt } from './gitAdded';
import { checkPageInvariants } from './pageInvariants';
import { checkExampleText } from '../exampleText';
import { makeSlugSuggester, type CoinNaming } from './suggest';
import { cut, isPlainObject, jsonTypeName } from './values';
import {
  expandPairTemplate,
  MAX_DESCRIPTION,
  MAX_TITLE,
  TEMPLATE_FACTS,
  type Redirect,
} from '../pairTemplate';
import { siteDataOf } from '../catalogue';
import { RESERVED_SLUGS } from '../slugRoles';
import { checkCatalogueOverrides } from './catalogueOverrides';
import { checkMadePages } from './madePageChecks';
import { madePages, madeSourceOf, type MadeSource } from '../madePages';

export interface ValidateOptions {
  /**
   * Each block type's own checks across pages, handed in by the app (its block registry's
   * `loadBlockChecks`), so the content layer knows no block.
   */
  blockChecks: () => Promise<readonly BlockCheck[]>;
  /** File names in the report are relative to this folder; the working directory by default. */
  relativeTo?: string;
  /**
   * The site paths of the site's own files (src/content/siteAssets.ts); when given, every
   * picture path in the content must be one of them.
   */
  assets?: ReadonlySet<string>;
  /**
   * Files that passed every check of an earlier run of this same validator code, by their path
   * in the folder ('/'-separated), with their `fileFacts` then. A file whose open descriptor
   * shows the same facts is read and parsed but not checked against its schema again: for a
   * rebuild after one page edit, that is most of the files' time.
   */
  passedBefore?: ReadonlyMap<string, string>;
  /**
   * The `madeChecksKey` of a report of an earlier run of this same validator code that had no
   * errors. When the made pages' source, their files' names and the page files' titles are
   * the same again, the made pages passed then and are not made and checked again: in a
   * rebuild after one page edit that was about a quarter of the build's own time.
   */
  madePagesPassed?: string;
}

type Role = CollectionName;

const SITE_FILE = fileOf('site')!;
const KNOWN_BROKEN_FILE = fileOf('knownBrokenLinks')!;
const PAIR_TEMPLATE_FILE = fileOf('pairTemplate')!;
const CATALOGUE_FILE = fileOf('catalogueOverrides')!;
const COIN_TEMPLATE_FILE = fileOf('coinTemplate')!;
const TOP_LEVEL = '(top level)';
/** A file can hold hundreds of thousands of mistakes; past this many, more lines help nobody. */
const MAX_PROBLEMS_PER_FILE = 50;
/**
 * Regular files are read synchronously (see readListedJsonFileSync); links and anything else
 * are read by name, this many at once: enough to keep the disk busy, few enough to stay far
 * below open-file limits.
 */
const FILES_READ_AT_ONCE = 32;
/** What a coin page says about its coin, rather than about the page. */
const COIN_FIELDS = ['name', 'symbol', 'slug', 'catalogue'];
/** Longer than any coin's name, slug or symbol. */
const MAX_COIN_NAME = 60;

interface CheckedFile {
  file: string;
  role: Role;
  /** The parsed top-level object, even when it fails its schema, so links can still be checked. */
  value?: Record<string, unknown>;
  valid: boolean;
  problems: Problem[];
  /**
   * The file's text, kept when the file is sure to be in the report (it has problems or a
   * long title), so it is not read again to give the problems their lines.
   */
  text?: string;
  /** A pair page the template made. */
  madeByTemplate?: true;
}

type CheckedPage = CheckedFile & PageFile;

/**
 * Checks a pages-data folder: every file against its schema, then slugs and internal links
 * across files. Throws ValidationSetupError only when the folder or the schemas are unusable.
 */
export async function validatePagesData(
  folder: string,
  options: ValidateOptions,
): Promise<ValidationReport> {
  // path.resolve('') is the working directory: a whole repository, node_modules and all.
  if (folder.trim() === '') {
    throw new ValidationSetupError('the folder name is empty; name a folder, such as pages-data');
  }
  const root = path.resolve(folder);
  const relativeTo = options.relativeTo ?? process.cwd();
  const display = displayNames(root, relativeTo);
  // Neither depends on the pages: start loading them while the files are read.
  const blockChecks = options.blockChecks();
  const blockExamples = checkBlockExamples((absolute) =>
    path.relative(relativeTo, absolute).split(path.sep).join('/'),
  );
  // If the folder cannot be read, that is the error to report; these must not crash the process.
  blockChecks.catch(() => undefined);
  blockExamples.catch(() => undefined);

  const files = await checkFiles(root, display, options.passedBefore);
  const { walkProblems, unread } = files;
  const slugs = await checkSlugs(pagesOf(files.checked), (names) =>
    gitAddedAt(names, (file) => path.resolve(relativeTo, file)),
  );
  // A file repeating an older file's slug has its one problem; it would otherwise also repeat
  // that page's symbol, market id, titles and pairs, each reported in other files too.
  const checked = files.checked.filter((entry) => !slugs.repeats.has(entry.file));
  const site = checked.find((entry) => entry.role === 'site');
  const siteData = site?.valid
    ? siteDataOf(site.value as unknown as SiteFile, coinPagesOf(checked))
    : undefined;
  const pairs = pairPages(checked, siteData, display(PAIR_TEMPLATE_FILE));
  const pages = [...pagesOf(checked), ...pairs.pages];
  const schemaProblems = [...files.checked.flatMap((entry) => entry.problems), ...pairs.problems];
  const catalogue = checkCatalogueOverrides(
    display(CATALOGUE_FILE),
    checked.find((entry) => entry.role === 'catalogueOverrides'),
    siteData?.coins ?? [],
    {
      otherPages: [
        ...RESERVED_SLUGS,
        ...(siteData?.coins ?? []).flatMap((coin) => coin.aliases ?? []),
        ...slugsOfKind(checked, (kind) => kind !== 'coin' && kind !== 'pair'),
      ],
      pairPages: slugsOfKind(checked, (kind) => kind === 'pair'),
    },
  );
  const pairTemplateValue = validValueOf<Record<string, unknown>>(checked, 'pairTemplate');
  const coinTemplateValue = validValueOf<Record<string, unknown>>(checked, 'coinTemplate');
  // Made pages are checked once the coins and templates they are made of are sound.
  const madeChecks =
    siteData && pairTemplateValue && catalogue.problems.length === 0 && pairs.problems.length === 0
      ? {
          source: madeSourceOf({
            site: siteData,
            catalogue: catalogue.catalogue,
            written: pagesOf(checked).map((page) => page.value as unknown as PageDefinition),
            pairTemplate: pairTemplateValue,
            coinTemplate: coinTemplateValue,
          }),
          files: {
            coinTemplate: display(COIN_TEMPLATE_FILE),
            pairTemplate: display(PAIR_TEMPLATE_FILE),
          },
          takenTitles: new Set(pages.map((page) => page.value.title)),
        }
      : undefined;
  const made = madeChecks && madePages(madeChecks.source);
  const madeChecksKey = madeChecks && madeChecksKeyOf(madeChecks);
  const madeProblems =
    made && (madeChecksKey === undefined || madeChecksKey !== options.madePagesPassed)
      ? checkMadePages(
          made,
          {
            ...madeChecks.files,
            coinFile: (slug) => pagesOf(checked).find((page) => page.value.slug === slug)?.file,
          },
          madeChecks.takenTitles,
        )
      : [];
  // Addresses spelled with a coin's alias move to the page; links may name them.
  const redirects = [...pairs.redirects, ...(made?.aliasRedirects() ?? [])];
  const links = checkLinkGraph(
    checked,
    { ...pairs, redirects },
    schemaProblems,
    display(KNOWN_BROKEN_FILE),
  );
  const missingSite = {
    file: display(SITE_FILE),
    path: TOP_LEVEL,
    message: 'file is missing; every site needs one',
  };
  const errors = [
    ...walkProblems,
    ...(site ? [] : [missingSite]),
    ...schemaProblems,
    // Made pages take no slug a page file has, so only the files can clash.
    ...slugs.problems,
    ...checkPageInvariants(pagesOf(checked)),
    ...checkExampleText(pagesOf(checked)),
    ...checkCatalogue(display(SITE_FILE), site?.value, pagesOf(checked)),
    ...articleProblems(checked),
    ...catalogue.problems,
    ...madeProblems,
    ...links.errors,
    ...runBlockChecks(await blockChecks, pages, siteData),
    ...checkSwapTargets(
      pages.filter((page) => page.valid),
      siteData,
    ),
    ...(options.assets ? checkAssetPaths(checked, options.assets) : []),
    ...(await blockExamples),
  ];

  const located = await locateProblems(
    sortByFile(errors, [display(SITE_FILE), ...files.checked.map((entry) => entry.file)]),
    // A long title is worth knowing about while the file has an error, too.
    [...unread, ...links.warnings, ...checkMetadataLengths(pages)],
    (file) => path.resolve(relativeTo, file),
    new Map(files.checked.flatMap(({ file, text }) => (text === undefined ? [] : [[file, text]]))),
  );
  const report = {
    pages: pages
      .filter((page) => page.valid)
      .map((page) => ({
        file: page.file,
        page: page.value as unknown as PageDefinition,
        ...(page.madeByTemplate ? { madeByTemplate: true as const } : {}),
      })),
    errors: located.errors,
    warnings: located.warnings,
    redirects,
    filesChecked: files.checked.length,
    articles: validValueOf<BuiltinNews>(checked, 'articles') ?? { topics: {}, general: [] },
    catalogue: catalogue.catalogue,
    knownBrokenLinks: knownBrokenEntries(
      checked.find((entry) => entry.role === 'knownBrokenLinks')?.value,
    ).map(({ link }) => link),
    pairTemplate: pairTemplateValue,
    coinTemplate: coinTemplateValue,
    ...(madeChecksKey !== undefined && { madeChecksKey }),
  };
  return siteData && report.errors.length === 0
    ? { ...report, ok: true, site: siteData }
    : { ...report, ok: false, site: siteData };
}

/** Everything `checkMadePages` reads, as one digest: equal digests, equal problems. */
function madeChecksKeyOf({
  source,
  files,
  takenTitles,
}: {
  source: MadeSource;
  files: { coinTemplate: string; pairTemplate: string };
  takenTitles: ReadonlySet<unknown>;
}): string | undefined {
  let text: string;
  try {
    text = JSON.stringify([source, files, [...takenTitles]]);
  } catch (error) {
    // A page nested deeper than JSON.stringify's stack can go has no key: its made pages are
    // checked every time, which is only slower.
    if (error instanceof RangeError) return undefined;
    throw error;
  }
  return createHash('sha256').update(text).digest('base64url');
}

function slugsOfKind(checked: readonly CheckedFile[], wanted: (kind: unknown) => boolean) {
  return pagesOf(checked).flatMap(({ value }) =>
    wanted(value.kind) && typeof value.slug === 'string' ? [value.slug] : [],
  );
}

function runBlockChecks(
  checks: readonly BlockCheck[],
  pages: readonly PageFile[],
  site: SiteData | undefined,
) {
  return checks.flatMap((check) =>
    check({ pages, site }).map(({ file, at, message }) => ({
      file,
      path: formatJsonPath(at),
      message,
    })),
  );
}

/**
 * How the report names a path inside the folder: relative to `relativeTo`, with "/". Unless
 * `relativeTo` is inside the folder, that is the folder's own name followed by the path, so
 * it is worked out once rather than by resolving two paths for each of thousands of files.
 */
function displayNames(root: string, relativeTo: string): (inside: string) => string {
  const slow = (inside: string) =>
    path.relative(relativeTo, path.join(root, inside)).split(path.sep).join('/');
  const back = path.relative(root, relativeTo);
  const outside = back === '..' || back.startsWith(`..${path.sep}`) || path.isAbsolute(back);
  if (!outside) return slow;
  const prefix = path.relative(relativeTo, root).split(path.sep).join('/');
  return (inside) => {
    // A name from a link's real path may still hold the system's separators.
    if (inside === '' || inside.includes('\\')) return slow(inside);
    return `${prefix}/${inside}`;
  };
}

function articleProblems(checked: readonly CheckedFile[]): Problem[] {
  const entry = checked.find((candidate) => candidate.role === 'articles');
  const news = validValueOf<BuiltinNews>(checked, 'articles');
  return entry && news ? checkBuiltinArticles(entry.file, news) : [];
}

function validValueOf<T>(checked: readonly CheckedFile[], role: Role): T | undefined {
  const entry = checked.find((candidate) => candidate.role === role);
  return entry?.valid ? (entry.value as T) : undefined;
}

async function checkFiles(
  root: string,
  display: (inside: string) => string,
  passedBefore: ReadonlyMap<string, string> | undefined,
): Promise<{ checked: CheckedFile[]; walkProblems: Problem[]; unread: Problem[] }> {
  const validators = new Map(
    collections.map((collection) => [collection.name, getSchemaValidator(collection.schemaId)]),
  );
  const listing = await listJsonFiles(root, display);
  const checked = await mapConcurrently(
    orderFiles(listing.files),
    FILES_READ_AT_ONCE,
    (relative) => {
      const role = collectionOf(relative)!.name;
      const absolute = path.join(root, relative);
      const listedAsFile = listing.regularFiles.has(relative);
      return checkFile(absolute, display(relative), role, validators.get(role)!, {
        listedAsFile,
        passedBefore: passedBefore?.get(relative),
      });
    },
  );
  const unread = listing.files
    .filter((relative) => collectionOf(relative) === undefined)
    .map((relative) => ({
      file: display(relative),
      path: TOP_LEVEL,
      message: `is in no collection, so it is not read: page files go in ${pageFolderList}`,
    }));
  return { checked, walkProblems: listing.problems, unread };
}

/**
 * `work` over every item, at most `limit` at a time, results in the items' order. Reading one
 * file after another leaves the disk idle between them; with thousands of pages that wait
 * was most of the validator's time.
 */
async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function pagesOf(checked: readonly CheckedFile[]): CheckedPage[] {
  return checked.filter((entry): entry is CheckedPage => entry.role === 'pages' && !!entry.value);
}

/**
 * The coin pages whose coin is well described: no problem of the file lies in its name,
 * symbol, slug or catalogue facts, though something else in it may be wrong. A mistake in a
 * coin page's text must not take the coin out of the catalogue, or every link to its pairs
 * would be reported as broken besides the mistake itself. (A file with more problems than
 * are listed has one at the top level, so it is left out.) A file that repeats an earlier
 * file's slug, symbol or market id is reported (checkSlugs, checkCatalogue) and left out, as
 * the first file with a slug is its page: a copy must not double the coin and its pairs.
 */
function coinPagesOf(checked: readonly CheckedFile[]): PageDefinition[] {
  const aboutTheCoin = (at: string) =>
    at === TOP_LEVEL || COIN_FIELDS.some((field) => at === field || at.startsWith(`${field}.`));
  const taken = new Set<string>();
  const coinPages: PageDefinition[] = [];
  for (const { valid, value, problems } of pagesOf(checked)) {
    if (value.kind !== 'coin') continue;
    if (!valid && problems.some((problem) => aboutTheCoin(problem.path))) continue;
    const page = value as unknown as PageDefinition;
    const keys = [`slug ${page.slug}`, `symbol ${page.symbol}`, `id ${page.catalogue!.id}`];
    if (keys.some((key) => taken.has(key))) continue;
    for (const key of keys) taken.add(key);
    coinPages.push(page);
  }
  return coinPages;
}

async function checkFile(
  absolute: string,
  file: string,
  role: Role,
  validate: ValidateFunction,
  { listedAsFile, passedBefore }: { listedAsFile: boolean; passedBefore: string | undefined },
): Promise<CheckedFile> {
  const unusable = (message: string): CheckedFile => ({
    file,
    role,
    valid: false,
    problems: [{ file, path: TOP_LEVEL, message }],
  });
  try {
    const listed = listedAsFile ? readListedJsonFileSync(absolute, passedBefore) : undefined;
    const read = listed?.result ?? (await readJsonFile(absolute));
    if (!read.ok) return unusable(read.message);
    if (!isPlainObject(read.value)) {
      return unusable(`must be a JSON object (got ${jsonTypeName(read.value)})`);
    }
    const passed = listed?.passed === true;
    const valid = passed || (validate(read.value) === true && read.duplicateKeys.length === 0);
    // The validator keeps the last file's errors: a file not checked again has none.
    const schemaErrors = passed ? [] : (validate.errors ?? []);
    const problems = [...read.duplicateKeys, ...describeSchemaErrors(schemaErrors)].map(
      (found) => ({ file, ...found }),
    );
    const reported =
      problems.length > 0 ||
      (role === 'pages' && checkMetadataLengths([{ file, value: read.value }]).length > 0);
    const text = reported ? listed?.text : undefined;
    return { file, role, value: read.value, valid, problems: capProblems(problems), text };
  } catch (error) {
    // A bug of ours must not hide the other files' problems.
    const reason = error instanceof Error ? error.message : String(error);
    return unusable(`could not be checked: ${reason}`);
  }
}

function capProblems(problems: Problem[]): Problem[] {
  if (problems.length <= MAX_PROBLEMS_PER_FILE) return problems;
  const hidden = problems.length - MAX_PROBLEMS_PER_FILE;
  const more = {
    file: problems[0]!.file,
    path: TOP_LEVEL,
    message: `${hidden} more problems not shown; fix the ones above first`,
  };
  return [...problems.slice(0, MAX_PROBLEMS_PER_FILE), more];
}

interface FolderListing {
  /** Relative to the folder, with "/" separators. */
  files: string[];
  /** Symbolic links that were not followed, one line each. */
  problems: Problem[];
  /** The files the folder lists as regular files, not links or anything else. */
  regularFiles: Set<string>;
}

interface FolderLink {
  relative: string;
  target: string;
  /** Real paths of the folders the link sits in, outermost first. */
  ancestors: string[];
}

/**
 * Every .json file under the folder. A link in a JSON file's place is reported and never read.
 * Symbolic links to folders are followed only to places inside the folder, and each folder is
 * walked once: a link to `..` would otherwise walk the disk, or
 * go round for ever. Links to folders wait until every real folder is walked, so a real
 * folder is always listed under its own name and a link to it is the one reported.
 */
async function listJsonFiles(
  root: string,
  display: (inside: string) => string,
): Promise<FolderListing> {
  const files: string[] = [];
  const regularFiles = new Set<string>();
  const problems: Problem[] = [];
  const folderLinks: FolderLink[] = [];
  /** The real path of each folder walked. */
  const walked = new Set<string>();
  const name = (relative: string) => display(relative) || '.';
  const cannotRead = (relative: string, error: unknown) =>
    new ValidationSetupError(`cannot read the folder ${name(relative)}: ${describeFsError(error)}`);
  const skipLink = (relative: string, message: string) =>
    problems.push({ file: name(relative), path: TOP_LEVEL, message: `${message}; not followed` });

  let rootReal: string;
  try {
    rootReal = await realpath(root);
  } catch (error) {
    throw cannotRead('', error);
  }
  const inside = (real: string) => {
    const relative = path.relative(rootReal, real);
    return relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
  };
  const nameOf = (real: string) => name(path.relative(rootReal, real));
  const nameOrPath = (real: string) => (inside(real) ? nameOf(real) : cut(real));

  const visit = async (relativeDir: string, real: string, ancestors: string[]): Promise<void> => {
    walked.add(real);
    let entries;
    try {
      entries = await readdir(path.join(root, relativeDir), { withFileTypes: true });
    } catch (error) {
      throw cannotRead(relativeDir, error);
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const relative = path.posix.join(relativeDir, entry.name);
      const isJson = /\.json$/i.test(entry.name);
      if (!entry.isSymbolicLink()) {
        if (entry.isDirectory()) {
          await visit(relative, path.join(real, entry.name), [...ancestors, real]);
        } else if (isJson) {
          files.push(relative);
          if (entry.isFile()) regularFiles.add(relative);
        }
        continue;
      }
      const target = await realpath(path.join(root, relative)).catch(() => undefined);
      if (isJson && (target === undefined || !(await isFolder(target)))) {
        // Read through, a link would make another file (site.json, one outside the project, or
        // none yet) a page, and whatever writes the page would write there.
        const to = target === undefined ? 'a file that does not exist' : nameOrPath(target);
        problems.push({
          file: name(relative),
          path: TOP_LEVEL,
          message: `is a link to ${to}, not a file of its own, so it is not read; put a copy of the file in its place`,
        });
      } else if (target === undefined) {
        continue;
      } else if (!inside(target)) {
        skipLink(relative, `symbolic link leads outside the folder (to ${cut(target)})`);
      } else if (await isFolder(target)) {
        folderLinks.push({ relative, target, ancestors: [...ancestors, real] });
      }
    }
  };

  await visit('', rootReal, []);
  for (let link = folderLinks.shift(); link; link = folderLinks.shift()) {
    const { relative, target, ancestors } = link;
    if (ancestors.includes(target)) {
      skipLink(relative, `symbolic link loops back to ${nameOf(target)}, a folder it is in`);
    } else if (walked.has(target)) {
      skipLink(relative, `symbolic link leads to ${nameOf(target)}, which is checked already`);
    } else {
      await visit(relative, target, ancestors);
    }
  }
  return { files, problems, regularFiles };
}

async function isFolder(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isDirectory();
  } catch {
    return false;
  }
}

/** The one-file collections first (site.json, then the rest), then the pages by path. */
function orderFiles(files: readonly string[]): string[] {
  const pages = files.filter((file) => collectionOf(file)?.name === 'pages').sort();
  return singleFiles.filter((file) => files.includes(file)).concat(pages);
}

/**
 * Links are checked in every file that parsed, even one with schema errors, so one mistake
 * does not turn every link to that page into a "broken link".
 */
function checkLinkGraph(
  checked: readonly CheckedFile[],
  pairs: PairPages,
  schemaProblems: readonly Problem[],
  knownBrokenFile: string,
) {
  const site = checked.find((entry) => entry.role === 'site');
  const knownBroken = checked.find((entry) => entry.role === 'knownBrokenLinks');
  const pages = [...pagesOf(checked), ...pairs.pages];
  // Each page's anchors are both what links to it may name and what its own #links may.
  const found = new Map(pages.map((page) => [page as PageFile, linksAndAnchorsOf(page.value)]));
  const pageBySlug = firstPageBySlug(pages);
  const pageTargets = new Map(
    [...pageBySlug].map(([slug, page]) => [
      routeForSlug(slug),
      { file: page.file, anchors: found.get(page)!.anchors },
    ]),
  );
  // A link to a redirect is a link to the page it leads to, anchors and all.
  const redirectTargets = pairs.redirects.flatMap(({ from, to }) => {
    const target = pageTargets.get(to);
    return target ? [[from, { ...target, redirectsTo: to }] as const] : [];
  });
  const reported = new Set(schemaProblems.map((problem) => `${problem.file}\u0000${problem.path}`));
  const filesReported = new Set(schemaProblems.map((problem) => problem.file));
  return checkLinks({
    sources: [
      ...(site?.value ? [{ file: site.file, value: site.value }] : []),
      ...pages.map((page) => ({
        file: page.file,
        value: page.value,
        ownAnchors: found.get(page)!.anchors,
        hrefs: found.get(page)!.hrefs,
      })),
    ],
    targets: new Map([...pageTargets, ...redirectTargets]),
    knownBroken: knownBrokenEntries(knownBroken?.value),
    knownBrokenFile,
    suggestSlug: makeSlugSuggester(pageBySlug.keys(), coinNamesOf(pagesOf(checked))),
    hasSchemaError: (file, at) => reported.has(`${file}\u0000${at}`),
    fileHasSchemaError: (file) => filesReported.has(file),
  });
}

interface PairPages {
  pages: CheckedPage[];
  redirects: Redirect[];
  problems: Problem[];
}

/**
 * The pages the pair template makes, checked like page files: each against the page schema
 * (a mistake in the template is reported once, for the first pair it breaks), with a title
 * and description of search-result length that no other page has.
 */
function pairPages(
  checked: readonly CheckedFile[],
  site: SiteData | undefined,
  templateFile: string,
): PairPages {
  const none: PairPages = { pages: [], redirects: [], problems: [] };
  const template = checked.find((entry) => entry.role === 'pairTemplate');
  if (!template?.valid || !site) return none;
  const written = pagesOf(checked);
  const expansion = expandPairTemplate(
    template.value!,
    site.coins,
    written.flatMap((page) =>
      typeof page.value.slug === 'string' ? [{ ...page.value, slug: page.value.slug }] : [],
    ),
  );
  const problem = (path: string, message: string) => ({ file: templateFile, path, message });
  if (expansion.unknownPlaceholders.length > 0) {
    const names = expansion.unknownPlaceholders.join(', ');
    return {
      ...none,
      problems: [
        problem(
          TOP_LEVEL,
          `unknown placeholders ${names}: use {from.x} or {to.x} with x one of ${TEMPLATE_FACTS.coin.join(', ')}, or {pair.x} with x one of ${TEMPLATE_FACTS.pair.join(', ')}; a fact a coin may lack (${TEMPLATE_FACTS.optional.join(', ')}) only inside {if from.x}…{end}`,
        ),
      ],
    };
  }
  const validate = getSchemaValidator(SCHEMA_IDS.page);
  const titles = new Map(written.map((page) => [page.value.title, page.file]));
  const descriptions = new Map(written.map((page) => [page.value.description, page.file]));
  const problems: Problem[] = [];
  let failing = 0;
  const pages = expansion.pages.map(({ slug, value }): CheckedPage => {
    const file = `${templateFile} (${slug})`;
    const valid = validate(value) === true;
    if (!valid && failing++ === 0) {
      for (const found of describeSchemaErrors(validate.errors ?? [])) {
        problems.push(problem(found.path, `for /${slug}: ${found.message}`));
      }
    }
    problems.push(
      ...uniqueAndShort(value, 'title', MAX_TITLE, titles, file).map((message) =>
        problem('title', `for /${slug}: ${message}`),
      ),
      ...uniqueAndShort(value, 'description', MAX_DESCRIPTION, descriptions, file).map((message) =>
        problem('description', `for /${slug}: ${message}`),
      ),
    );
    return { file, role: 'pages', value, valid, problems: [], madeByTemplate: true };
  });
  if (failing > 1) {
    problems.push(problem(TOP_LEVEL, `${failing - 1} more pair pages fail the page schema`));
  }
  return { pages, redirects: expansion.redirects, problems: capProblems(problems) };
}

function uniqueAndShort(
  page: Record<string, unknown>,
  field: 'title' | 'description',
  max: number,
  seen: Map<unknown, string>,
  file: string,
): string[] {
  const text = page[field];
  if (typeof text !== 'string') return [];
  const messages: string[] = [];
  if (text.length > max)
    messages.push(`${field} is ${text.length} characters; at most ${max} fit a search result`);
  const other = seen.get(text);
  if (other !== undefined) messages.push(`${field} "${text}" is also the ${field} of ${other}`);
  else seen.set(text, file);
  return messages;
}

/** Each slug's page; for a duplicate slug (reported by checkSlugs) the first file wins. */
function firstPageBySlug(pages: readonly PageFile[]): Map<string, PageFile> {
  const bySlug = new Map<string, PageFile>();
  for (const page of pages) {
    const slug = page.value.slug;
    if (typeof slug === 'string' && !bySlug.has(slug)) bySlug.set(slug, page);
  }
  return bySlug;
}

/**
 * How the pages name coins, for telling which slugs spell the same pair: the coin pages, and
 * both sides of each pair page, whose coin may have no page here. Read leniently, so
 * suggestions work even while a page has errors, but only names of a plausible length: each
 * becomes part of one pattern, and a broken file's 800 KB name must not.
 */
function coinNamesOf(pages: readonly PageFile[]): CoinNaming[] {
  const text = (value: unknown) =>
    typeof value === 'string' && value.length <= MAX_COIN_NAME ? value : undefined;
  return pages.flatMap(({ value }): CoinNaming[] => {
    if (value.kind === 'coin') {
      const [name, slug, symbol] = [text(value.name), text(value.slug), text(value.symbol)];
      return name && slug && symbol ? [{ name, slug, symbol }] : [];
    }
    if (value.kind !== 'pair') return [];
    return (['from', 'to'] as const).flatMap((side) => {
      const name = text(value[`${side}Name`]);
      const symbol = text(value[`${side}Symbol`]);
      return name && symbol ? [{ name, slug: symbol.toLowerCase(), symbol }] : [];
    });
  });
}

function knownBrokenEntries(value: Record<string, unknown> | undefined): KnownBrokenEntry[] {
  const links: unknown[] = Array.isArray(value?.links) ? value.links : [];
  return links.flatMap((link, index) =>
    typeof link === 'string' ? [{ link, path: `links[${index}]` }] : [],
  );
}

function sortByFile(problems: readonly Problem[], fileOrder: readonly string[]): Problem[] {
  const rank = new Map(fileOrder.map((file, index) => [file, index]));
  // Files outside the folder (the block schemas, for their examples) come last.
  const at = (file: string) => rank.get(file) ?? fileOrder.length;
  return [...problems].sort((a, b) => at(a.file) - at(b.file));
}

/**
 * Gives every problem the line and column its JSON path has in the file, reading each file
 * with problems whose text was not kept once more: editors, the terminal's code frame and CI
 * annotations all need them. A file the walk refused (a pipe, a device, one over the size
 * limit) is not read here either; its problem stays without a position.
 */
async function locateProblems<E extends Problem, W extends Problem>(
  errors: E[],
  warnings: W[],
  absolute: (file: string) => string,
  knownTexts: ReadonlyMap<string, string>,
): Promise<{ errors: E[]; warnings: W[] }> {
  const pathsByFile = new Map<string, Set<string>>();
  for (const { file, path } of [...errors, ...warnings]) {
    const paths = pathsByFile.get(file);
    if (paths) paths.add(path);
    else pathsByFile.set(file, new Set([path]));
  }
  const texts = new Map<string, { text: string; positions: Map<string, number> }>();
  await Promise.all(
    [...pathsByFile].map(async ([file, paths]) => {
      const text = knownTexts.get(file) ?? (await readSmallTextFile(absolute(file)));
      if (text !== undefined) texts.set(file, { text, positions: jsonPositions(text, paths) });
    }),
  );
  const locate = <P extends Problem>(problem: P): P => {
    const source = texts.get(problem.file);
    if (!source) return problem;
    const position =
      (problem.path === TOP_LEVEL ? positionInMessage(problem.message) : undefined) ??
      locateJsonPath(source.text, source.positions, problem.path);
    return position ? { ...problem, ...position } : problem;
  };
  return { errors: errors.map(locate), warnings: warnings.map(locate) };
}
