import { canonicalUrl, type PageHeadParts } from '../../engine/head';
import { HOME_SLUG } from '../../engine/routes';
import type { SiteShell } from '../../site/siteParts';
import type { PageDefinition } from '../../engine/types';

/** What a breadcrumb or a preview calls the page: its display name when it has one. */
function displayName(page: PageDefinition): string {
  if (page.kind === 'coin' && page.name && page.symbol) return `${page.name} (${page.symbol})`;
  if (page.kind === 'pair' && page.fromName && page.toName) {
    return `${page.fromName} to ${page.toName}`;
  }
  return page.name ?? page.title;
}

/** The home page presents the site as a free finance application, with its rating claim. */
function webApplicationData(page: PageDefinition, site: SiteShell, siteUrl: string) {
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

function breadcrumbData(page: PageDefinition, site: SiteShell, siteUrl: string) {
  const trail = [
    { name: site.siteName, url: canonicalUrl(siteUrl, HOME_SLUG) },
    { name: displayName(page), url: canonicalUrl(siteUrl, page.slug) },
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

/**
 * This site's part of every page head, handed to the engine's head builder: the engine
 * writes generic tags and knows nothing of coins, pairs or what kind of application this is.
 */
export function sitePageHead(site: SiteShell): PageHeadParts {
  return {
    site,
    displayName,
    structuredData(page, siteUrl) {
      switch (page.kind) {
        case 'home':
          return [webApplicationData(page, site, siteUrl)];
        case 'coin':
        case 'pair':
          return [breadcrumbData(page, site, siteUrl)];
        default:
          return [];
      }
    },
  };
}
