import { describe, expect, it } from 'vitest';
import { resolveSiteUrl, robotsTxt, sitemapFiles, sitemapXml } from './site-files.ts';

describe('sitemapXml', () => {
  it('lists every page once at its canonical address, home at the root', () => {
    const xml = sitemapXml([{ slug: 'home' }, { slug: 'bitcoin' }], 'https://example.test');
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://example.test/',
      'https://example.test/bitcoin',
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });
});

describe('sitemapFiles', () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
  const pages = Array.from({ length: 5 }, (_, index) => ({ slug: `coin${index}` }));

  it('splits the pages into files of at most the limit, each named by the index', () => {
    const { index, files } = sitemapFiles(pages, 'https://example.test', 2);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([
      'https://example.test/sitemaps/1.xml',
      'https://example.test/sitemaps/2.xml',
      'https://example.test/sitemaps/3.xml',
    ]);
    expect([...files.values()].map((xml) => locs(xml).length)).toEqual([2, 2, 1]);
    expect([...files.values()].flatMap(locs)).toEqual(
      pages.map(({ slug }) => `https://example.test/${slug}`),
    );
  });

  it('keeps every file within the sitemaps.org limit of 50,000 addresses', () => {
    const many = Array.from({ length: 50_001 }, (_, index) => ({ slug: `p${index}` }));
    const { files } = sitemapFiles(many, 'https://example.test');
    expect([...files.values()].map((xml) => locs(xml).length)).toEqual([50_000, 1]);
  });
});

describe('robotsTxt', () => {
  it('points crawlers to the sitemap', () => {
    expect(robotsTxt('https://example.test')).toContain(
      'Sitemap: https://example.test/sitemap.xml',
    );
  });
});

describe('resolveSiteUrl', () => {
  it("falls back to site.json's address", () => {
    expect(resolveSiteUrl(undefined, 'https://site.test')).toBe('https://site.test');
    expect(resolveSiteUrl('', 'https://site.test')).toBe('https://site.test');
  });

  it('takes the override without a trailing slash, keeping a base path', () => {
    expect(resolveSiteUrl('https://staging.test/', 'https://site.test')).toBe(
      'https://staging.test',
    );
    expect(resolveSiteUrl('https://host.test/swap/', 'https://site.test')).toBe(
      'https://host.test/swap',
    );
  });

  it('refuses an override that is not an http(s) address', () => {
    expect(() => resolveSiteUrl('staging.test', 'https://site.test')).toThrow(/SITE_URL/);
    expect(() => resolveSiteUrl('ftp://staging.test', 'https://site.test')).toThrow(/SITE_URL/);
    expect(() => resolveSiteUrl('https://a.test/?x=1', 'https://site.test')).toThrow(/SITE_URL/);
  });
});
