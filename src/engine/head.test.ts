// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { siteFixture } from '../../tests/support/siteFixture';
import { applyHead, headElements, headHtml, type PageHeadParts } from './head';
import type { SiteData } from '../types/siteData';
import type { PageDefinition } from './types';

const site = siteFixture();

/** A site's part of the head, as small as can be: the engine writes whatever it is given. */
const parts: PageHeadParts = {
  site,
  displayName: (page) => page.name ?? page.title,
  structuredData: (page) =>
    page.kind === 'home' ? [{ '@type': 'Thing', description: page.description }] : [],
};

const headTags = (page: PageDefinition | null, data: SiteData, siteUrl?: string) =>
  headHtml(headElements(page, { ...parts, site: data }, siteUrl));

const coinPage: PageDefinition = {
  kind: 'coin',
  slug: 'dogecoin',
  name: 'Dogecoin',
  symbol: 'DOGE',
  title: 'Swap Dogecoin | SwapRoute',
  description: 'Swap DOGE "fast" & cheap',
  keywords: ['doge', 'dogecoin'],
  blocks: [{ type: 'hero', heading: 'Dogecoin (DOGE)', blurb: 'Much swap.' }],
};

const homePage: PageDefinition = {
  ...coinPage,
  kind: 'home',
  slug: 'home',
  name: undefined,
  symbol: undefined,
  title: 'SwapRoute',
  description: 'Swap anything </script><script>alert(1)</script>',
};

function parseHead(tags: string) {
  return new DOMParser().parseFromString(`<html><head>${tags}</head></html>`, 'text/html');
}

const content = (doc: Document, selector: string) =>
  doc.querySelector(selector)?.getAttribute('content');

function structuredData(doc: Document): Record<string, unknown>[] {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

describe('head elements as prerendered HTML', () => {
  it('gives a coin page its title, description, keywords and canonical link', () => {
    const doc = parseHead(headTags(coinPage, site, 'https://example.test'));
    expect(doc.title).toBe('Swap Dogecoin | SwapRoute');
    expect(content(doc, 'meta[name="description"]')).toBe('Swap DOGE "fast" & cheap');
    expect(content(doc, 'meta[name="keywords"]')).toBe('doge, dogecoin');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://example.test/dogecoin',
    );
  });

  it('uses site.json siteUrl when no override is given, and ignores a trailing slash', () => {
    const fromSite = parseHead(headTags(coinPage, site));
    expect(fromSite.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${site.siteUrl}/dogecoin`,
    );
    const withSlash = parseHead(headTags(homePage, site, 'https://example.test/'));
    expect(withSlash.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://example.test/',
    );
  });

  it('describes the page for link previews with an absolute default share image', () => {
    const doc = parseHead(headTags(coinPage, site, 'https://example.test'));
    expect(content(doc, 'meta[property="og:type"]')).toBe('website');
    expect(content(doc, 'meta[property="og:site_name"]')).toBe(site.siteName);
    expect(content(doc, 'meta[property="og:title"]')).toBe(coinPage.title);
    expect(content(doc, 'meta[property="og:description"]')).toBe(coinPage.description);
    expect(content(doc, 'meta[property="og:url"]')).toBe('https://example.test/dogecoin');
    expect(content(doc, 'meta[property="og:image"]')).toBe(
      `https://example.test${site.defaultShareImage}`,
    );
    expect(content(doc, 'meta[property="og:image:width"]')).toBe('1200');
    expect(content(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content(doc, 'meta[name="twitter:title"]')).toBe(coinPage.title);
    expect(content(doc, 'meta[name="twitter:image"]')).toBe(
      `https://example.test${site.defaultShareImage}`,
    );
  });

  it("names the share picture's page with the site's name once", () => {
    const alt = (page: PageDefinition) =>
      content(
        parseHead(headTags(page, site, 'https://example.test')),
        'meta[property="og:image:alt"]',
      );
    const fixed = { ...homePage, kind: 'fixed' as const, name: undefined };
    expect(alt(coinPage)).toBe('SwapRoute: Dogecoin');
    expect(alt({ ...fixed, title: 'Privacy Policy | SwapRoute' })).toBe(
      'SwapRoute: Privacy Policy',
    );
    expect(alt({ ...fixed, title: 'SwapRoute: Instant Swaps' })).toBe('SwapRoute: Instant Swaps');
    expect(alt({ ...fixed, title: 'About SwapRoute: The Aggregator' })).toBe(
      'About SwapRoute: The Aggregator',
    );
  });

  it("prefers a page's own share image", () => {
    const page = { ...coinPage, shareImage: 'https://cdn.example.test/doge.png' };
    const doc = parseHead(headTags(page, site, 'https://example.test'));
    expect(content(doc, 'meta[property="og:image"]')).toBe('https://cdn.example.test/doge.png');
    expect(doc.querySelector('meta[property="og:image:width"]')).toBeNull();
  });

  it('keeps text that looks like markup inside the structured data', () => {
    const tags = headTags(homePage, site, 'https://example.test');
    expect(tags).not.toContain('</script><script>');
    const [app] = structuredData(parseHead(tags));
    expect(app?.description).toBe(homePage.description);
  });

  it("writes exactly the site's structured data, none where it gives none", () => {
    expect(structuredData(parseHead(headTags(homePage, site)))).toEqual([
      { '@type': 'Thing', description: homePage.description },
    ]);
    expect(structuredData(parseHead(headTags(coinPage, site)))).toEqual([]);
  });

  it('tells search engines to follow but not list a page marked noindex, and only that page', () => {
    expect(headTags({ ...coinPage, robots: 'noindex, follow' }, site)).toContain(
      '<meta name="robots" content="noindex, follow"',
    );
    expect(headTags(coinPage, site)).not.toContain('name="robots"');
  });

  it('gives the 404 page a noindex tag', () => {
    const notFound = parseHead(headTags(null, site));
    expect(notFound.title).toBe(`Page Not Found | ${site.siteName}`);
    expect(content(notFound, 'meta[name="robots"]')).toBe('noindex');
  });
});

describe('applyHead: client navigation', () => {
  it("replaces the previous page's head with the next one's, leaving other head elements", () => {
    document.head.innerHTML = `<meta charset="utf-8" /><style>body{}</style>${headTags(coinPage, site, 'https://example.test')}`;
    applyHead(document, headElements(homePage, parts, 'https://example.test'));
    expect(document.title).toBe('SwapRoute');
    expect(content(document, 'meta[name="description"]')).toBe(homePage.description);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://example.test/',
    );
    expect(content(document, 'meta[property="og:url"]')).toBe('https://example.test/');
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(structuredData(document).map((data) => data['@type'])).toEqual(['Thing']);
    expect(document.querySelector('meta[charset]')).not.toBeNull();
    expect(document.querySelector('style')).not.toBeNull();
  });

  it('gives the 404 page its title and noindex, dropping the canonical link', () => {
    document.head.innerHTML = headTags(coinPage, site, 'https://example.test');
    applyHead(document, headElements(null, parts));
    expect(document.title).toBe(`Page Not Found | ${site.siteName}`);
    expect(content(document, 'meta[name="robots"]')).toBe('noindex');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
