import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export interface BrowserChoice {
  executablePath: string | undefined;
  source: 'CHROME_PATH' | 'playwright' | 'debian';
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
