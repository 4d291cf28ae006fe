/**
 * The peer in the benchmark: Eleventy turns the same page files into HTML pages of a size
 * comparable to ours (a plain template over each page's blocks, inline CSS as large as our
 * pages carry, the page JSON in a script tag), so our build is timed against a static site
 * generator doing the same job on the same machine in the same run.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import Eleventy from '@11ty/eleventy';
import { routeForSlug } from '../../src/engine/routes.ts';
import { collectionOf } from '../../src/content/collections.ts';
import type { CoinWidgetToken } from '../../src/engine/generated/schema-types.ts';
import { exchangeType } from '../../src/swap/exchangeType.ts';

interface PageFile {
  slug: string;
  title: string;
  description: string;
  blocks: unknown[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[char]};`);

/** Every value of a block as plain markup: text as paragraphs, lists as lists. */
function renderValue(value: unknown): string {
  if (typeof value === 'string') return `<p>${escapeHtml(value)}</p>`;
  if (typeof value === 'number' || typeof value === 'boolean') return `<p>${String(value)}</p>`;
  if (Array.isArray(value))
    return `<ul>${value.map((item) => `<li>${renderValue(item)}</li>`).join('')}</ul>`;
  if (value && typeof value === 'object') {
    return `<div>${Object.values(value).map(renderValue).join('')}</div>`;
  }
  return '';
}

interface CatalogueCoin {
  slug: string;
  name: string;
  symbol: string;
  widget: CoinWidgetToken;
  pair: Record<string, unknown>;
}

/**
 * The pages the pair template makes, as a static site generator's data step would make them:
 * the template's text with each {from.x} and {to.x} filled in, for every ordered pair of
 * catalogued coins that has no page file of its own. So a catalogue set gives the peer as
 * many pages as our build renders.
 */
async function templatePairs(pagesDir: string, written: ReadonlySet<string>): Promise<PageFile[]> {
  const templateFile = path.join(pagesDir, 'templates', 'pair.json');
  if (!existsSync(templateFile)) return [];
  const template = await readFile(templateFile, 'utf8');
  const { coins } = JSON.parse(await readFile(path.join(pagesDir, 'site.json'), 'utf8')) as {
    coins: CatalogueCoin[];
  };
  const facts = (coin: CatalogueCoin): Record<string, unknown> => ({
    ...coin.pair,
    ...coin,
    label: coin.name === coin.symbol ? coin.name : `${coin.name} (${coin.symbol})`,
  });
  const keywords = (coin: CatalogueCoin) =>
    (coin.pair.newsKeywords as string[] | undefined) ?? [coin.name, coin.symbol];
  const pages: PageFile[] = [];
  for (const from of coins) {
    for (const to of coins) {
      if (from === to || written.has(`${from.slug}to${to.slug}`)) continue;
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
async function readPages(pagesDir: string): Promise<PageFile[]> {
  const files = (await readdir(pagesDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => {
      const relative = path.relative(pagesDir, file).split(path.sep).join('/');
      return collectionOf(relative).name === 'pages';
    });
  const written = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(file, 'utf8')) as PageFile),
  );
  const made = await templatePairs(pagesDir, new Set(written.map((page) => page.slug)));
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

function renderPage(page: PageFile, css: string): string {
  const blocks = page.blocks
    .map((block) => {
      const type = (block as { type?: string }).type ?? 'block';
      return `<section class="block block-${escapeHtml(type)}">${renderValue(block)}</section>`;
    })
    .join('\n');
  const json = JSON.stringify(page).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<meta name="description" content="${escapeHtml(page.description)}">
<style>${css}</style>
</head>
<body>
<main>
${blocks}
</main>
<script type="application/json" id="page-data">${json}</script>
</body>
</html>
`;
}

/** Renders every page file in pagesDir into outDir with Eleventy; returns the page count. */
export async function renderWithEleventy({
  pagesDir,
  outDir,
  inlineCssBytes,
}: {
  pagesDir: string;
  outDir: string;
  inlineCssBytes: number;
}): Promise<number> {
  // Eleventy wants an input folder; every template here is virtual, so it stays empty.
  const inputDir = `${outDir}-input`;
  await mkdir(inputDir, { recursive: true });
  const css = cssOfSize(inlineCssBytes);
  let rendered = 0;
  const eleventy = new Eleventy(inputDir, outDir, {
    quietMode: true,
    config(config) {
      config.addGlobalData('pages', () => readPages(pagesDir));
      config.addTemplate('page.11ty.js', {
        data: {
          pagination: { data: 'pages', size: 1, alias: 'entry' },
          permalink: (data: { entry: PageFile }) => {
            const route = routeForSlug(data.entry.slug);
            return route === '/' ? '/index.html' : `${route}/index.html`;
          },
        },
        render(data: { entry: PageFile }) {
          rendered += 1;
          return renderPage(data.entry, css);
        },
      });
    },
  });
  await eleventy.write();
  return rendered;
}
