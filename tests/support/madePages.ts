import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { MadeSource } from '../../src/content/madePages';
import type { PageDefinition } from '../../src/engine/types';
import { ON_DEMAND_FILES } from '../../src/server/onDemand';

/** The slugs of a build's prerendered pages that a template made rather than a page file. */
export async function prerenderedMadePages(distDir: string): Promise<string[]> {
  const made = JSON.parse(
    await readFile(path.join(distDir, ON_DEMAND_FILES.made), 'utf8'),
  ) as MadeSource;
  const written = new Set(made.written.map((page) => page.slug));
  const slugs: string[] = [];
  for (const file of await readdir(path.join(distDir, 'page-data'))) {
    const slug = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
    if (!slug || written.has(slug)) continue;
    const page = JSON.parse(
      await readFile(path.join(distDir, 'page-data', file), 'utf8'),
    ) as PageDefinition;
    if (page.kind === 'pair') slugs.push(slug);
  }
  return slugs;
}

/** One of them, the first in file order. */
export async function prerenderedMadePair(distDir: string): Promise<string> {
  const [slug] = await prerenderedMadePages(distDir);
  if (!slug) throw new Error(`${distDir} has no prerendered made pair page`);
  return slug;
}
