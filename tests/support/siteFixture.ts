import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteData } from '../../src/types/schema';
import { DEFAULT_CONTENT_DIR, fileOf } from '../../src/content/collections';

/**
 * Tests share one site fixture: the real site file, with the overrides a test needs on top,
 * so a new field in the site schema never means editing copies.
 */
export function siteFixture(overrides: Partial<SiteData> = {}): SiteData {
  const text = readFileSync(path.join(DEFAULT_CONTENT_DIR, fileOf('site')!), 'utf8');
  return { ...(JSON.parse(text) as SiteData), ...overrides };
}

/** A file of the repository's own content folder, parsed: for tests that read real content. */
export function readContentFile<T>(relative: string): T {
  return JSON.parse(readFileSync(path.join(DEFAULT_CONTENT_DIR, relative), 'utf8')) as T;
}
