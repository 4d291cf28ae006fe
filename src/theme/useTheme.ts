import { useCallback, useSyncExternalStore } from 'react';
import { readAppliedTheme, setTheme, subscribeToTheme, type ThemeName } from './themeStore';

/** The prerendered HTML is always light; the real choice is read once hydration is done. */
const serverTheme = (): ThemeName => 'light';
const clientTheme = () => readAppliedTheme();

export function useTheme() {
  const theme = useSyncExternalStore(subscribeToTheme, clientTheme, serverTheme);
  const toggleTheme = useCallback(() => setTheme(theme === 'dark' ? 'light' : 'dark'), [theme]);
  return { theme, setTheme, toggleTheme };
}
