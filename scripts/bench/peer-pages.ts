/**
 * The page files as the benchmark's peers (Eleventy, Hugo) get them: every page file of the
 * content folder and every page the pair template makes, as a static site generator's data
 * step would read and make them; and stand-in CSS as heavy as our pages' inline CSS.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { collectionOf } from '../../src/content/collections.ts';
import type { Content } from '../../src/content/index.ts';
import type { CoinCatalogueFacts } from '../../src/types/schema.ts';
import type { Coin } from '../../src/types/siteData.ts';
import { exchangeType } from '../../src/swap/exchangeType.ts';

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
 * The pages the pair template makes, as a static site generator's data step would make them:
 * the template's text with each {from.x} and {to.x} filled in, for every ordered pair of
 * coins (the coin pages, with their catalogue facts) that has no page file of its own. So a
 * catalogue set gives the peer as many pages as our build renders.
 */
async function templatePairs(pagesDir: string, written: readonly ReadPage[]): Promise<PageFile[]> {
  const templateFile = path.join(pagesDir, 'templates', 'pair.json');
  if (!existsSync(templateFile)) return [];
  const template = await readFile(templateFile, 'utf8');
  const coins = written.flatMap(({ kind, slug, name, symbol, catalogue }): Coin[] =>
    kind === 'coin' && name && symbol && catalogue ? [{ slug, name, symbol, ...catalogue }] : [],
  );
  const writtenSlugs = new Set(written.map((page) => page.slug));
  const facts = (coin: Coin): Record<string, unknown> => ({
    ...coin.pair,
    ...coin,
    label: coin.name === coin.symbol ? coin.name : `${coin.name} (${coin.symbol})`,
  });
  const keywords = (coin: Coin) => coin.pair.newsKeywords ?? [coin.name, coin.symbol];
  const pages: PageFile[] = [];
  for (const from of coins) {
    for (const to of coins) {
      if (from === to || writtenSlugs.has(`${from.slug}to${to.slug}`)) continue;
      const sides = {
        from: facts(from),
        to: facts(to),
        pair: { exchangeType: exchangeType(from.widget, to.widget) },
      };
      const text = template
        // A list placeholder stands for the coin's news keywords, spliced into its list.
        .replace(/"\{(from|to)\.newsKeywords\}"/g, (_whole, side: string) =>
          JSON.stringify(keywords(side === 'from' ? from : to)).slice(1, -1),
        )
        .replace(/\{(from|to|pair)\.([A-Za-z]+)\}/g, (whole, side: string, name: string) => {
          const value = (sides[side as keyof typeof sides] as Record<string, unknown>)[name];
          return typeof value === 'string' ? JSON.stringify(value).slice(1, -1) : whole;
        });
      pages.push(JSON.parse(text) as PageFile);
    }
  }
  return pages;
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
 * How many pages a peer renders for loaded content: every page, plus the template pairs our
 * build answers with a redirect to a hand-written page. The peers know no coin aliases, so
 * addresses spelled with one (/usdttosol) are not among them.
 */
export function peerPageCount(content: Pick<Content, 'pages' | 'redirects' | 'site'>): number {
  const slugs = content.site.coins.map((coin) => coin.slug);
  const pairAddresses = new Set(slugs.flatMap((from) => slugs.map((to) => `/${from}to${to}`)));
  const coveredPairs = content.redirects.filter(({ from }) => pairAddresses.has(from));
  return content.pages.length + coveredPairs.length;
}
