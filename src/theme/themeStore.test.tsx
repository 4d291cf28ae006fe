import { act, renderHook } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { readAppliedTheme, setTheme, THEME_RESET_KEY, THEME_STORAGE_KEY } from './themeStore';
import { useTheme } from './useTheme';

const bootSource = readFileSync(path.join(process.cwd(), 'src/public/boot.js'), 'utf8');

/** Runs the real boot script the way the browser does: as a classic script. */
const runBootScript = () => new Function(bootSource)();

function resetPage() {
  localStorage.clear();
  document.documentElement.className = '';
  document.body.className = '';
}

describe('boot script theme', () => {
  beforeEach(resetPage);

  it('starts light on the first visit and stores light and the reset flag', () => {
    runBootScript();
    expect(readAppliedTheme()).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(localStorage.getItem(THEME_RESET_KEY)).toBe('true');
  });

  it('resets a stored dark theme once, on the first visit only', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    runBootScript();
    expect(readAppliedTheme()).toBe('light');

    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    runBootScript();
    expect(readAppliedTheme()).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it.each(['purple', 'DARK', ''])('falls back to light for the stored value %j', (stored) => {
    localStorage.setItem(THEME_RESET_KEY, 'true');
    localStorage.setItem(THEME_STORAGE_KEY, stored);
    document.body.classList.add('dark');
    runBootScript();
    expect(readAppliedTheme()).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('marks <body> as soon as it is parsed when the script runs in <head>', async () => {
    localStorage.setItem(THEME_RESET_KEY, 'true');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const body = document.body;
    body.remove();
    runBootScript();
    document.documentElement.append(body);
    await Promise.resolve();
    expect(body).toHaveClass('dark');
  });
});

describe('useTheme', () => {
  beforeEach(resetPage);

  it('reads the theme the boot script applied and saves every change', () => {
    document.body.classList.add('dark');
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe('dark');

    act(() => result.current.toggleTheme());
    expect(result.current.theme).toBe('light');
    expect(document.body).not.toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');

    act(() => setTheme('dark'));
    expect(result.current.theme).toBe('dark');
    expect(document.body).toHaveClass('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });
});
