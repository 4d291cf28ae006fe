/**
 * The peer in the benchmark: Eleventy turns the same page files into HTML pages of a size
 * comparable to ours (a plain template over each page's blocks, inline CSS as large as our
 * pages carry, the page JSON in a script tag), so our build is timed against a static site
 * generator doing the same job on the same machine in the same run.
 */
import { mkdir } from 'node:fs/promises';
import Eleventy from '@11ty/eleventy';
import { routeForSlug } from '../../src/engine/routes.ts';
import { cssOfSize, escapeHtml, readPages, type PageFile } from './peer-pages.ts';

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
