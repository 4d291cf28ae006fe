import { describe, expect, it } from 'vitest';
import { reservedFor, slugRole, type PageSet } from './slugRoles';

const pageSet: PageSet = {
  pages: [
    { file: 'coins/bitcoin.json', page: { slug: 'bitcoin' } },
    { file: 'pages/about.json', page: { slug: 'about' } },
    { file: 'templates/pair.json', page: { slug: 'bitcointousdt' }, madeByTemplate: true },
  ],
  redirects: [{ from: '/usdttosol', to: '/usdttosolana' }],
};

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
