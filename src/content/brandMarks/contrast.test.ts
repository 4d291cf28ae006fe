import { describe, expect, it } from 'vitest';
import { BRAND_ICONS } from '../siteAssets';
import { brandFiles } from './vitePlugin';
import {
  backdropFor,
  backdropOf,
  contrastRatio,
  GRAPHIC_CONTRAST_MIN,
  markColours,
  markContrast,
  tileColours,
  withBackdrop,
} from './contrast';

describe('contrastRatio', () => {
  it('matches the WCAG figures for black, white and a mid grey', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('white', 'white')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('backdropFor', () => {
  it('leaves a mark that reads on every tile alone', () => {
    expect(backdropFor(['#000000', '#ffffff'])).toBeNull();
  });

  it('puts a black mark on white and a white or yellow one on navy', () => {
    expect(backdropFor(['#000'])).toBe('#ffffff');
    expect(backdropFor(['#fff'])).toBe('#141a2e');
    expect(backdropFor(['#F0B90B'])).toBe('#141a2e');
  });

  it('draws the backdrop first, under the whole mark', () => {
    const svg = '<svg viewBox="0 0 24 24"><path fill="#000" d="M0 0h1"/></svg>';
    expect(withBackdrop(svg, '#ffffff')).toBe(
      '<svg viewBox="0 0 24 24"><rect data-backdrop="" width="24" height="24" rx="6" fill="#ffffff"/><path fill="#000" d="M0 0h1"/></svg>',
    );
  });
});

describe('every wallet, chain and coin mark the site serves', () => {
  it(`stands out from its tile by at least ${GRAPHIC_CONTRAST_MIN}:1 in both themes`, async () => {
    const files = await brandFiles();
    const measured: { mark: string; theme: string; tile: string; ratio: number }[] = [];
    for (const sitePath of Object.keys(BRAND_ICONS)) {
      const svg = files.get(sitePath);
      if (!svg) throw new Error(`${sitePath} was not generated`);
      const backdrop = backdropOf(svg);
      const colours = markColours(svg.replace(/<rect data-backdrop=""[^>]*\/>/, ''));
      for (const theme of ['light', 'dark'] as const) {
        for (const tile of tileColours(theme)) {
          const ratio = markContrast(colours, backdrop ?? tile);
          measured.push({ mark: sitePath, theme, tile, ratio });
        }
      }
    }
    const lowest = measured.reduce((low, entry) => (entry.ratio < low.ratio ? entry : low));
    console.log(
      `Lowest mark contrast: ${lowest.ratio.toFixed(2)}:1 (${lowest.mark}, ${lowest.theme} theme, tile ${lowest.tile}); ${measured.length} measurements`,
    );
    expect(measured.filter((entry) => entry.ratio < GRAPHIC_CONTRAST_MIN)).toEqual([]);
  });
});
