import { HOME_SLUG, routeForSlug } from './routes';
import type { PageDefinition, SiteData } from './types';

/** The default share image's size, so previews can lay out before it downloads. */
export const DEFAULT_SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/**
 * Structured data inside HTML. The script type makes it data, not code; `<` is escaped so
 * no text in it can close the element early.
 */
export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

/** siteUrl without a trailing slash, so joining it with a route never doubles the slash. */
const normaliseSiteUrl = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

export const canonicalUrl = (siteUrl: string, slug: string) =>
  `${normaliseSiteUrl(siteUrl)}${routeForSlug(slug)}`;

const absoluteUrl = (siteUrl: string, address: string) =>
  address.startsWith('/') ? `${normaliseSiteUrl(siteUrl)}${address}` : address;

/** What a breadcrumb or a preview calls the page: its display name when it has one. */
function pageName(page: PageDefinition): string {
  if (page.kind === 'coin' && page.name && page.symbol) return `${page.name} (${page.symbol})`;
  if (page.kind === 'pair' && page.fromName && page.toName) {
    return `${page.fromName} to ${page.toName}`;
  }
  return page.name ?? page.title;
}

export function webApplicationData(page: PageDefinition, site: SiteData, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: site.siteName,
    url: canonicalUrl(siteUrl, page.slug),
    description: page.description,
    applicationCategory: 'FinanceApplication',
    operatingSystem: 'Any',
    browserRequirements: 'Requires a web browser with JavaScript and a Web3 wallet',
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: site.claims.ratingValue,
      ratingCount: site.claims.ratingCount,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

export function breadcrumbData(page: PageDefinition, site: SiteData, siteUrl: string) {
  const trail = [
    { name: site.siteName, url: canonicalUrl(siteUrl, HOME_SLUG) },
    { name: pageName(page), url: canonicalUrl(siteUrl, page.slug) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

function structuredData(page: PageDefinition, site: SiteData, siteUrl: string): object[] {
  switch (page.kind) {
    case 'home':
      return [webApplicationData(page, site, siteUrl)];
    case 'coin':
    case 'pair':
      return [breadcrumbData(page, site, siteUrl)];
    default:
      return [];
  }
}

/** Names the page beside the share picture, with the site's name once, however the title reads. */
function shareImageAlt(page: PageDefinition, site: SiteData): string {
  const suffix = ` | ${site.siteName}`;
  const name = pageName(page);
  const bare = name.endsWith(suffix) ? name.slice(0, -suffix.length) : name;
  return bare.includes(site.siteName) ? bare : `${site.siteName}: ${bare}`;
}

function shareTags(page: PageDefinition, site: SiteData, siteUrl: string): string[] {
  const image = absoluteUrl(siteUrl, page.shareImage ?? site.defaultShareImage);
  const imageSize = page.shareImage
    ? []
    : [
        meta('property', 'og:image:width', String(DEFAULT_SHARE_IMAGE_SIZE.width)),
        meta('property', 'og:image:height', String(DEFAULT_SHARE_IMAGE_SIZE.height)),
      ];
  const imageAlt = shareImageAlt(page, site);
  return [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.siteName),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', canonicalUrl(siteUrl, page.slug)),
    meta('property', 'og:image', image),
    ...imageSize,
    meta('property', 'og:image:alt', imageAlt),
    meta('property', 'og:locale', 'en_US'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
  ];
}

/** The <head> tags of one prerendered page; null page means the 404 page. */
export function headTags(
  page: PageDefinition | null,
  site: SiteData,
  siteUrl = site.siteUrl,
): string {
  if (!page) {
    return [
      `<title>${escapeHtml(`Page Not Found | ${site.siteName}`)}</title>`,
      meta('name', 'robots', 'noindex'),
    ].join('\n');
  }
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    meta('name', 'keywords', page.keywords.join(', ')),
    `<link rel="canonical" href="${escapeHtml(canonicalUrl(siteUrl, page.slug))}" />`,
    ...shareTags(page, site, siteUrl),
    ...structuredData(page, site, siteUrl).map(jsonLdScript),
  ].join('\n');
}
