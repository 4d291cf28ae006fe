import { themeCssVars } from '../../theme/theme';

/** WCAG 2.2, 1.4.11: graphics needed to understand the content, against adjacent colours. */
export const GRAPHIC_CONTRAST_MIN = 3;

/** The colours a tile behind a mark can have in one theme: the page, cards and muted tiles. */
export function tileColours(theme: 'light' | 'dark'): string[] {
  const palette = themeCssVars[theme];
  return ['--color-bg', '--color-surface', '--color-surface-alt'].map((name) => {
    const value = palette[name];
    if (!value) throw new Error(`The ${theme} palette has no ${name}.`);
    return value;
  });
}

const NAMED: Readonly<Record<string, string>> = { white: '#ffffff', black: '#000000' };

function toRgb(colour: string): [number, number, number] | null {
  const value = NAMED[colour.toLowerCase()] ?? colour;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  const parts = long ? long.slice(1) : short?.slice(1).map((digit) => digit + digit);
  return parts ? (parts.map((part) => parseInt(part, 16)) as [number, number, number]) : null;
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two colours (#rgb, #rrggbb, white or black). */
export function contrastRatio(a: string, b: string): number {
  const first = toRgb(a);
  const second = toRgb(b);
  if (!first || !second) throw new Error(`Not a colour this check reads: ${a} or ${b}`);
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Every solid colour an SVG paints with: fills, strokes and gradient stops. */
export function markColours(svg: string): string[] {
  const found = [...svg.matchAll(/(?:fill|stroke|stop-color)="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  return [...new Set(found.filter((colour) => toRgb(colour) !== null))];
}

/**
 * How well a mark stands out from a background: the contrast of its most distinct colour.
 * A two-tone logo is still recognised by the part that stands out (a white glyph on a black
 * disc reads on a dark tile), so the best colour counts rather than the worst.
 */
export function markContrast(colours: readonly string[], background: string): number {
  return Math.max(0, ...colours.map((colour) => contrastRatio(colour, background)));
}

/** The lowest contrast a mark gets on any tile of either theme. */
export function lowestTileContrast(colours: readonly string[]): number {
  return Math.min(
    ...(['light', 'dark'] as const).flatMap((theme) =>
      tileColours(theme).map((tile) => markContrast(colours, tile)),
    ),
  );
}

const BACKDROPS = ['#ffffff', '#141a2e'];

/**
 * The backdrop a mark needs so that it reads in both themes, or null when it reads on every
 * tile as it is: white behind a dark mark, deep navy behind a light one.
 */
export function backdropFor(colours: readonly string[]): string | null {
  if (lowestTileContrast(colours) >= GRAPHIC_CONTRAST_MIN) return null;
  const best = [...BACKDROPS].sort(
    (a, b) => markContrast(colours, b) - markContrast(colours, a),
  )[0];
  return best ?? null;
}

/** Puts a full-size rounded backdrop of `colour` behind everything the SVG draws. */
export function withBackdrop(svg: string, colour: string): string {
  const viewBox = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(svg);
  if (!viewBox) throw new Error('A mark without a 0 0 w h viewBox cannot get a backdrop.');
  const [, width, height] = viewBox;
  const radius = Number(width) / 4;
  return svg.replace(
    /(<svg[^>]*>)/,
    `$1<rect data-backdrop="" width="${width}" height="${height}" rx="${radius}" fill="${colour}"/>`,
  );
}

/** The background a drawn mark sits on: its own backdrop if it has one, else the tile. */
export function backdropOf(svg: string): string | null {
  return /<rect data-backdrop="" [^>]*fill="([^"]+)"/.exec(svg)?.[1] ?? null;
}
