import { headElements, headHtml } from './engine/head';
import { serializeInitialPage, type BlockCode } from './engine/initialPage';
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
  code: Record<string, BlockCode>;
  /** The site data, its siteUrl the canonical origin this build's links use. */
  site: SiteData;
}

export interface RenderedDocument {
  document: string;
  /** The body alone, where the page's links and ids are. */
  body: string;
}

export interface PageRenderer {
  renderPage: (url: string, initialPage: InitialPage, site: SiteData) => RenderedPage;
  blocksWokenWithPage: (page: PageDefinition) => string[];
  blocksThatWake: (page: PageDefinition) => string[];
}

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

/** The code of the given block types, for the page data an island reads it from. */
export function blockCodeOf(code: Record<string, BlockCode>) {
  return (types: readonly string[]): Record<string, BlockCode> =>
    Object.fromEntries(types.flatMap((type) => (code[type] ? [[type, code[type]]] : [])));
}

/** Preload tags for the given block types' files, each file once. */
export function blockPreloadTags(code: Record<string, BlockCode>) {
  return (types: readonly string[]) => {
    const files = new Set(types.flatMap((type) => code[type]?.files ?? []));
    return [...files]
      .map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`)
      .join('\n');
  };
}

/** A function that renders one page (or, with a null page, the 404 page) to its document. */
export function documentRenderer(
  { renderPage, blocksWokenWithPage, blocksThatWake }: PageRenderer,
  { template, code, site }: DocumentContext,
) {
  const preloadTags = blockPreloadTags(code);
  const codeOf = blockCodeOf(code);
  const fillTemplate = templateFiller(template);
  const siteHead = sitePageHead(site);
  return (
    url: string,
    slug: string,
    page: PageDefinition | null,
    suggestions?: InitialPage['suggestions'],
  ): RenderedDocument => {
    const initial = { slug, page, ...(suggestions && { suggestions }) };
    const { html, styleTags } = renderPage(url, initial, site);
    const preloads = page ? preloadTags(blocksWokenWithPage(page)) : '';
    const document = fillTemplate({
      head: headHtml(headElements(page, siteHead, site.siteUrl)) + preloads + styleTags,
      html,
      data: serializeInitialPage({
        slug: page ? slug : null,
        page,
        ...(page && { code: codeOf(blocksThatWake(page)) }),
        ...(suggestions && { suggestions }),
      }),
    });
    return { document, body: html };
  };
}
