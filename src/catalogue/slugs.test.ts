import { describe, expect, it } from 'vitest';
import {
  assignSlugs,
  baseSlug,
  findAmbiguities,
  pairReadings,
  parsePair,
  type SlugRequest,
} from './slugs';

/** Every ordered pair address, the slow way, for comparing with findAmbiguities. */
function bruteForceAmbiguous(slugs: readonly string[]): Set<string> {
  const set = new Set(slugs);
  const ambiguous = new Set<string>();
  for (const a of slugs) {
    for (const b of slugs) {
      if (a === b) continue;
      if (pairReadings(`${a}to${b}`, set).length > 1) ambiguous.add(`${a}to${b}`);
    }
  }
  return ambiguous;
}

const request = (name: string, symbol = 'X', fixed?: string): SlugRequest => ({
  id: baseSlug(name) || symbol.toLowerCase(),
  name,
  symbol,
  ...(fixed ? { fixed } : {}),
});

describe('baseSlug', () => {
  it('writes a name as lower-case letters and digits', () => {
    expect(baseSlug('Shiba Inu')).toBe('shibainu');
    expect(baseSlug('0x0.ai: AI Smart Contract')).toBe('0x0aiaismartcontract');
    expect(baseSlug('Pokémon')).toBe('pokemon');
    expect(baseSlug('比特币')).toBe('');
  });
});

describe('parsePair', () => {
  const slugs = new Set(['toncoin', 'tokocrypto', 'bitcoin', 'dogecoin', 'litecoin', 'photon']);

  it('reads a pair address of slugs that start with "to"', () => {
    expect(parsePair('dogecointolitecoin', slugs)).toEqual({ from: 'dogecoin', to: 'litecoin' });
    expect(parsePair('toncointotokocrypto', slugs)).toEqual({ from: 'toncoin', to: 'tokocrypto' });
    expect(parsePair('tokocryptototoncoin', slugs)).toEqual({ from: 'tokocrypto', to: 'toncoin' });
  });

  it('refuses an address of unknown coins, of one coin twice, and a coin slug alone', () => {
    expect(parsePair('bitcointobitcoin', slugs)).toBeUndefined();
    expect(parsePair('bitcointoether', slugs)).toBeUndefined();
    expect(parsePair('toncoin', slugs)).toBeUndefined();
    expect(parsePair('tobitcoin', slugs)).toBeUndefined();
  });

  it('refuses an address that reads two ways', () => {
    const hostile = new Set(['sai', 'topnetwork', 'saito', 'pnetwork']);
    expect(pairReadings('saitotopnetwork', hostile)).toEqual([
      ['sai', 'topnetwork'],
      ['saito', 'pnetwork'],
    ]);
    expect(parsePair('saitotopnetwork', hostile)).toBeUndefined();
  });
});

