import path from 'node:path';
import type { PageDefinition, SiteFile } from '../../types/schema';
import type { SiteData } from '../../types/siteData';
import type { BlockCheck } from '../../engine/blockRegistry';
import type { BuiltinNews } from '../../news/types';
import { siteDataOf } from '../catalogue';
import { fileOf } from '../contentFiles';
import { checkExampleText } from '../exampleText';
import { madeSourceOf } from '../madePages';
import { RESERVED_SLUGS } from '../contentFiles';
import { checkBuiltinArticles } from './articles';
import { checkAssetPaths } from './assets';
import { checkCatalogue } from './catalogue';
import { checkCatalogueOverrides, type BuiltCatalogue } from './catalogueOverrides';
import { checkFiles, pagesOf, validValueOf, type CheckedFile } from './checkFiles';
import { coinPagesOf } from './coinPages';
import { displayNames } from './displayNames';
import { checkFormerSlugs } from './formerSlugs';
import { gitAddedAt } from './gitAdded';
import { formatJsonPath, TOP_LEVEL } from './json-path';
import { checkLinkGraph, knownBrokenEntries } from './linkGraph';
import { locateProblems } from './locateProblems';
import { makeAndCheckMadePages } from './madePageChecks';
import { checkMetadataLengths } from './metadata';
import { checkPageInvariants } from './pageInvariants';
import { pairPages } from './pairPageChecks';
import type { Problem, ValidationReport } from './report';
import { checkBlockExamples } from './schema-examples';
import { ValidationSetupError } from './setup-error';
import { checkSlugs, type PageFile } from './slugs';
import { checkSwapTargets } from './swapTargets';

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
  /**
   * The catalogue an earlier run of this same code built (the report's `builtCatalogue`): used
   * again when the coin files' coins, catalogue.json and the slugs taken are the same.
   */
  catalogueBefore?: BuiltCatalogue;
  /**
   * Called once the site file and the built-in articles pass their schemas, before the pages
   * are checked: the build's bundles are made of these alone, and start meanwhile. A folder
   * with errors elsewhere still fails the report.
   */
  onSiteData?: (site: SiteData, articles: BuiltinNews) => void;
}

/** The built-in articles of a folder that has no articles file. */
const NO_ARTICLES: BuiltinNews = { topics: {}, general: [] };

const SITE_FILE = fileOf('site')!;
const KNOWN_BROKEN_FILE = fileOf('knownBrokenLinks')!;
const PAIR_TEMPLATE_FILE = fileOf('pairTemplate')!;
const CATALOGUE_FILE = fileOf('catalogueOverrides')!;
const COIN_TEMPLATE_FILE = fileOf('coinTemplate')!;

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
  const articlesFile = checked.find((entry) => entry.role === 'articles');
  if (siteData && (!articlesFile || articlesFile.valid)) {
    options.onSiteData?.(siteData, validValueOf<BuiltinNews>(checked, 'articles') ?? NO_ARTICLES);
  }
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
    options.catalogueBefore,
  );
  const pairTemplateValue = validValueOf<Record<string, unknown>>(checked, 'pairTemplate');
  const coinTemplateValue = validValueOf<Record<string, unknown>>(checked, 'coinTemplate');
  // Made pages are checked once the coins and templates they are made of are sound.
  const made =
    siteData && pairTemplateValue && catalogue.problems.length === 0 && pairs.problems.length === 0
      ? makeAndCheckMadePages(
          madeSourceOf({
            site: siteData,
            catalogue: catalogue.catalogue,
            written: pagesOf(checked).map((page) => page.value as unknown as PageDefinition),
            pairTemplate: pairTemplateValue,
            coinTemplate: coinTemplateValue,
          }),
          {
            coinTemplate: display(COIN_TEMPLATE_FILE),
            pairTemplate: display(PAIR_TEMPLATE_FILE),
            coinFile: (slug) => pagesOf(checked).find((page) => page.value.slug === slug)?.file,
          },
          new Set(pages.map((page) => page.value.title)),
          options.madePagesPassed,
        )
      : undefined;
  // Addresses spelled with a coin's alias, and the addresses pages had before, move to the
  // page; links may name them.
  const madeRedirects = [...pairs.redirects, ...(made?.pages.aliasRedirects() ?? [])];
  const former = checkFormerSlugs({
    pages: pagesOf(checked),
    madePairs: new Map(
      pairs.pages.map((page) => [String(page.value.slug), display(PAIR_TEMPLATE_FILE)]),
    ),
    redirects: madeRedirects,
    ...(made && { aliasOf: made.pages.aliases.coinOf, addressOf: made.pages.kindOf }),
  });
  const redirects = [...madeRedirects, ...former.redirects];
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
    ...former.problems,
    ...checkPageInvariants(pagesOf(checked)),
    // What a file holds alone: one that passed before with the same text holds none.
    ...checkExampleText(pagesOf(checked).filter((page) => !page.passedBefore)),
    ...checkCatalogue(display(SITE_FILE), site?.value, pagesOf(checked)),
    ...articleProblems(checked),
    ...catalogue.problems,
    ...(made?.problems ?? []),
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
    articles: validValueOf<BuiltinNews>(checked, 'articles') ?? NO_ARTICLES,
    catalogue: catalogue.catalogue,
    knownBrokenLinks: knownBrokenEntries(
      checked.find((entry) => entry.role === 'knownBrokenLinks')?.value,
    ).map(({ link }) => link),
    pairTemplate: pairTemplateValue,
    coinTemplate: coinTemplateValue,
    ...(made?.key !== undefined && { madeChecksKey: made.key }),
    builtCatalogue: catalogue.built,
  };
  return siteData && report.errors.length === 0
    ? { ...report, ok: true, site: siteData }
    : { ...report, ok: false, site: siteData };
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

function articleProblems(checked: readonly CheckedFile[]): Problem[] {
  const entry = checked.find((candidate) => candidate.role === 'articles');
  const news = validValueOf<BuiltinNews>(checked, 'articles');
  return entry && news ? checkBuiltinArticles(entry.file, news) : [];
}

function sortByFile(problems: readonly Problem[], fileOrder: readonly string[]): Problem[] {
  const rank = new Map(fileOrder.map((file, index) => [file, index]));
  // Files outside the folder (the block schemas, for their examples) come last.
  const at = (file: string) => rank.get(file) ?? fileOrder.length;
  return [...problems].sort((a, b) => at(a.file) - at(b.file));
}
