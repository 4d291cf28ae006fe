import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import type { PageDefinition, SiteData } from '../engine/generated/schema-types';
import { checkChartPairs } from './chart-pairs';
import { describeFsError } from './fs-errors';
import { readJsonFile } from './json-file';
import { checkMetadataLengths } from './metadata';
import { anchorsOf, checkLinks, type KnownBrokenEntry } from './links';
import type { Problem, ValidationReport } from './report';
import { routeForSlug } from '../engine/routes';
import { describeSchemaErrors } from './schema-errors';
import { getSchemaValidator, SCHEMA_IDS } from './schemas';
import { ValidationSetupError } from './setup-error';
import { checkSlugs, type PageFile } from './slugs';
import { makeSlugSuggester, type CoinNaming } from './suggest';
import { isPlainObject, jsonTypeName } from './values';

export interface ValidateOptions {
  /** File names in the report are relative to this folder; the working directory by default. */
  relativeTo?: string;
}

type Role = 'site' | 'knownBrokenLinks' | 'newsArticles' | 'page';

const SITE_FILE = 'site.json';
const KNOWN_BROKEN_FILE = 'known-broken-links.json';
/** The built-in news articles (schema/news-articles.schema.json), not a page. */
const NEWS_ARTICLES_FILE = 'news/articles.json';
const TOP_LEVEL = '(top level)';
/** A file can hold hundreds of thousands of mistakes; past this many, more lines help nobody. */
const MAX_PROBLEMS_PER_FILE = 50;
/** Enough reads in flight to keep the disk busy, few enough to stay far below open-file limits. */
const FILES_READ_AT_ONCE = 32;

interface CheckedFile {
  file: string;
  role: Role;
  /** The parsed top-level object, even when it fails its schema, so links can still be checked. */
  value?: Record<string, unknown>;
  valid: boolean;
  problems: Problem[];
}

type CheckedPage = CheckedFile & PageFile;

/**
 * Checks a pages-data folder: every file against its schema, then slugs and internal links
 * across files. Throws ValidationSetupError only when the folder or the schemas are unusable.
 */
export async function validatePagesData(
  folder: string,
  options: ValidateOptions = {},
): Promise<ValidationReport> {
  const root = path.resolve(folder);
  const relativeTo = options.relativeTo ?? process.cwd();
  /** How the report names a path inside the folder. */
  const display = (inside: string) =>
    path.relative(relativeTo, path.join(root, inside)).split(path.sep).join('/');

  const checked = await checkFiles(root, display);
  const site = checked.find((entry) => entry.role === 'site');
  const pages = pagesOf(checked);
  const schemaProblems = checked.flatMap((entry) => entry.problems);
  const links = checkLinkGraph(checked, schemaProblems, display(KNOWN_BROKEN_FILE));
  const missingSite = {
    file: display(SITE_FILE),
    path: TOP_LEVEL,
    message: 'file is missing; every site needs one',
  };
  const errors = [
    ...(site ? [] : [missingSite]),
    ...schemaProblems,
    ...checkSlugs(pages),
    ...links.errors,
    ...checkChartPairs(pages, site?.valid ? (site.value as unknown as SiteData).chart : undefined),
  ];

  const report = {
    pages: pages
      .filter((page) => page.valid)
      .map((page) => ({ file: page.file, page: page.value as unknown as PageDefinition })),
    errors: sortByFile(errors, [display(SITE_FILE), ...checked.map((entry) => entry.file)]),
    warnings: [...links.warnings, ...checkMetadataLengths(pages.filter((page) => page.valid))],
    filesChecked: checked.length,
  };
  const siteData = site?.valid ? (site.value as unknown as SiteData) : undefined;
  return siteData && report.errors.length === 0
    ? { ...report, ok: true, site: siteData }
    : { ...report, ok: false, site: siteData };
}

async function checkFiles(
  root: string,
  display: (inside: string) => string,
): Promise<CheckedFile[]> {
  const validators: Record<Role, ValidateFunction> = {
    site: getSchemaValidator(SCHEMA_IDS.site),
    knownBrokenLinks: getSchemaValidator(SCHEMA_IDS.knownBrokenLinks),
    newsArticles: getSchemaValidator(SCHEMA_IDS.newsArticles),
    page: getSchemaValidator(SCHEMA_IDS.page),
  };
  const files = orderFiles(await listJsonFiles(root, display));
  return mapConcurrently(files, FILES_READ_AT_ONCE, (relative) => {
    const role = roleOf(relative);
    return checkFile(path.join(root, relative), display(relative), role, validators[role]);
  });
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
  return checked.filter((entry): entry is CheckedPage => entry.role === 'page' && !!entry.value);
}

