import { canonicalUrl } from '../src/engine/head.ts';
import type { PageDefinition } from '../src/engine/types.ts';

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Every page at its canonical address, in the order the validator listed them. */
export function sitemapXml(pages: Pick<PageDefinition, 'slug'>[], siteUrl: string): string {
  const urls = pages.map(
    ({ slug }) => `  <url><loc>${escapeXml(canonicalUrl(siteUrl, slug))}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read every page; the APIs answer visitors' browsers, not search engines. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    '',
    `Sitemap: ${canonicalUrl(siteUrl, 'sitemap.xml')}`,
    '',
  ].join('\n');
}

/**
 * The public address canonical links point at. SITE_URL overrides site.json at build time
 * (a staging host, say); a typo there would put wrong links into every page, so it is checked.
 */
export function resolveSiteUrl(override: string | undefined, fromSite: string): string {
  if (override === undefined || override === '') return fromSite.replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(override);
  } catch {
    throw new Error(
      `SITE_URL must be an absolute address such as https://example.com (got "${override}").`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must start with https:// or http:// (got "${override}").`);
  }
  if (url.search || url.hash) {
    throw new Error(`SITE_URL must not carry a query or fragment (got "${override}").`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}
