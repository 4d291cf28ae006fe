import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import defsSchema from '../../schema/defs.schema.json' with { type: 'json' };
import { isPageSlug, pageFileOf, routeForSlug, SLUG_PATTERN, slugForPath } from './routes';

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
