import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's build of the same Chromium without the desktop browser around it, the kind
 * Playwright itself runs headless. Measured on a 2-core machine, the page tests took under
 * half the time with it than with /usr/bin/chromium.
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export interface BrowserChoice {
  executablePath: string | undefined;
  source: 'CHROME_PATH' | 'playwright' | 'debian' | 'debian-headless-shell';
}

function playwrightChromium(): string | null {
  try {
    const candidate = chromium.executablePath();
    return candidate && existsSync(candidate) ? candidate : null;
  } catch {
    return null;
  }
}

/** CHROME_PATH first, then Playwright's own download, then Debian's package. */
export function findBrowser(): BrowserChoice | null {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return { executablePath: fromEnv, source: 'CHROME_PATH' };
  if (playwrightChromium()) return { executablePath: undefined, source: 'playwright' };
  if (existsSync(DEBIAN_CHROMIUM)) return { executablePath: DEBIAN_CHROMIUM, source: 'debian' };
  return null;
}

/**
 * The browser for the end-to-end tests: as findBrowser, but Debian's headless shell before
 * its full browser. The benchmark keeps the full browser, which Lighthouse is made for.
 */
export function findTestBrowser(): BrowserChoice | null {
  const found = findBrowser();
  if (found && found.source !== 'debian') return found;
  if (existsSync(DEBIAN_HEADLESS_SHELL))
    return { executablePath: DEBIAN_HEADLESS_SHELL, source: 'debian-headless-shell' };
  return found;
}

/**
 * Chromium as root needs --no-sandbox; the rest keep it from reaching out to Google's
 * services, which a closed network refuses many times a second.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
