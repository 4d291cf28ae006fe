import { describe, expect, it } from 'vitest';
import { MadePageCache, type MadeAnswer } from './onDemand';

/** A maker that counts its work: a page of `size` characters for any slug not starting "no". */
function counting(size: number) {
  const made: string[] = [];
  const make = (slug: string): MadeAnswer => {
    made.push(slug);
    return slug.startsWith('no') ? null : { document: 'x'.repeat(size), data: '{}' };
  };
  return { made, make };
}

describe('MadePageCache', () => {
  it('makes a page once and answers later requests from what it kept', () => {
    const maker = counting(100);
    const cache = new MadePageCache(maker.make, 10_000);
    const first = cache.get('dogecoin');
    expect(cache.get('dogecoin')).toBe(first);
    expect(maker.made).toEqual(['dogecoin']);
  });

  it('keeps within its bound, the least recently asked going first', () => {
    const maker = counting(1_000);
    // Two characters a byte's worth each: three pages of about 2 KB fit in 7 KB, four do not.
    const cache = new MadePageCache(maker.make, 7_000);
    for (const slug of ['a', 'b', 'c']) cache.get(slug);
    cache.get('a');
    cache.get('d');
    expect(cache.size).toBeLessThanOrEqual(7_000);
    expect(cache.count).toBe(3);
    cache.get('b');
    expect(maker.made).toEqual(['a', 'b', 'c', 'd', 'b']);
  });

  it('keeps nothing for an address that is no page, so junk fills nothing', () => {
    const maker = counting(1_000);
    const cache = new MadePageCache(maker.make, 1_000_000);
    for (let index = 0; index < 100; index++) expect(cache.get(`no${index}`)).toBeNull();
    expect(cache.count).toBe(0);
    expect(cache.size).toBe(0);
  });
});
