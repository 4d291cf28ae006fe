import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { mapConcurrently } from '../src/content/validation/concurrency.ts';
import { COPIES_IN_FLIGHT, linkInPlaceOf } from './copy-tree.ts';

/**
 * Pages rendered before with the same bundles, kept by the hash of their data in a folder of
 * the build's cache named by the bundles' key: a page's HTML is made of the bundles (which
 * carry the site data) and its own data alone, and its page-data file is that data. A cold
 * build of code built before (dist/ and .ssr-build/ deleted, or a branch switched back to)
 * takes them instead of rendering every page again, which was most of its time.
 *
 * A page in the site and its kept copy are one file under two names (a hard link, where the
 * file system allows), since copying each rendered page in and out of the store was a second
 * of a large build. So a page file in the site is always replaced, never written into
 * (`replaceFileSync`, `writeIfChanged`): written into, it would change the kept copy too.
 *
 * The folder holds `<hash>.html` and `<hash>.json` for each page and one line per page in
 * `links.jsonl`, its links and ids for the build's link check, appended once both files are
 * whole: a page without its line is never taken, so a build stopped halfway leaves nothing
 * half written to be trusted.
 */
export interface StoredLinks {
  hrefs: string[];
  ids: string[];
}

const INDEX_FILE = 'links.jsonl';

/** The name the 404 page is kept under: no page hash has this form. */
export const NOT_FOUND_KEY = '404';

/** What the store holds: each kept page's links by its hash; empty when there is no store. */
export async function readPageStore(dir: string): Promise<Map<string, StoredLinks>> {
  const text = await readFile(path.join(dir, INDEX_FILE), 'utf8').catch(() => '');
  const stored = new Map<string, StoredLinks>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    try {
      const { hash, hrefs, ids } = JSON.parse(line) as StoredLinks & { hash: string };
      stored.set(hash, { hrefs, ids });
    } catch {
      // A line cut short by a build that stopped: its page is rendered again.
    }
  }
  return stored;
}

/** A file of the store, by the hash of the page's data. */
const storedFile = (dir: string, hash: string, extension: '.html' | '.json') =>
  path.join(dir, `${hash}${extension}`);

export interface PageFiles {
  hash: string;
  /** Where the page's HTML is (or goes) in the site. */
  html: string;
  /** Where its page-data file is (or goes); the 404 page has none. */
  data?: string;
}

/**
 * Puts the stored files of these pages where the site has them; returns the hashes of those
 * it could not (files deleted by hand since), which are to be rendered instead.
 */
export async function takeFromStore(
  dir: string,
  pages: readonly PageFiles[],
): Promise<Set<string>> {
  const missing = new Set<string>();
  await mapConcurrently(pages, COPIES_IN_FLIGHT, async ({ hash, html, data }) => {
    try {
      await Promise.all([
        linkInPlaceOf(storedFile(dir, hash, '.html'), html),
        data ? linkInPlaceOf(storedFile(dir, hash, '.json'), data) : undefined,
      ]);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      missing.add(hash);
    }
  });
  return missing;
}

/**
 * Keeps rendered pages in the store, each line appended after both its files are whole. A
 * file already there (the same page kept before, or one cut short by a build that stopped)
 * is replaced, so a page kept with its line is never seen half written.
 */
export async function addToStore(
  dir: string,
  pages: readonly (PageFiles & StoredLinks)[],
): Promise<void> {
  if (pages.length === 0) return;
  await mkdir(dir, { recursive: true });
  await mapConcurrently(pages, COPIES_IN_FLIGHT, async ({ hash, html, data }) => {
    await Promise.all([
      linkInPlaceOf(html, storedFile(dir, hash, '.html')),
      data ? linkInPlaceOf(data, storedFile(dir, hash, '.json')) : undefined,
    ]);
  });
  const lines = pages.map(({ hash, hrefs, ids }) => `${JSON.stringify({ hash, hrefs, ids })}\n`);
  await appendFile(path.join(dir, INDEX_FILE), lines.join(''));
}
