import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { absentCoin, siteFixture } from '../support/siteFixture';
import { resolveSiteUrl } from '../../scripts/site-files';
import { canonicalUrl } from '../../src/engine/head';
import { routeForSlug } from '../../src/engine/routes';
import type { PageDefinition } from '../../src/engine/types';
import { expectCleanHydration, watchPage } from '../support/hydration';
import { sampledPages, sitePages } from '../support/site-routes';
import { madePages, type MadeSource } from '../../src/content/madePages';
import { ON_DEMAND_FILES } from '../../src/server/onDemand';

const site = siteFixture();
const siteUrl = resolveSiteUrl(process.env.SITE_URL, site.siteUrl);

/** The page set exactly as the build saw it: the page files and the template's pair pages. */
const pages = await sitePages();
/**
 * A page of each kind, every other page file, and a sample of the template's pair pages: every
 * coin page shares one template, as does every pair page. Every page's title, description and
 * share text are read without a browser in visitor.spec.ts, and checked by the validator.
 */
const checkedPages = await sampledPages({ onePerKind: true });

function heroHeading(page: PageDefinition): string {
  const hero = page.blocks.find((block) => block.type === 'hero');
  if (!hero) throw new Error(`${page.slug} has no hero block`);
  return hero.heading;
}

// Every page's own hydration under the CSP is checked in every-page.spec.ts.
test.describe('hydration under the enforced CSP', () => {
  test('the home page and a coin page stay usable under the CSP', async ({ page }) => {
    const errors = await watchPage(page);
    await page.goto('/');
    await expectCleanHydration(page, errors);
    await page.goto('/bitcoin');
    await expectCleanHydration(page, errors);
    await page.getByRole('link', { name: 'BTC to ETH' }).click();
    await expect(page).toHaveURL(/\/bitcointoethereum$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Swap Bitcoin to Ethereum');
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('what crawlers and visitors without JavaScript get', () => {
  // The served HTML is the same at every viewport; checking it once is enough.
  test.skip(({ isMobile }) => isMobile, 'same HTML at every width');
  test.use({ javaScriptEnabled: false });

  // One visit after another in one tab, a step each: a test of its own per page spent more on
  // a new tab than on reading the page.
  test('a page of each kind, each other page file and a sample of made pairs carry their own head and content in the HTML', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    for (const definition of checkedPages) {
      const route = routeForSlug(definition.slug);
      await test.step(route, async () => {
        await page.goto(route);
        const canonical = canonicalUrl(siteUrl, definition.slug);
        const image = `${siteUrl}${site.defaultShareImage}`;
        const metaContent = (selector: string) =>
          page.locator(`meta[${selector}]`).getAttribute('content');

        await expect(page).toHaveTitle(definition.title);
        expect(await metaContent('name="description"')).toBe(definition.description);
        expect(await metaContent('name="keywords"')).toBe(definition.keywords.join(', '));
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
        expect(await metaContent('property="og:title"')).toBe(definition.title);
        expect(await metaContent('property="og:description"')).toBe(definition.description);
        expect(await metaContent('property="og:url"')).toBe(canonical);
        expect(await metaContent('property="og:type"')).toBe('website');
        expect(await metaContent('property="og:site_name"')).toBe(site.siteName);
        expect(await metaContent('property="og:image"')).toBe(definition.shareImage ?? image);
        expect(await metaContent('name="twitter:card"')).toBe('summary_large_image');
        expect(await metaContent('name="twitter:image"')).toBe(definition.shareImage ?? image);

        // Visible without any script: nothing hides the content from a no-JS visitor.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroHeading(definition));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

        const structured = await page
          .locator('script[type="application/ld+json"]')
          .allTextContents()
          .then((texts) => texts.map((text) => JSON.parse(text) as Record<string, unknown>));
        if (definition.kind === 'home') {
          expect(structured).toEqual([
            expect.objectContaining({
              '@context': 'https://schema.org',
              '@type': 'WebApplication',
              name: site.siteName,
              url: canonical,
              applicationCategory: 'FinanceApplication',
              operatingSystem: expect.any(String),
              offers: expect.objectContaining({ '@type': 'Offer', price: '0' }),
              aggregateRating: expect.objectContaining({
                '@type': 'AggregateRating',
                ratingValue: site.claims.ratingValue,
                ratingCount: site.claims.ratingCount,
              }),
            }),
          ]);
        } else if (definition.kind === 'coin' || definition.kind === 'pair') {
          expect(structured).toHaveLength(1);
          expect(structured[0]).toMatchObject({
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
          });
          const crumbs = structured[0]?.itemListElement as { item: string; position: number }[];
          expect(crumbs.map(({ item, position }) => [position, item])).toEqual([
            [1, canonicalUrl(siteUrl, 'home')],
            [2, canonical],
          ]);
        } else {
          expect(structured).toEqual([]);
        }
      });
    }
  });

  test('pair addresses: a template page, a redirect to the hand-written page, or a 404', async ({
    request,
  }) => {
    for (const route of ['/ethereumtobitcoin', '/bnbtosolana', '/solanatobnb']) {
      const answer = await request.get(route, { maxRedirects: 0 });
      expect(answer.status(), route).toBe(200);
    }
    const moved = await request.get('/ethereumtousdt', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()['location']).toBe('/ethtousdt');
    const notACoin = `/${absentCoin(siteFixture().coins).slug}tobitcoin`;
    expect((await request.get(notACoin, { maxRedirects: 0 })).status(), notACoin).toBe(404);
  });

  test('the sitemap lists exactly the page set, and robots.txt points to it', async ({
    request,
  }) => {
    const locs = async (address: string) => {
      const answer = await request.get(address);
      expect(answer.status(), address).toBe(200);
      return [...(await answer.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    };
    const files = await locs('/sitemap.xml');
    expect(files.length).toBeGreaterThan(0);
    const listed: string[] = [];
    for (const file of files) listed.push(...(await locs(new URL(file).pathname)));
    // The prerendered pages, and the made pages the content's indexing rule names.
    const made = madePages(
      JSON.parse(await readFile(path.join('dist', ON_DEMAND_FILES.made), 'utf8')) as MadeSource,
    );
    const slugs = new Set([...pages.map(({ slug }) => slug), ...made.indexedSlugs()]);
    const expected = [...slugs].map((slug) => canonicalUrl(siteUrl, slug));
    expect(listed.toSorted()).toEqual(expected.toSorted());
    expect(listed.length).toBeGreaterThan(1_200);
    // A sample of the made ones answer 200 and ask to be listed, as the sitemap says.
    const madeListed = listed.filter(
      (url) => !pages.some(({ slug }) => canonicalUrl(siteUrl, slug) === url),
    );
    for (const url of madeListed.filter((_, index) => index % 200 === 0)) {
      const answer = await request.get(new URL(url).pathname);
      expect(answer.status(), url).toBe(200);
      expect(await answer.text(), url).not.toContain('noindex');
    }

    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  test('every page has its page data file for client-side navigation', async ({ request }) => {
    for (const definition of pages) {
      const response = await request.get(`/page-data/${definition.slug}.json`);
      expect(response.status()).toBe(200);
      expect(((await response.json()) as PageDefinition).slug).toBe(definition.slug);
    }
  });
});

test.describe('deploying dist/ to a static host', () => {
  test('the build writes a _headers file whose policy allows the providers in site.json', async ({
    request,
  }) => {
    const headers = await readFile(path.resolve('dist/_headers'), 'utf8');
    const policy = /Content-Security-Policy: (.+)/.exec(headers)?.[1] ?? '';
    const scriptSources = /script-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? [];
    for (const address of [
      site.providers.chartScriptUrl,
      site.providers.miniChartScriptUrl,
      site.providers.swapWidget.scriptUrl,
    ]) {
      expect(scriptSources).toContain(new URL(address).origin);
    }
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(headers).toContain("frame-ancestors 'none'");
    expect(headers).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);

    // The file is for the host, not for visitors.
    expect((await request.get('/_headers')).status()).toBe(404);
  });
});
