import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import defsSchema from '../../schema/defs.schema.json' with { type: 'json' };
import {
  isPageSlug,
  lowerCasedPageAddress,
  movedTo,
  pageDataUrl,
  pageFileOf,
  pageSlugForRequest,
  routeForSlug,
  SLUG_PATTERN,
  slugForPageData,
  slugForPath,
} from './routes';

describe('routes', () => {
  it('serves the home page at / and every other page at /<slug>', () => {
    expect(routeForSlug('home')).toBe('/');
    expect(routeForSlug('bitcoin')).toBe('/bitcoin');
  });

  it.each([
    ['/', 'home'],
    ['/bitcoin', 'bitcoin'],
    ['/bitcoin/', 'bitcoin'],
    ['/how-it-works', 'how-it-works'],
  ])('maps %s to the slug %s', (path, slug) => {
    expect(slugForPath(path)).toBe(slug);
  });

  it.each(['/home', '/bitcoin/extra', '/Bitcoin', '/a b', '/..', '/bitcoin.json'])(
    'treats %s as a path that can never be a page',
    (path) => {
      expect(slugForPath(path)).toBeNull();
    },
  );
});

describe('an address spelled with capitals', () => {
  it.each([
    ['/Bitcoin', '/bitcoin'],
    ['/DOGECOIN', '/dogecoin'],
    ['/DogecoinToLitecoin/', '/dogecointolitecoin'],
    ['/How-It-Works', '/how-it-works'],
  ])('moves %s to the page address %s', (path, address) => {
    expect(lowerCasedPageAddress(path)).toBe(address);
  });

  it.each(['/bitcoin', '/', '/HOME', '/API', '/Page-Data', '/Bitcoin/Extra', '/Robots.txt'])(
    'leaves %s alone: already lower case, or no page address in lower case either',
    (path) => {
      expect(lowerCasedPageAddress(path)).toBeNull();
    },
  );
});

describe('the slug rule', () => {
  it('is the pattern page files and catalogue slugs are validated against', () => {
    expect(defsSchema.$defs.slug.pattern).toBe(SLUG_PATTERN.source);
  });

  it('is written once in the schemas, which refer to it', () => {
    const schemaDir = new URL('../../schema/', import.meta.url);
    const writtenIn = readdirSync(schemaDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        file.endsWith('.json') &&
        readFileSync(new URL(file, schemaDir), 'utf8').includes(
          JSON.stringify(SLUG_PATTERN.source),
        ),
    );
    expect(writtenIn).toEqual(['defs.schema.json']);
  });

  it.each(['bitcoin', 'how-it-works', 'btc-to-eth', 'x2'])('accepts %s', (slug) => {
    expect(isPageSlug(slug)).toBe(true);
  });

  it.each(['', 'Bitcoin', '-bitcoin', 'bitcoin-', 'how--it', 'a_b', 'a.b', 'a/b'])(
    'refuses %j',
    (slug) => {
      expect(isPageSlug(slug)).toBe(false);
    },
  );
});

describe('pageFileOf', () => {
  it('serves the home page from index.html and every other page from its slug', () => {
    expect(pageFileOf('home')).toBe('index.html');
    expect(pageFileOf('bitcointoethereum')).toBe('bitcointoethereum.html');
  });
});

describe('what a request asks for', () => {
  it('takes the server’s own paths for no page', () => {
    expect(pageSlugForRequest('/bitcoin/')).toBe('bitcoin');
    expect(pageSlugForRequest('/')).toBe('home');
    for (const path of ['/assets', '/page-data/', '/404', '/api']) {
      expect(pageSlugForRequest(path)).toBeNull();
    }
  });

  it('reads back the page data address of a slug, and nothing else', () => {
    expect(slugForPageData(pageDataUrl('bitcoin'))).toBe('bitcoin');
    expect(slugForPageData('/page-data/Bitcoin.json')).toBeNull();
    expect(slugForPageData('/page-data/a/b.json')).toBeNull();
    expect(slugForPageData('/bitcoin')).toBeNull();
  });

  it('moves a former address, with or without its last slash, and its page data', () => {
    const moves = new Map([['/about-us', '/about']]);
    expect(movedTo('/about-us', moves)).toBe('/about');
    expect(movedTo('/about-us/', moves)).toBe('/about');
    expect(movedTo('/page-data/about-us.json', moves)).toBe('/page-data/about.json');
    expect(movedTo('/about', moves)).toBeUndefined();
    expect(movedTo('/page-data/about.json', moves)).toBeUndefined();
  });
});
