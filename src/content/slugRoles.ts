import type { Redirect } from './pairTemplate';

/** Paths the server answers itself, so no page may take them. */
const SERVER_SLUGS = ['api', 'page-data', 'assets', '404'];
/** Only the fixed page files (kind "home" or "fixed") may take these. */
const FIXED_PAGE_SLUGS = ['home', 'how-it-works', 'docs', 'about', 'terms', 'privacy'];
const FIXED_KINDS = ['home', 'fixed'];
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
  if (SERVER_SLUGS.includes(slug)) return { is: 'reserved', for: 'server', slugs: SERVER_SLUGS };
  if (FIXED_PAGE_SLUGS.includes(slug) && !FIXED_KINDS.includes(String(kind))) {
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
