import { describe, expect, it } from 'vitest';
import { routeForSlug, slugForPath } from './routes';

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
