/** The home page is a page definition like any other; its slug is "home" but it lives at "/". */
export const HOME_SLUG = 'home';

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

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
  if (!slug || slug === HOME_SLUG || !slugPattern.test(slug)) return null;
  return slug;
}

export const pageDataUrl = (slug: string) => `/page-data/${slug}.json`;
