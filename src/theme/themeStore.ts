/**
 * The visitor's light or dark choice. src/public/boot.js applies the stored theme before
 * first paint; from then on <body>'s `dark` class is the one source of truth, so React reads
 * it back instead of keeping a copy that could disagree with the server-rendered HTML.
 */
export type ThemeName = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const THEME_RESET_KEY = 'theme_reset_done';

const listeners = new Set<() => void>();

export function readAppliedTheme(doc: Document = document): ThemeName {
  return doc.body.classList.contains('dark') ? 'dark' : 'light';
}

/** Applies the theme to the page, remembers it, and tells every subscriber. */
export function setTheme(theme: ThemeName, doc: Document = document) {
  const dark = theme === 'dark';
  doc.documentElement.classList.toggle('dark', dark);
  doc.body.classList.toggle('dark', dark);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // With storage switched off the choice lasts until the page is left.
  }
  listeners.forEach((listener) => listener());
}

/**
 * Calls `listener` on every theme change: at once for setTheme, and through the class
 * itself for anything else that flips it, so third-party widgets that take a theme option
 * are redrawn whichever way the page changed.
 */
export function subscribeToTheme(listener: () => void, doc: Document = document): () => void {
  listeners.add(listener);
  const observer = new MutationObserver(listener);
  observer.observe(doc.body, { attributes: true, attributeFilter: ['class'] });
  return () => {
    listeners.delete(listener);
    observer.disconnect();
  };
}
