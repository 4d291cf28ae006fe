/**
 * One theme for the whole site. Colours are CSS custom properties so that switching
 * light/dark is a class on <body> and never a React re-render: the prerendered HTML and
 * the first client render stay identical whatever theme the visitor picked.
 */
const lightPalette = {
  bg: '#f7f8fc',
  surface: '#ffffff',
  surfaceAlt: '#eef1f8',
  text: '#141a2e',
  textMuted: '#4a5372',
  border: '#d7dcea',
  primary: '#3347d6',
  primaryText: '#ffffff',
  accent: '#0a7a55',
  danger: '#b42318',
  dangerBg: '#fdecea',
  positive: '#067647',
  negative: '#b42318',
  focus: '#1d4ed8',
};

type Palette = typeof lightPalette;

const darkPalette: Palette = {
  bg: '#0c1020',
  surface: '#151b31',
  surfaceAlt: '#1d2541',
  text: '#eef1fb',
  textMuted: '#b3bad3',
  border: '#2e3858',
  primary: '#8fa0ff',
  primaryText: '#0c1020',
  accent: '#4fd1a5',
  danger: '#ff8a80',
  dangerBg: '#3a1512',
  positive: '#4ade80',
  negative: '#ff8a80',
  focus: '#a5b4fc',
};

const cssVarName = (key: string) =>
  `--color-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

function paletteToCssVars(palette: Palette): Record<string, string> {
  return Object.fromEntries(
    Object.entries(palette).map(([key, value]) => [cssVarName(key), value]),
  );
}

const colors = Object.fromEntries(
  Object.keys(lightPalette).map((key) => [key, `var(${cssVarName(key)})`]),
) as Record<keyof Palette, string>;

const mobileBreakpointPx = 768;
/**
 * A main column narrower than this squeezes its chart and tables, so below the width that
 * leaves it this much beside a 20rem sidebar (with the 2.5rem gap and the page's 1.5rem
 * padding on each side) the sidebar joins the main column instead, as on phones.
 */
const mainColumnMinPx = 560;
const sidebarBesideMainPx = mainColumnMinPx + 320 + 40 + 2 * 24;
/** Below this the header's links, settings and wallet button do not fit on one line. */
const headerMenuBreakpointPx = 960;

export const theme = {
  colors,
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  radius: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.5rem' },
  },
  breakpoints: {
    mobilePx: mobileBreakpointPx,
    /** Wide layout: the spec's 768 px is the first width that is not a phone. */
    desktop: `@media (min-width: ${mobileBreakpointPx}px)`,
    mobile: `@media (max-width: ${mobileBreakpointPx - 0.02}px)`,
    /** Wide enough for a sidebar beside a main column of at least mainColumnMinPx. */
    sidebarBesideMain: `@media (min-width: ${sidebarBesideMainPx}px)`,
    mainColumnMinPx,
    headerMenuPx: headerMenuBreakpointPx,
    /** Where the header trades its links and settings for the menu button (tablets, narrow windows). */
    headerMenu: `@media (max-width: ${headerMenuBreakpointPx - 0.02}px)`,
    /** The smallest phones still in use (320 px): where a header row of controls runs out. */
    narrow: '@media (max-width: 359.98px)',
  },
  contentWidth: '72rem',
} as const;

export type SiteTheme = typeof theme;

export const themeCssVars = {
  light: paletteToCssVars(lightPalette),
  dark: paletteToCssVars(darkPalette),
};

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends SiteTheme {}
}
