// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkSlugs } from './slugs';

const page = (file: string, slug: unknown, kind = 'coin') => ({ file, value: { kind, slug } });

describe('checkSlugs', () => {
  it('accepts slugs that match their file names', () => {
    expect(
      checkSlugs([page('coins/bitcoin.json', 'bitcoin'), page('pages/home.json', 'home', 'home')]),
    ).toEqual([]);
  });

  it('requires the slug to match the file name', () => {
    expect(checkSlugs([page('coins/bitcoin.json', 'btc')])).toEqual([
      {
        file: 'coins/bitcoin.json',
        path: 'slug',
        message: 'slug "btc" must match the file name "bitcoin.json"',
      },
    ]);
  });

  it('reports a slug used twice on both files', () => {
    expect(
      checkSlugs([
        page('coins/bitcoin.json', 'bitcoin'),
        page('pairs/bitcoin.json', 'bitcoin', 'pair'),
      ]),
    ).toEqual([
      {
        file: 'coins/bitcoin.json',
        path: 'slug',
        message: 'slug "bitcoin" is also used by pairs/bitcoin.json',
      },
      {
        file: 'pairs/bitcoin.json',
        path: 'slug',
        message: 'slug "bitcoin" is also used by coins/bitcoin.json',
      },
    ]);
  });

  it('keeps the fixed page slugs for fixed pages', () => {
    expect(checkSlugs([page('pages/about.json', 'about', 'fixed')])).toEqual([]);
    expect(
      checkSlugs([page('coins/about.json', 'about')]).map((problem) => problem.message),
    ).toEqual([
      'slug "about" is reserved for the site\'s fixed pages (home, how-it-works, docs, about, terms, privacy); choose another',
    ]);
  });

  it("keeps the server's paths for the server", () => {
    expect(
      checkSlugs([page('pages/api.json', 'api', 'fixed')]).map((problem) => problem.message),
    ).toEqual([
      'slug "api" is reserved for the site\'s server (api, page-data, assets, 404); choose another',
    ]);
  });

  it('leaves a missing slug to the schema check', () => {
    expect(checkSlugs([page('coins/bitcoin.json', 42)])).toEqual([]);
  });
});
