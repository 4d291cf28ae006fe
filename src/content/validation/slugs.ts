import path from 'node:path';
import { reservedFor } from '../contentFiles';
import type { Problem } from './report';
import { cut } from './values';

/** A page file that parsed to an object; its fields are not trusted to match the schema. */
export interface PageFile {
  file: string;
  value: Record<string, unknown>;
}

/**
 * When each file was first committed (seconds), for telling which of two files with one slug
 * came last; undefined for a file git does not know (not committed yet, or no repository).
 */
export type AddedAt = (files: readonly string[]) => Promise<ReadonlyMap<string, number>>;

export interface SlugCheck {
  problems: Problem[];
  /** Files that repeat an older file's slug: each has one problem, and no other check reads it. */
  repeats: ReadonlySet<string>;
}

/**
 * Slugs must match their file names, be free, and be unique. Of files sharing a slug, the
 * oldest keeps it and each newer one gets one problem, rather than every file naming every
 * other (a copy of a coin file then also repeats its symbol, market id and pairs).
 */
export async function checkSlugs(
  pages: readonly PageFile[],
  addedAt: AddedAt = async () => new Map(),
): Promise<SlugCheck> {
  const filesBySlug = new Map<string, PageFile[]>();
  for (const page of pages) {
    if (typeof page.value.slug !== 'string') continue;
    filesBySlug.set(page.value.slug, [...(filesBySlug.get(page.value.slug) ?? []), page]);
  }
  const shared = [...filesBySlug.values()].filter((group) => group.length > 1);
  const added = shared.length === 0 ? new Map() : await addedAt(shared.flat().map((p) => p.file));
  const olderFile = new Map<string, string>();
  for (const group of shared) {
    const [oldest, ...newer] = oldestFirst(group, added);
    for (const page of newer) olderFile.set(page.file, oldest!.file);
  }
  const problems = pages.flatMap((page) => {
    const { slug } = page.value;
    if (typeof slug !== 'string') return [];
    const older = olderFile.get(page.file);
    return [
      older === undefined ? fileNameMismatch(page.file, slug) : repeated(page.file, slug, older),
      reservedSlug(slug, page.value.kind),
    ]
      .filter((message) => message !== undefined)
      .map((message) => ({ file: page.file, path: 'slug', message }));
  });
  return { problems, repeats: new Set(olderFile.keys()) };
}

/**
 * The order files of one slug were made in: a file named after the slug before one that is
 * not (a copy keeps the slug it was copied with), then by first commit, a file git does not
 * know after every file it knows, then by path, so the answer is the same on every run.
 */
function oldestFirst(group: readonly PageFile[], added: ReadonlyMap<string, number>): PageFile[] {
  const rank = (page: PageFile) => [
    fileNameMismatch(page.file, page.value.slug as string) === undefined ? 0 : 1,
    added.get(page.file) ?? Number.POSITIVE_INFINITY,
  ];
  return [...group].sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    const byRank = ra[0]! - rb[0]! || (ra[1] === rb[1] ? 0 : ra[1]! < rb[1]! ? -1 : 1);
    return byRank || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
  });
}

function repeated(file: string, slug: string, older: string): string {
  const own = path.posix.basename(file, '.json');
  const advice =
    own === slug
      ? 'give this page another slug, and its file the same name'
      : `give this page its own slug, such as "${cut(own)}" as its file name says`;
  return `slug "${cut(slug)}" is already the slug of ${older}, an older file; ${advice}`;
}

function fileNameMismatch(file: string, slug: string): string | undefined {
  const name = path.posix.basename(file);
  if (name === `${slug}.json`) return undefined;
  return `slug "${cut(slug)}" must match the file name "${cut(name)}"`;
}

function reservedSlug(slug: string, kind: unknown): string | undefined {
  const reserved = reservedFor(slug, kind);
  if (!reserved) return undefined;
  const owner = reserved.for === 'server' ? "the site's server" : "the site's fixed pages";
  return `slug "${slug}" is reserved for ${owner} (${reserved.slugs.join(', ')}); choose another`;
}