describe('findAmbiguities', () => {
  it('finds the address that reads two ways, naming both readings and the four slugs', () => {
    expect(findAmbiguities(['sai', 'topnetwork', 'saito', 'pnetwork', 'bitcoin'])).toEqual([
      {
        address: 'saitotopnetwork',
        readings: [
          ['sai', 'topnetwork'],
          ['saito', 'pnetwork'],
        ],
        slugs: ['sai', 'topnetwork', 'saito', 'pnetwork'],
      },
    ]);
  });

  it('finds an ambiguity through an empty middle: a slug ending in "to" and one starting with it', () => {
    // "pho" + "to" + "tocoin" = "photo" + "to" + "coin"
    const found = findAmbiguities(['pho', 'photo', 'tocoin', 'coin']);
    expect(found.map((ambiguity) => ambiguity.address)).toContain('phototocoin');
  });

  it('finds a coin or page slug that reads as a pair', () => {
    const found = findAmbiguities(['pho', 'n', 'photon'], new Set(['phototon']));
    expect(found).toContainEqual({
      address: 'photon',
      slug: 'photon',
      readings: [['pho', 'n']],
      slugs: ['photon', 'pho', 'n'],
    });
    expect(found.some((ambiguity) => ambiguity.slug === 'phototon')).toBe(false);
  });

  it('agrees with trying every pair address on hostile slug sets', () => {
    const sets = [
      ['toncoin', 'tokocrypto', 'ton', 'coin', 'tontoken', 'ken', 'tonto', 'kocrypto'],
      ['a', 'ato', 'toa', 'to', 'tob', 'b', 'atob', 'tobto', 'atoto'],
      ['sai', 'topnetwork', 'saito', 'pnetwork', 'potato', 'pota', 'totem', 'tem'],
      ['pho', 'photo', 'tocoin', 'coin', 'to', 'toto'],
    ];
    for (const slugs of sets) {
      const fast = new Set(
        findAmbiguities(slugs)
          .filter((ambiguity) => ambiguity.slug === undefined)
          .map((ambiguity) => ambiguity.address),
      );
      expect(fast).toEqual(bruteForceAmbiguous(slugs));
    }
  });

  it('agrees with trying every pair address on 300 slugs made of t, o and a', () => {
    // A seeded generator, so a failure can be replayed.
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const slugs = [
      ...new Set(
        Array.from({ length: 300 }, () =>
          Array.from(
            { length: 1 + Math.floor(next() * 6) },
            () => 'toa'[Math.floor(next() * 3)],
          ).join(''),
        ),
      ),
    ];
    const fast = new Set(
      findAmbiguities(slugs)
        .filter((ambiguity) => ambiguity.slug === undefined)
        .map((ambiguity) => ambiguity.address),
    );
    const slow = bruteForceAmbiguous(slugs);
    expect(slow.size).toBeGreaterThan(10);
    expect(fast).toEqual(slow);
  });
});

describe('assignSlugs', () => {
  it('gives the name, then the name and symbol, then the market id to coins whose names collide', () => {
    const { slugs } = assignSlugs(
      [
        { id: 'blox', name: 'Blox', symbol: 'CDT' },
        { id: 'blox-2', name: 'BLOX', symbol: 'BLOX' },
        { id: 'blox-3', name: 'Blox', symbol: 'BLOX' },
      ],
      [],
    );
    expect([...slugs]).toEqual([
      ['blox', 'blox'],
      ['blox-2', 'blox-blox'],
      ['blox-3', 'blox-3'],
    ]);
  });

  it('keeps fixed slugs, and reports one that a page or an earlier fixed slug holds', () => {
    const { slugs, clashes } = assignSlugs(
      [request('Shiba Inu', 'SHIB', 'shibainu'), request('About Coin', 'ABC', 'about')],
      ['about'],
    );
    expect(slugs.get('shibainu')).toBe('shibainu');
    expect(slugs.get('aboutcoin')).toBe('aboutcoin');
    expect(clashes).toEqual([{ id: 'aboutcoin', slug: 'about', takenBy: 'a page' }]);
  });

  it('keeps a name with "to" in it unless a pair address would read two ways; then the lowest-ranked coin moves', () => {
    const { slugs, ambiguities } = assignSlugs(
      [request('Sai'), request('Saito'), request('pNetwork', 'PNT'), request('TOP Network', 'TOP')],
      [],
    );
    expect(slugs.get('saito')).toBe('saito');
    expect(slugs.get('topnetwork')).toBe('topnetwork-top');
    expect(ambiguities).toEqual([]);
  });

  it('never moves a fixed slug, and reports what it cannot settle', () => {
    const { slugs, ambiguities } = assignSlugs(
      [
        request('Sai', 'SAI', 'sai'),
        request('Saito', 'SAITO', 'saito'),
        request('pNetwork', 'PNT', 'pnetwork'),
        request('TOP Network', 'TOP', 'topnetwork'),
      ],
      [],
    );
    expect(slugs.get('topnetwork')).toBe('topnetwork');
    expect(ambiguities.map((ambiguity) => ambiguity.address)).toEqual(['saitotopnetwork']);
  });

  it('moves a coin whose slug reads as a pair of two other coins', () => {
    const { slugs } = assignSlugs([request('Pho'), request('N', 'N'), request('Photon', 'PHOTON')]);
    expect(slugs.get('photon')).toBe('photon-photon');
  });
});
