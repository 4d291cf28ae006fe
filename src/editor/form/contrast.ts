import { themeCssVars } from '../../theme/theme';

/**
 * How a coin's colour stands against the site's backgrounds, in WCAG contrast ratios. A
 * coin's colour fills its mark where the site has no picture; a mark is a graphic, which
 * WCAG 1.4.11 wants at 3:1 against what is next to it.
 */
export const GRAPHIC_CONTRAST = 3;

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

function luminance(hex: string): number {
  const match = HEX.exec(hex);
  if (!match) throw new Error(`${hex} is not a colour as #rrggbb`);
  const [red, green, blue] = match.slice(1).map((pair) => {
    const channel = parseInt(pair, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The page background and the cards' surface of each theme, which a mark sits on. */
export const THEME_BACKGROUNDS = Object.entries(themeCssVars).flatMap(([theme, vars]) =>
  (['bg', 'surface'] as const).map((name) => ({
    theme,
    name: name === 'bg' ? 'page background' : 'card background',
    colour: vars[`--color-${name}`] ?? '',
  })),
);

export interface ContrastShortfall {
  theme: string;
  name: string;
  colour: string;
  ratio: number;
}

/** The backgrounds `colour` stands out from by less than 3:1; none for a colour not as #rrggbb. */
export function contrastShortfalls(colour: string): ContrastShortfall[] {
  if (!HEX.test(colour)) return [];
  return THEME_BACKGROUNDS.map((background) => ({
    ...background,
    ratio: contrastRatio(colour, background.colour),
  })).filter(({ ratio }) => ratio < GRAPHIC_CONTRAST);
}
