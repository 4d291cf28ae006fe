import { describe, expect, it } from 'vitest';
import { routeForSlug } from './routes';

describe('routeForSlug', () => {
  it('serves the home page at /', () => {
    expect(routeForSlug('home')).toBe('/');
  });

  it('serves every other page at /<slug>', () => {
    expect(routeForSlug('bitcoin')).toBe('/bitcoin');
    expect(routeForSlug('how-it-works')).toBe('/how-it-works');
  });
});
