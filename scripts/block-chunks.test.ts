import { describe, expect, it } from 'vitest';
import { islandCodeAddresses } from '../src/pageDocument';
import { islandCode, type Manifest } from './block-chunks';

/** A build as Vite's manifest describes it: the entry, the islands' helpers, three blocks, a header button. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_runtime-r.js'] },
  '_runtime-r.js': { file: 'assets/runtime-r.js' },
  '_blockHelpers-h.js': { file: 'assets/blockHelpers-h.js', imports: ['index.html'] },
  '_dataHelpers-d.js': { file: 'assets/dataHelpers-d.js', imports: ['_blockHelpers-h.js'] },
  'blocks/liveRate/LiveRate.tsx': {
    file: 'assets/LiveRate-l.js',
    isDynamicEntry: true,
    imports: ['index.html', '_blockHelpers-h.js', '_dataHelpers-d.js'],
  },
  'blocks/liveRate/checks.ts': { file: 'assets/checks-c.js', isDynamicEntry: true },
  'blocks/liveRate/live.ts': {
    file: 'assets/live-v.js',
    isDynamicEntry: true,
    imports: ['_marketBasics-m.js'],
  },
  '_marketBasics-m.js': { file: 'assets/marketBasics-m.js' },
  'blocks/faq/Faq.tsx': {
    file: 'assets/Faq-f.js',
    isDynamicEntry: true,
    imports: ['_blockHelpers-h.js'],
  },
  // A part a block fetches later, in the block's folder but not named after its type.
  'blocks/priceList/MiniChart.tsx': { file: 'assets/MiniChart-m.js', isDynamicEntry: true },
  'blocks/priceList/PriceList.tsx': { file: 'assets/PriceList-p.js', isDynamicEntry: true },
  'shell/coinSearch/CoinSearch.tsx': {
    file: 'assets/CoinSearch-s.js',
    isDynamicEntry: true,
    imports: ['_blockHelpers-h.js'],
  },
};

describe('islandCode', () => {
  it("gives each block type its component's file first, then what it imports beyond the entry", () => {
    const code = islandCode(manifest);
    expect(code.get('liveRate')).toEqual({
      name: 'LiveRate',
      files: ['/assets/LiveRate-l.js', '/assets/blockHelpers-h.js', '/assets/dataHelpers-d.js'],
    });
    expect(code.get('faq')).toEqual({
      name: 'Faq',
      files: ['/assets/Faq-f.js', '/assets/blockHelpers-h.js'],
    });
  });

  it("gives a block's live figures their file, exporting startLive, with what it imports", () => {
    expect(islandCode(manifest).get('liveRate/live')).toEqual({
      name: 'startLive',
      files: ['/assets/live-v.js', '/assets/marketBasics-m.js'],
    });
  });

  it("gives a header button's code by its path", () => {
    expect(islandCode(manifest).get('shell/coinSearch/CoinSearch')).toEqual({
      name: 'CoinSearch',
      files: ['/assets/CoinSearch-s.js', '/assets/blockHelpers-h.js'],
    });
  });

  it('takes neither the checks nor a part that is not named after its block type', () => {
    const code = islandCode(manifest);
    expect([...code.keys()].sort()).toEqual([
      'faq',
      'liveRate',
      'liveRate/live',
      'priceList',
      'shell/coinSearch/CoinSearch',
    ]);
    expect(code.get('priceList')?.files).toEqual(['/assets/PriceList-p.js']);
  });

  it("writes each type's code as the address an island's wrapper carries, and none for a type the build lacks", () => {
    const addressOf = islandCodeAddresses(Object.fromEntries(islandCode(manifest)));
    expect(addressOf('liveRate')).toBe(
      '/assets/LiveRate-l.js /assets/blockHelpers-h.js /assets/dataHelpers-d.js#LiveRate',
    );
    expect(addressOf('hero')).toBeUndefined();
  });

  it('refuses a manifest without an entry', () => {
    expect(() => islandCode({ 'a.js': { file: 'assets/a.js' } })).toThrow(/no entry chunk/);
  });
});
