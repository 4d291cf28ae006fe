/** The home page is a page definition like any other; its slug is "home" but it lives at "/". */
export const HOME_SLUG = 'home';

/**
 * The one rule for a page slug: lower-case words of letters and digits joined by single
 * dashes. The schemas state it once, as $defs/slug in schema/defs.schema.json, for page
 * files and catalogue slugs (a test keeps the two equal); the news API checks its slugs
 * with isPageSlug.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const isPageSlug = (slug: string) => SLUG_PATTERN.test(slug);

export function routeForSlug(slug: string): string {
  return slug === HOME_SLUG ? '/' : `/${slug}`;
}

/**
 * The slug a path asks for, or null when the path can never be a page (two segments,
 * odd characters, or /home, which would duplicate /).
 */
export function slugForPath(pathname: string): string | null {
  if (pathname === '/' || pathname === '') return HOME_SLUG;
  const match = /^\/([^/]+)\/?$/.exec(pathname);
  const slug = match?.[1];
  if (!slug || slug === HOME_SLUG || !isPageSlug(slug)) return null;
  return slug;
}

export const pageDataUrl = (slug: string) => `/page-data/${slug}.json`;

/** The prerendered HTML file of a page, inside the built site: index.html for the home page. */
export const pageFileOf = (slug: string) => (slug === HOME_SLUG ? 'index.html' : `${slug}.html`);
