import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageDefinition } from '../../engine/types';
import { keywordsFromPageData, type KeywordLookup } from './keywords';

/**
 * Node: reads dist/page-data/<slug>.json from the build. Without a dist folder (files on a
 * CDN) only the coin list is known.
 */
export function keywordsFromBuiltPages(distDir: string | undefined): KeywordLookup {
  if (!distDir) return keywordsFromPageData(undefined);
  return keywordsFromPageData(async (slug) => {
    const text = await readFile(path.join(distDir, 'page-data', `${slug}.json`), 'utf8');
    return JSON.parse(text) as PageDefinition;
  });
}