async function checkFile(
  absolute: string,
  file: string,
  role: Role,
  validate: ValidateFunction,
): Promise<CheckedFile> {
  const unusable = (message: string): CheckedFile => ({
    file,
    role,
    valid: false,
    problems: [{ file, path: TOP_LEVEL, message }],
  });
  try {
    const read = await readJsonFile(absolute);
    if (!read.ok) return unusable(read.message);
    if (!isPlainObject(read.value)) {
      return unusable(`must be a JSON object (got ${jsonTypeName(read.value)})`);
    }
    const valid = validate(read.value) === true;
    const problems = describeSchemaErrors(validate.errors ?? []).map((found) => ({
      file,
      ...found,
    }));
    return { file, role, value: read.value, valid, problems: capProblems(problems) };
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

/** Every .json file under the folder, relative to it, with "/" separators. */
async function listJsonFiles(root: string, display: (inside: string) => string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (dir: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      const name = display(path.relative(root, dir)) || '.';
      throw new ValidationSetupError(`cannot read the folder ${name}: ${describeFsError(error)}`);
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isSymbolicLink() ? await isFolder(full) : entry.isDirectory()) {
        await visit(full);
      } else if (/\.json$/i.test(entry.name)) {
        found.push(path.relative(root, full).split(path.sep).join('/'));
      }
    }
  };
  await visit(root);
  return found;
}

async function isFolder(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isDirectory();
  } catch {
    // A dangling link is listed as a file, and reading it then reports the problem.
    return false;
  }
}

/** site.json and known-broken-links.json first, then the pages by path. */
function orderFiles(files: readonly string[]): string[] {
  const pages = files.filter((file) => roleOf(file) === 'page').sort();
  return [SITE_FILE, KNOWN_BROKEN_FILE, NEWS_ARTICLES_FILE]
    .filter((file) => files.includes(file))
    .concat(pages);
}

function roleOf(relative: string): Role {
  if (relative === SITE_FILE) return 'site';
  if (relative === KNOWN_BROKEN_FILE) return 'knownBrokenLinks';
  if (relative === NEWS_ARTICLES_FILE) return 'newsArticles';
  return 'page';
}

/**
 * Links are checked in every file that parsed, even one with schema errors, so one mistake
 * does not turn every link to that page into a "broken link".
 */
function checkLinkGraph(
  checked: readonly CheckedFile[],
  schemaProblems: readonly Problem[],
  knownBrokenFile: string,
) {
  const site = checked.find((entry) => entry.role === 'site');
  const knownBroken = checked.find((entry) => entry.role === 'knownBrokenLinks');
  const pages = pagesOf(checked);
  const pageBySlug = firstPageBySlug(pages);
  const reported = new Set(schemaProblems.map((problem) => `${problem.file}\u0000${problem.path}`));
  return checkLinks({
    sources: [
      ...(site?.value ? [{ file: site.file, value: site.value }] : []),
      ...pages.map((page) => ({
        file: page.file,
        value: page.value,
        ownAnchors: anchorsOf(page.value),
      })),
    ],
    targets: new Map(
      [...pageBySlug].map(([slug, page]) => [
        routeForSlug(slug),
        { file: page.file, anchors: anchorsOf(page.value) },
      ]),
    ),
    knownBroken: knownBrokenEntries(knownBroken?.value),
    knownBrokenFile,
    suggestSlug: makeSlugSuggester(pageBySlug.keys(), coinsOf(site?.value)),
    hasSchemaError: (file, at) => reported.has(`${file}\u0000${at}`),
  });
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

/** The coins of site.json, read leniently so suggestions work even while site.json has errors. */
function coinsOf(site: Record<string, unknown> | undefined): CoinNaming[] {
  const coins: unknown[] = Array.isArray(site?.coins) ? site.coins : [];
  return coins.filter(
    (coin): coin is CoinNaming =>
      isPlainObject(coin) &&
      typeof coin.name === 'string' &&
      typeof coin.slug === 'string' &&
      typeof coin.symbol === 'string',
  );
}

function knownBrokenEntries(value: Record<string, unknown> | undefined): KnownBrokenEntry[] {
  const links: unknown[] = Array.isArray(value?.links) ? value.links : [];
  return links.flatMap((link, index) =>
    typeof link === 'string' ? [{ link, path: `links[${index}]` }] : [],
  );
}

function sortByFile(problems: readonly Problem[], fileOrder: readonly string[]): Problem[] {
  const rank = new Map(fileOrder.map((file, index) => [file, index]));
  return [...problems].sort((a, b) => (rank.get(a.file) ?? 0) - (rank.get(b.file) ?? 0));
}
