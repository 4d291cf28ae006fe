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

/**
 * First path segments the server answers itself (the API, page data, built assets, the 404
 * document), so no page may take them as its slug.
 */
export const SERVER_SLUGS = ['api', 'page-data', 'assets', '404'] as const;

const isServerSlug = (slug: string) => (SERVER_SLUGS as readonly string[]).includes(slug);

/** The slug of the page a request asks for, or null when it is no page's address. */
export function pageSlugForRequest(pathname: string): string | null {
  const slug = slugForPath(pathname);
  return slug && !isServerSlug(slug) ? slug : null;
}

/**
 * The page address a path spelled with capitals stands for (/Bitcoin, /DOGECOIN/): slugs are
 * lower case, and people type and share addresses as they please. Null when the path is
 * already lower case or when lower case makes no page address either.
 */
export function lowerCasedPageAddress(pathname: string): string | null {
  const lower = pathname.toLowerCase();
  if (lower === pathname) return null;
  const slug = pageSlugForRequest(lower);
  return slug ? routeForSlug(slug) : null;
}

export const pageDataUrl = (slug: string) => `/page-data/${slug}.json`;

/** The slug whose page data a path asks for (pageDataUrl read back), or null. */
export function slugForPageData(pathname: string): string | null {
  const slug = /^\/page-data\/([^/]+)\.json$/.exec(pathname)?.[1];
  return slug && isPageSlug(slug) ? slug : null;
}

/**
 * Where a request moved for good, given the moves by former address (`/about-us` to
 * `/about`): a page's address, with or without its last slash, or its page data, which
 * client-side navigation asks for. Both servers answer with it, so dev moves what production
 * moves.
 */
export function movedTo(pathname: string, moves: ReadonlyMap<string, string>): string | undefined {
  const dataSlug = slugForPageData(pathname);
  if (dataSlug) {
    const moved = moves.get(`/${dataSlug}`);
    return moved && `/page-data${moved}.json`;
  }
  return moves.get(pathname.replace(/(.)\/$/, '$1'));
}

/** The prerendered HTML file of a page, inside the built site: index.html for the home page. */
export const pageFileOf = (slug: string) => (slug === HOME_SLUG ? 'index.html' : `${slug}.html`);
