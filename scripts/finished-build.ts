import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SiteData } from '../src/types/siteData.ts';
import { hashFolder, type BundleKey } from './bundle-cache.ts';

/**
 * What a build that finished leaves beside its bundles, so that the next build can tell it has
 * nothing to do without validating 1,000 files and loading the renderer again.
 */
export interface FinishedBuild {
  /** Everything the output was made of: see `buildInputs`. */
  inputs: string;
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
 * The content folder by each entry's name, size, times and inode, not by its bytes: reading a
 * FIFO, a device or a huge file behind a link would hang or stall here, before the
 * validator's checks refuse them. Any write to a file changes its change time (ctime), which
 * no tool can set back, so an edit is never missed; a file touched without a change only
 * costs a build that renders nothing.
 */
function contentFolderKey(folder: string): string {
  const hash = createHash('sha256');
  const names = readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
  for (const name of names) {
    let facts: string;
    try {
      const { size, mtimeMs, ctimeMs, ino, mode } = statSync(path.join(folder, name));
      facts = `${size} ${mtimeMs} ${ctimeMs} ${ino} ${mode}`;
    } catch (error) {
      facts = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    }
    hash.update(`${name}\0${facts}\0`);
  }
  return hash.digest('hex');
}

/**
 * One key for everything a build's output is made of: the content folder, the code the
 * bundles are made of (`code`, from the bundle key), the build's own scripts, and SITE_URL.
 * The deployment settings are compared on their own (`publicSettings`), as they need the
 * site's providers.
 */
export function buildInputs({
  projectRoot,
  pagesDir,
  code,
  siteUrlSetting,
}: {
  projectRoot: string;
  pagesDir: string;
  code: BundleKey;
  siteUrlSetting: string | undefined;
}): string {
  const parts = {
    code,
    'scripts/': hashFolder(path.join(projectRoot, 'scripts')),
    content: contentFolderKey(pagesDir),
    SITE_URL: siteUrlSetting ?? null,
  };
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
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
