import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SiteData } from '../src/types/siteData.ts';
import { fileFacts } from '../src/content/validation/json-file.ts';
import type { BuiltCatalogue } from '../src/content/validation/catalogueOverrides.ts';
import { hashFolder, type BundleKey } from './bundle-cache.ts';

const digest = (data: string) => createHash('sha256').update(data).digest('hex');

/**
 * What a build that finished leaves beside its bundles, so that the next build can tell it has
 * nothing to do without validating 1,000 files and loading the renderer again.
 */
export interface FinishedBuild {
  /** Everything the output was made of: see `buildInputs`. */
  inputs: string;
  /** The code it was made by: see `buildCodeKey`. */
  codeKey: string;
  /** The content folder's files then, every one of which passed (see `contentFacts`). */
  content: Record<string, string>;
  /** What its made pages, which passed their checks, were made of (`madeChecksKey`). */
  madePagesKey?: string;
  /** The catalogue's coin marks (site paths) under that code: see `marksUnder`. */
  catalogueMarks?: string[];
  /** The bundles it was built with, by their folder name in the cache (build.ts). */
  bundleId?: string;
  distDir: string;
  /** Files the build wrote into distDir (relative); one deleted since means building again. */
  files: string[];
  /** What the checks that run on every build still need. */
  site: SiteData;
  siteUrl: string;
  /** The deployment settings written into the static hosts' headers and the nginx include. */
  publicSettings: string;
}

/**
 * Each entry of the content folder ('/'-separated path) with its `fileFacts`: never its
 * bytes, as reading a FIFO, a device or a huge file behind a link would hang or stall here,
 * before the validator's checks refuse them. An entry that cannot be looked at gets its error.
 */
export function contentFacts(folder: string): Map<string, string> {
  const facts = new Map<string, string>();
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    let found: string;
    try {
      found = fileFacts(statSync(path.join(folder, name)));
    } catch (error) {
      found = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    }
    facts.set(name.split(path.sep).join('/'), found);
  }
  return facts;
}

/** One key for the code a build is made of: the bundles' code key and the build's scripts. */
export const buildCodeKey = (projectRoot: string, code: BundleKey) =>
  digest(JSON.stringify({ code, 'scripts/': hashFolder(path.join(projectRoot, 'scripts')) }));

/**
 * One key for everything a build's output is made of: the code (`buildCodeKey`), the content
 * folder (`contentFacts`) and SITE_URL. The deployment settings are compared on their own
 * (`publicSettings`), as they need the site's providers.
 */
export const buildInputs = ({
  codeKey,
  content,
  siteUrlSetting,
}: {
  codeKey: string;
  content: ReadonlyMap<string, string>;
  siteUrlSetting: string | undefined;
}) => digest(JSON.stringify({ codeKey, content: [...content], SITE_URL: siteUrlSetting ?? null }));

/**
 * The content files of the last build that are as they were then, when it was made by the
 * same code: they passed every check, so the validator need not check them against their
 * schemas again (it still compares each open file's facts).
 */
export function passedBefore(
  finished: PassedChecks | null,
  { codeKey, content }: { codeKey: string; content: ReadonlyMap<string, string> },
): Map<string, string> {
  if (finished?.codeKey !== codeKey) return new Map();
  return new Map(
    Object.entries(finished.content).filter(([name, facts]) => content.get(name) === facts),
  );
}

/** The made pages' key of the last build, when it was made by the same code (see `passedBefore`). */
export const madePagesPassed = (finished: PassedChecks | null, codeKey: string) =>
  finished?.codeKey === codeKey ? finished.madePagesKey : undefined;

/**
 * What of a finished build says which content passed its checks, under which code. Kept in
 * the build's cache as well, by content folder (`passedChecksFile`), so that a build whose
 * .ssr-build/ is gone (a cold build of code built before) need not check every file against
 * its schema and every made page again: with the same code and the same file facts, they
 * passed then.
 */
export type PassedChecks = Pick<
  FinishedBuild,
  'codeKey' | 'content' | 'madePagesKey' | 'catalogueMarks' | 'bundleId'
>;

/**
 * The catalogue's coin marks of the last build, when it was made by the same code: they are
 * made of the code and the installed coin data alone (package-lock.json is in the code key).
 */
export const marksUnder = (finished: PassedChecks | null, codeKey: string) =>
  finished?.codeKey === codeKey ? finished.catalogueMarks : undefined;

/** Where the cache keeps the passed checks of one content folder. */
export const passedChecksFile = (cacheDir: string, contentDir: string) =>
  path.join(cacheDir, 'passed', `${digest(path.resolve(contentDir)).slice(0, 32)}.json`);

/**
 * The catalogue the validator built for one content folder, with the code it was built by: a
 * file of its own beside the passed checks, read by every build that validates and written
 * only when the catalogue was built anew (it is some 400 KB).
 */
export interface KeptCatalogue {
  codeKey: string;
  catalogue: BuiltCatalogue;
}

export const keptCatalogueFile = (cacheDir: string, contentDir: string) =>
  passedChecksFile(cacheDir, contentDir).replace(/\.json$/, '.catalogue.json');

/** The kept catalogue when it was built by this code, else undefined. */
export function readKeptCatalogue(file: string, codeKey: string): BuiltCatalogue | undefined {
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as KeptCatalogue;
    return kept.codeKey === codeKey ? kept.catalogue : undefined;
  } catch {
    return undefined;
  }
}

export function readPassedChecks(file: string): PassedChecks | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PassedChecks;
  } catch {
    return null;
  }
}

export function readFinishedBuild(file: string): FinishedBuild | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as FinishedBuild;
  } catch {
    return null;
  }
}

/**
 * Whether the last build into `distDir` was made of exactly these inputs and settings, and
 * every file it wrote is still there.
 */
export function isUpToDate(
  finished: FinishedBuild,
  {
    inputs,
    distDir,
    publicSettings,
  }: {
    inputs: string;
    distDir: string;
    /** The settings as this build would write them, given the site's providers. */
    publicSettings: (providers: SiteData['providers']) => string;
  },
): boolean {
  return (
    finished.inputs === inputs &&
    finished.distDir === path.resolve(distDir) &&
    finished.publicSettings === publicSettings(finished.site.providers) &&
    finished.files.every((file) => existsSync(path.join(distDir, file)))
  );
}
