import { routeForSlug } from './routes';
import type { PageDefinition, SiteData } from './types';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The <head> tags of one prerendered page; null page means the 404 page. */
export function headTags(
  page: PageDefinition | null,
  site: SiteData,
  siteUrl = site.siteUrl,
): string {
  if (!page) {
    return [
      `<title>${escapeHtml(`Page Not Found | ${site.siteName}`)}</title>`,
      '<meta name="robots" content="noindex" />',
    ].join('\n');
  }
  const canonical = `${siteUrl}${routeForSlug(page.slug)}`;
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<meta name="keywords" content="${escapeHtml(page.keywords.join(', '))}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
  ].join('\n');
}
