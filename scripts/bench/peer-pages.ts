/**
 * The page files as the benchmark's peers (Eleventy, Hugo) get them: every page file of the
 * content folder and every page the pair template makes, as a static site generator's data
 * step would read and make them; and stand-in CSS as heavy as our pages' inline CSS.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { collectionOf } from '../../src/content/contentFiles.ts';
import type { Content } from '../../src/content/index.ts';
import type { CoinCatalogueFacts } from '../../src/types/schema.ts';
import type { Coin } from '../../src/types/siteData.ts';
import { expandPairTemplate } from '../../src/content/pairTemplate.ts';

export interface PageFile {
  slug: string;
  title: string;
  description: string;
  blocks: unknown[];
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[char]};`);

/** A page file as read, with what a coin page adds: its coin's name, symbol and catalogue facts. */
type ReadPage = PageFile & {
  kind?: string;
  name?: string;
  symbol?: string;
  catalogue?: CoinCatalogueFacts;
};

/**
 * The pages the pair template makes, for every ordered pair of coins (the coin pages, with
 * their catalogue facts) that has no page file of its own, made by the site's own expansion:
 * its {if}…{end} text and list of titles are more than a generator's plain text fill could
 * follow, and the peers must render the very pages our build does.
 */
async function templatePairs(pagesDir: string, written: readonly ReadPage[]): Promise<PageFile[]> {
  const templateFile = path.join(pagesDir, 'templates', 'pair.json');
  if (!existsSync(templateFile)) return [];
  const template = JSON.parse(await readFile(templateFile, 'utf8')) as Record<string, unknown>;
  const coins = written.flatMap(({ kind, slug, name, symbol, catalogue }): Coin[] =>
    kind === 'coin' && name && symbol && catalogue ? [{ slug, name, symbol, ...catalogue }] : [],
  );
  const { pages } = expandPairTemplate(template, coins, written);
  return pages.map(({ value }) => value as unknown as PageFile);
}

/**
 * Reads the page files the way a static site generator's data step would: read and parse.
 * Which files are pages is the content collections' answer, so templates are left out; the
 * pair template's pages are made from it.
 */
export async function readPages(pagesDir: string): Promise<PageFile[]> {
  const files = (await readdir(pagesDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => {
      const relative = path.relative(pagesDir, file).split(path.sep).join('/');
      return collectionOf(relative)?.name === 'pages';
    });
  const written = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(file, 'utf8')) as ReadPage),
  );
  const made = await templatePairs(pagesDir, written);
  return [...written, ...made];
}

/** Stand-in CSS of a given size: a rule per class, repeated until it is that long. */
export function cssOfSize(bytes: number): string {
  let css = '';
  for (let index = 0; css.length < bytes; index += 1) {
    css += `.c${index}{display:flex;gap:${index % 24}px;color:#1a${(index % 90) + 10}f0}`;
  }
  return css.slice(0, bytes);
}

/**
 * How many pages a peer renders for loaded content: every page our build prerenders, since
 * the peers' made pairs come from the same expansion.
 */
export function peerPageCount(content: Pick<Content, 'pages'>): number {
  return content.pages.length;
}
