import { headElements, headHtml } from './engine/head';
import { serializeInitialPage } from './engine/initialPage';
import { islandCodeAddress, type IslandCode } from './engine/codeAddress';
import type { PageDefinition } from './engine/types';
import type { SiteData } from './types/siteData';
import { sitePageHead } from './shell/head/pageHead';
import type { RenderedPage } from './entry-server';
import type { InitialPage } from './engine/initialPage';

/**
 * The one way a page becomes a whole HTML document, shared by the build's prerender and the
 * server's on-demand pages: both call it from the same server bundle with the same context,
 * so a page rendered on its first request is byte for byte the page the build would write.
 */
export interface DocumentContext {
  /** The HTML template Vite wrote, with its three slots. */
  template: string;
  /** Where the build put each block type's code (from Vite's manifest). */
  code: Record<string, IslandCode>;
  /** The site data, its siteUrl the canonical origin this build's links use. */
  site: SiteData;
}

export interface RenderedDocument {
  document: string;
  /** The body alone, where the page's links and ids are. */
  body: string;
}

export type PageRenderer = (
  url: string,
  initialPage: InitialPage,
  site: SiteData,
  codeAddress: (type: string) => string | undefined,
) => RenderedPage;

const TEMPLATE_SLOTS = ['<!--app-head-->', '<!--app-html-->', '<!--app-data-->'] as const;

/**
 * Splits the HTML template at its three slots once, so that each page is a concatenation
 * rather than three searches and copies of the whole template.
 */
export function templateFiller(template: string) {
  const pieces: string[] = [];
  let rest = template;
  for (const slot of TEMPLATE_SLOTS) {
    const at = rest.indexOf(slot);
    if (at < 0) throw new Error(`the HTML template has no ${slot}`);
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at + slot.length);
  }
  const [beforeHead, beforeHtml, beforeData] = pieces as [string, string, string];
  return (parts: { head: string; html: string; data: string }) =>
    beforeHead + parts.head + beforeHtml + parts.html + beforeData + parts.data + rest;
}

/**
 * Strips what only editors and the server need (a page's former addresses are the server's
 * moves), so the browser downloads just the page.
 */
export function publicPageData({
  $schema: _schema,
  formerSlugs: _formerSlugs,
  ...page
}: PageDefinition): PageDefinition {
  return page;
}

/** Where each block type's code is, as the address an island's wrapper carries. */
export function islandCodeAddresses(code: Record<string, IslandCode>) {
  const addresses = new Map(
    Object.entries(code).map(([key, found]) => [key, islandCodeAddress(found)]),
  );
  return (key: string) => addresses.get(key);
}

/** A function that renders one page (or, with a null page, the 404 page) to its document. */
export function documentRenderer(
  renderPage: PageRenderer,
  { template, code, site }: DocumentContext,
) {
  const codeAddress = islandCodeAddresses(code);
  const fillTemplate = templateFiller(template);
  const siteHead = sitePageHead(site);
  return (
    url: string,
    slug: string,
    page: PageDefinition | null,
    suggestions?: InitialPage['suggestions'],
  ): RenderedDocument => {
    const initial = { slug, page, ...(suggestions && { suggestions }) };
    const { html, styleTags } = renderPage(url, initial, site, codeAddress);
    const document = fillTemplate({
      head: headHtml(headElements(page, siteHead, site.siteUrl)) + styleTags,
      html,
      data: serializeInitialPage({
        slug: page ? slug : null,
        page,
        ...(suggestions && { suggestions }),
      }),
    });
    return { document, body: html };
  };
}
