import path from 'node:path';
import { reservedFor } from '../slugRoles';
import type { Problem } from './report';
import { cut, listSome } from './values';

/** A page file that parsed to an object; its fields are not trusted to match the schema. */
export interface PageFile {
  file: string;
  value: Record<string, unknown>;
}

export function checkSlugs(pages: readonly PageFile[]): Problem[] {
  const filesBySlug = new Map<string, string[]>();
  for (const { file, value } of pages) {
    if (typeof value.slug !== 'string') continue;
    filesBySlug.set(value.slug, [...(filesBySlug.get(value.slug) ?? []), file]);
  }
  return pages.flatMap((page) => {
    const { slug } = page.value;
    if (typeof slug !== 'string') return [];
    const others = filesBySlug.get(slug)?.filter((file) => file !== page.file) ?? [];
    return [
      fileNameMismatch(page.file, slug),
      others.length > 0 ? `slug "${cut(slug)}" is also used by ${listSome(others)}` : undefined,
      reservedSlug(slug, page.value.kind),
    ]
      .filter((message) => message !== undefined)
      .map((message) => ({ file: page.file, path: 'slug', message }));
  });
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
