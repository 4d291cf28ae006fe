/** The home page is a page file like any other, with slug "home", but it is served at "/". */
export const HOME_SLUG = 'home';

export function routeForSlug(slug: string): string {
  return slug === HOME_SLUG ? '/' : `/${slug}`;
}
