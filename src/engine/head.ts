import { escapeHtml } from './html';
import { routeForSlug } from './routes';
import type { PageDefinition } from './types';

/** The default share image's size, so previews can lay out before it downloads. */
export const DEFAULT_SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

/**
 * One element of a page's head. The prerender writes these as HTML and client navigation puts
 * the same list into the document, so both always agree.
 */
export interface HeadElement {
  tag: 'title' | 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  text?: string;
}

/** Marks the head elements a page owns, so navigation replaces exactly those. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

const meta = (attribute: 'name' | 'property', key: string, content: string): HeadElement => ({
  tag: 'meta',
  attributes: { [attribute]: key, content },
});

/**
 * Structured data inside HTML. The script type makes it data, not code; `<` is escaped so
 * no text in it can close the element early.
 */
const jsonLd = (data: object): HeadElement => ({
  tag: 'script',
  attributes: { type: 'application/ld+json' },
  text: JSON.stringify(data),
});

/** siteUrl without a trailing slash, so joining it with a route never doubles the slash. */
const normaliseSiteUrl = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

export const canonicalUrl = (siteUrl: string, slug: string) =>
  `${normaliseSiteUrl(siteUrl)}${routeForSlug(slug)}`;

const absoluteUrl = (siteUrl: string, address: string) =>
  address.startsWith('/') ? `${normaliseSiteUrl(siteUrl)}${address}` : address;

/**
 * What the site adds to the generic head of a page: the name link previews give it, and
 * its structured data (schema.org JSON-LD), both decided by the site, not by the engine.
 */
export interface PageHeadParts {
  /** What every head names: the site, its address, and the share picture a page falls back on. */
  site: HeadSite;
  displayName(page: PageDefinition): string;
  structuredData(page: PageDefinition, siteUrl: string): readonly object[];
}

export interface HeadSite {
  siteName: string;
  siteUrl: string;
  defaultShareImage: string;
}

/** Names the page beside the share picture, with the site's name once, however the title reads. */
function shareImageAlt(page: PageDefinition, parts: PageHeadParts): string {
  const { site } = parts;
  const suffix = ` | ${site.siteName}`;
  const name = parts.displayName(page);
  const bare = name.endsWith(suffix) ? name.slice(0, -suffix.length) : name;
  return bare.includes(site.siteName) ? bare : `${site.siteName}: ${bare}`;
}

function shareTags(page: PageDefinition, parts: PageHeadParts, siteUrl: string): HeadElement[] {
  const { site } = parts;
  const image = absoluteUrl(siteUrl, page.shareImage ?? site.defaultShareImage);
  const imageSize = page.shareImage
    ? []
    : [
        meta('property', 'og:image:width', String(DEFAULT_SHARE_IMAGE_SIZE.width)),
        meta('property', 'og:image:height', String(DEFAULT_SHARE_IMAGE_SIZE.height)),
      ];
  const imageAlt = shareImageAlt(page, parts);
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

/** The head of one page; null page means the 404 page. */
export function headElements(
  page: PageDefinition | null,
  parts: PageHeadParts,
  siteUrl = parts.site.siteUrl,
): HeadElement[] {
  const { site } = parts;
  if (!page) {
    return [
      { tag: 'title', attributes: {}, text: `Page Not Found | ${site.siteName}` },
      meta('name', 'robots', 'noindex'),
    ];
  }
  return [
    { tag: 'title', attributes: {}, text: page.title },
    meta('name', 'description', page.description),
    meta('name', 'keywords', page.keywords.join(', ')),
    { tag: 'link', attributes: { rel: 'canonical', href: canonicalUrl(siteUrl, page.slug) } },
    ...(page.robots ? [meta('name', 'robots', page.robots)] : []),
    ...shareTags(page, parts, siteUrl),
    ...parts.structuredData(page, siteUrl).map(jsonLd),
  ];
}

/** Text inside <script>: `<` is escaped so no string in it can close the element early. */
const scriptText = (text: string) => text.replace(/</g, '\\u003c');

function elementHtml({ tag, attributes, text }: HeadElement): string {
  const attributeText = Object.entries({ ...attributes, [PAGE_HEAD_ATTRIBUTE]: '' })
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
  if (tag === 'meta' || tag === 'link') return `<${tag}${attributeText} />`;
  const body = tag === 'script' ? scriptText(text ?? '') : escapeHtml(text ?? '');
  return `<${tag}${attributeText}>${body}</${tag}>`;
}

/** The head elements as prerendered HTML. */
export const headHtml = (elements: readonly HeadElement[]) => elements.map(elementHtml).join('\n');

/** Puts a page's head into the document in place of the previous page's (client navigation). */
export function applyHead(doc: Document, elements: readonly HeadElement[]) {
  doc.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`).forEach((element) => element.remove());
  doc.head.querySelectorAll('title').forEach((element) => element.remove());
  for (const { tag, attributes, text } of elements) {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute(PAGE_HEAD_ATTRIBUTE, '');
    if (text !== undefined) element.textContent = text;
    doc.head.append(element);
  }
}
