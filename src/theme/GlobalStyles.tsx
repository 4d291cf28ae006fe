import { Global, css } from '@emotion/react';
import { theme, themeCssVars } from './theme';

const globalCss = css`
  :root {
    ${themeCssVars.light}
    color-scheme: light;
  }
  body.dark {
    ${themeCssVars.dark}
    color-scheme: dark;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    font-size: ${theme.font.size.md};
    line-height: 1.6;
    /* A token's contract address is one 42-character word: it wraps rather than widen the page. */
    overflow-wrap: break-word;
    background: ${theme.colors.bg};
    color: ${theme.colors.text};
  }
  /* The footer stays at the bottom of a tall window however short the page (the 404 page). */
  #root {
    display: flex;
    flex-direction: column;
    min-height: 100vh;
    min-height: 100dvh;
  }
  /* An island's wrapper (engine/Island.tsx) has no box: its block lays out as if it were not there. */
  [data-island] {
    display: contents;
  }
  a {
    color: ${theme.colors.primary};
  }
  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={globalCss} />;
}
