/**
 * The Eleventy peer as a command of its own (`node scripts/run.js bench-eleventy ...`), so that
 * the benchmark times it as a whole command, start-up included, as it times our build.
 * Arguments: the page folder, the output folder, the inline CSS bytes and a file for the
 * figures taken inside the process.
 */
import { writeFile } from 'node:fs/promises';
import { renderWithEleventy } from './eleventy.ts';

const [pagesDir, outDir, cssBytes, figuresFile] = process.argv.slice(2);
if (!pagesDir || !outDir || !cssBytes || !figuresFile) {
  console.error('usage: node scripts/run.js bench-eleventy <pages> <out> <css bytes> <figures>');
  process.exit(2);
}
const started = performance.now();
const pages = await renderWithEleventy({ pagesDir, outDir, inlineCssBytes: Number(cssBytes) });
await writeFile(
  figuresFile,
  JSON.stringify({
    ms: performance.now() - started,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
    pages,
  }),
);
