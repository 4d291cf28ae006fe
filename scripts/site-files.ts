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
/** The most addresses one sitemap file may list (sitemaps.org). */
export const MAX_SITEMAP_URLS = 50_000;

/** One sitemap file: the canonical address of each page given. */
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

/**
 * The site's sitemaps: an index at /sitemap.xml naming files of at most `perFile` addresses
 * each (sitemaps/1.xml, ...), which together list every indexable page once.
 */
export function sitemapFiles(
  pages: Pick<PageDefinition, 'slug'>[],
  siteUrl: string,
  perFile = MAX_SITEMAP_URLS,
): { index: string; files: Map<string, string> } {
  const files = new Map<string, string>();
  for (let start = 0; start < pages.length || files.size === 0; start += perFile) {
    const name = `sitemaps/${files.size + 1}.xml`;
    files.set(name, sitemapXml(pages.slice(start, start + perFile), siteUrl));
  }
  const entries = [...files.keys()].map(
    (name) => `  <sitemap><loc>${escapeXml(canonicalUrl(siteUrl, name))}</loc></sitemap>`,
  );
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n');
  return { index, files };
}

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
