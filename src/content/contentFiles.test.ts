import { describe, expect, it } from 'vitest';
import {
  contentFileOf,
  kindDisagreement,
  pageFileFor,
  reservedFor,
  slugRole,
  type PageSet,
} from './contentFiles';

const pageSet: PageSet = {
  pages: [
    { file: 'coins/bitcoin.json', page: { slug: 'bitcoin' } },
    { file: 'pages/about.json', page: { slug: 'about' } },
    { file: 'templates/pair.json', page: { slug: 'bitcointousdt' }, madeByTemplate: true },
  ],
  redirects: [{ from: '/usdttosol', to: '/usdttosolana' }],
};

describe('contentFileOf', () => {
  it.each([
    ['coins/bitcoin.json', 'coin', ['coin'], 'bitcoin', false],
    ['pairs/bitcointousdt.json', 'pair', ['pair'], 'bitcointousdt', false],
    ['pages/home.json', 'page', ['home', 'fixed'], 'home', false],
    ['pages/more/careers.json', 'page', ['home', 'fixed'], 'careers', true],
  ])(
    'reads %s as a page file of the %s folder, with its slug',
    (file, folderKind, kinds, slug, nested) => {
      expect(contentFileOf(file)).toMatchObject({
        collection: { name: 'pages' },
        page: { folderKind, kinds, slug, nested },
      });
    },
  );

  it.each([
    ['site.json', 'site'],
    ['news/articles.json', 'articles'],
    ['templates/pair.json', 'pairTemplate'],
    ['archetypes/coin.json', 'archetypes'],
  ])('reads %s as the %s collection, no page', (file, name) => {
    const answer = contentFileOf(file);
    expect(answer?.collection.name).toBe(name);
    expect(answer?.page).toBeUndefined();
  });

  it('reads a file in no collection as nothing', () => {
    expect(contentFileOf('drafts/bitcoin.json')).toBeUndefined();
    expect(contentFileOf('bitcoin.json')).toBeUndefined();
  });
});

describe('kindDisagreement', () => {
  it('lets each folder hold its own kinds, the home page among the fixed pages', () => {
    expect(kindDisagreement('coins/bitcoin.json', 'coin')).toBeUndefined();
    expect(kindDisagreement('pairs/bitcointousdt.json', 'pair')).toBeUndefined();
    expect(kindDisagreement('pages/home.json', 'home')).toBeUndefined();
    expect(kindDisagreement('pages/about.json', 'fixed')).toBeUndefined();
  });

  it('says where a page of another kind belongs', () => {
    expect(kindDisagreement('pairs/bitcoin.json', 'coin')).toBe(
      'is "coin", but pairs/ holds only pages of kind "pair": move the file to coins/ or make its kind "pair"',
    );
    expect(kindDisagreement('coins/about.json', 'fixed')).toMatch(/move the file to pages\//);
    expect(kindDisagreement('pages/bitcoin.json', 'coin')).toMatch(
      /pages\/ holds only pages of kind "home" or "fixed"/,
    );
  });

  it('leaves a kind that is no kind to the schema, and a file that is no page alone', () => {
    expect(kindDisagreement('pairs/bitcoin.json', 'pairs')).toBeUndefined();
    expect(kindDisagreement('templates/pair.json', 'coin')).toBeUndefined();
  });
});

describe('pageFileFor', () => {
  it('files the kinds npm run new names as their pages', () => {
    expect(pageFileFor('page', 'careers')).toBe(pageFileFor('fixed', 'careers'));
    expect(pageFileFor('coin', 'dogecoin')).toBe('coins/dogecoin.json');
  });

  it('files each kind where the validator looks for it', () => {
    for (const kind of ['home', 'fixed', 'coin', 'pair'] as const) {
      const file = pageFileFor(kind, 'x');
      expect(kindDisagreement(file, kind)).toBeUndefined();
      expect(contentFileOf(file)?.page?.slug).toBe('x');
    }
  });
});

describe('slugRole', () => {
  it.each([
    ['bitcoin', { is: 'page', file: 'coins/bitcoin.json' }],
    ['about', { is: 'page', file: 'pages/about.json' }],
    ['bitcointousdt', { is: 'made pair', file: 'templates/pair.json' }],
    ['usdttosol', { is: 'redirect', to: '/usdttosolana' }],
    ['api', { is: 'reserved', for: 'server', slugs: ['api', 'page-data', 'assets', '404'] }],
    ['dogecoin', { is: 'free' }],
  ])('says what /%s is', (slug, role) => {
    expect(slugRole(slug, pageSet)).toEqual(role);
  });

  it('keeps a fixed page’s slug for it while no file has taken it', () => {
    expect(slugRole('privacy', pageSet)).toMatchObject({ is: 'reserved', for: 'fixed pages' });
  });
});

describe('reservedFor', () => {
  it('lets only the fixed pages take their own slugs, and no page the server’s', () => {
    expect(reservedFor('docs', 'fixed')).toBeUndefined();
    expect(reservedFor('home', 'home')).toBeUndefined();
    expect(reservedFor('docs', 'coin')).toMatchObject({ for: 'fixed pages' });
    expect(reservedFor('assets', 'fixed')).toMatchObject({ for: 'server' });
    expect(reservedFor('bitcoin', 'coin')).toBeUndefined();
  });
});
