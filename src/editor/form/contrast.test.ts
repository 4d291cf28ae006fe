import { describe, expect, it } from 'vitest';
import { contrastRatio, contrastShortfalls, THEME_BACKGROUNDS } from './contrast';

describe('a coin colour’s contrast with the site’s backgrounds', () => {
  it('measures WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#777777')).toBe(contrastRatio('#777777', '#ffffff'));
  });

  it('checks against the page and card backgrounds of both themes', () => {
    expect(THEME_BACKGROUNDS.map(({ theme }) => theme).sort()).toEqual([
      'dark',
      'dark',
      'light',
      'light',
    ]);
    expect(THEME_BACKGROUNDS.every(({ colour }) => /^#[0-9a-f]{6}$/i.test(colour))).toBe(true);
  });

  it('names the theme a pale or a dark colour is lost on, and none for a clear one', () => {
    expect(contrastShortfalls('#fefefe').map(({ theme }) => theme)).toEqual(['light', 'light']);
    expect(contrastShortfalls('#0d1122').map(({ theme }) => theme)).toEqual(['dark', 'dark']);
    expect(contrastShortfalls('#3b82f6')).toEqual([]);
    expect(contrastShortfalls('orange')).toEqual([]);
  });
});
