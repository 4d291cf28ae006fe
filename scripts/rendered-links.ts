/** What one prerendered document links to and which ids it has, for the build's link check. */
export interface RenderedLinks {
  /** The page's address, such as `/bitcoin`, or `/404` for the not-found document. */
  route: string;
  hrefs: string[];
  ids: Set<string>;
}

const HREF = /<a\b[^>]*?\shref="([^"]*)"/g;
const ID = /\sid="([^"]*)"/g;

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The `href` of every link and every `id` in a rendered document. */
export function linksOf(route: string, html: string): RenderedLinks {
  return {
    route,
    hrefs: [...html.matchAll(HREF)].map((match) => decode(match[1]!)),
    ids: new Set([...html.matchAll(ID)].map((match) => decode(match[1]!))),
  };
}

/**
 * Every internal link and #anchor the prerender wrote that leads nowhere, as "page → link:
 * why" lines. Links computed from data (price-list rows, pair cards) never pass through the
 * validator's scan of `href` fields, so this is where they are checked. An address listed as
 * a known broken link is allowed, as the validator allows it.
 */
export function brokenRenderedLinks(
  documents: readonly RenderedLinks[],
  knownBroken: readonly string[],
  redirects: readonly { from: string; to: string }[] = [],
  /** Addresses the server makes a page for on demand (src/content/madePages.ts). */
  isMadePage: (route: string) => boolean = () => false,
): string[] {
  const pages = new Map(documents.map((document) => [document.route, document]));
  // An address the server redirects leads to its target's page, anchors included.
  for (const { from, to } of redirects) {
    const target = pages.get(to);
    if (target && !pages.has(from)) pages.set(from, target);
  }
  const known = new Set(knownBroken);
  const problems: string[] = [];
  for (const document of documents) {
    for (const href of new Set(document.hrefs)) {
      const why = whyBroken(href, document, pages, isMadePage);
      if (why && !known.has(href) && !known.has(href.split('#')[0]!)) {
        problems.push(`${document.route} links to ${href}: ${why}`);
      }
    }
  }
  return problems;
}

function whyBroken(
  href: string,
  from: RenderedLinks,
  pages: ReadonlyMap<string, RenderedLinks>,
  isMadePage: (route: string) => boolean,
): string | undefined {
  // Other sites, mail and files (assets, the sitemap) are not pages of this site.
  if (!href.startsWith('/') && !href.startsWith('#')) return undefined;
  if (href.startsWith('//')) return undefined;
  const [address = '', anchor] = href.split('#', 2) as [string, string | undefined];
  const pathname = address.split('?')[0]!;
  if (/\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith('/api/')) return undefined;
  const route = pathname.replace(/(.)\/$/, '$1');
  const target = pathname === '' ? from : pages.get(route);
  // A made page's anchors come from its template, which the validator checks for every coin.
  if (!target) return isMadePage(route) ? undefined : 'no page has this address';
  if (anchor && !target.ids.has(decodeURIComponent(anchor))) {
    return `${target.route} has no element with id "${anchor}"`;
  }
  return undefined;
}
