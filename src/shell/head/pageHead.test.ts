// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { siteFixture } from '../../../tests/support/siteFixture';
import { headElements, headHtml } from '../../engine/head';
import type { PageDefinition } from '../../engine/types';
import { sitePageHead } from './pageHead';

const site = siteFixture();
const siteUrl = 'https://example.test';

const coinPage: PageDefinition = {
  kind: 'coin',
  slug: 'dogecoin',
  name: 'Dogecoin',
  symbol: 'DOGE',
  title: 'Swap Dogecoin | SwapRoute',
  description: 'Swap DOGE fast',
  keywords: ['doge'],
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
const pairPage: PageDefinition = {
  ...coinPage,
  kind: 'pair',
  slug: 'dogetobnb',
  fromName: 'Dogecoin',
  toName: 'BNB',
};

function headOf(page: PageDefinition) {
  const html = headHtml(headElements(page, sitePageHead(site), siteUrl));
  return new DOMParser().parseFromString(`<html><head>${html}</head></html>`, 'text/html');
}

function structuredData(page: PageDefinition): Record<string, unknown>[] {
  return [...headOf(page).querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

describe("the site's part of each page head", () => {
  it('describes the home page as a free finance web application with the rating', () => {
    const [app, ...rest] = structuredData(homePage);
    expect(rest).toEqual([]);
    expect(app).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: site.siteName,
      url: 'https://example.test/',
      description: homePage.description,
      applicationCategory: 'FinanceApplication',
      offers: { '@type': 'Offer', price: '0' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9, ratingCount: 853 },
    });
    expect(app?.operatingSystem).toEqual(expect.any(String));
  });

  it('gives coin and pair pages a breadcrumb trail from the home page', () => {
    for (const [page, name] of [
      [coinPage, 'Dogecoin (DOGE)'],
      [pairPage, 'Dogecoin to BNB'],
    ] as const) {
      expect(structuredData(page)).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            {
              '@type': 'ListItem',
              position: 1,
              name: site.siteName,
              item: 'https://example.test/',
            },
            { '@type': 'ListItem', position: 2, name, item: `https://example.test/${page.slug}` },
          ],
        },
      ]);
    }
  });

  it('gives other pages no structured data', () => {
    expect(structuredData({ ...coinPage, kind: 'fixed', slug: 'about' })).toEqual([]);
  });

  it('names a coin in share previews with its symbol', () => {
    const alt = headOf(coinPage)
      .querySelector('meta[property="og:image:alt"]')
      ?.getAttribute('content');
    expect(alt).toBe('SwapRoute: Dogecoin (DOGE)');
  });
});
