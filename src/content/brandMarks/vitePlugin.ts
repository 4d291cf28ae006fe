import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { createRequire } from 'node:module';
import { BRAND_ICONS, catalogueMarks, NEWS_BANNERS } from '../siteAssets';
import { mapConcurrently } from '../validation/concurrency';
import { backdropFor, markColours, withBackdrop } from './contrast';

/**
 * Brand marks for wallets, networks and coins come from @web3icons/core (MIT), a maintained
 * set of their real logos as SVG, instead of hand-drawn letters. The build writes each mark
 * the site uses as a static file (`dist/icons/...`, `dist/news/...`); the package itself never
 * reaches the browser. A brand the package lacks (Bitget Wallet, FLOKI) has no file, and the
 * site shows its initials instead.
 */

const require = createRequire(import.meta.url);

/** The package ships each icon as a module whose default export is the SVG text. */
async function packageSvg(icon: string): Promise<string> {
  const file = require.resolve(`@web3icons/core/svgs/${icon}.svg.js`);
  const source = await readFile(file, 'utf8');
  const start = source.indexOf("'<svg");
  const end = source.lastIndexOf("</svg>\\n'");
  if (start < 0 || end < 0)
    throw new Error(`@web3icons/core ${icon}: no SVG text found in ${file}`);
  // The text is a single-quoted JS string of plain SVG: undo its \n and \' escapes.
  return source
    .slice(start + 1, end + '</svg>'.length)
    .replace(/\\n/g, '\n')
    .replace(/\\'/g, "'");
}

/** A 320×180 banner in the coin's colour with its mark in a white disc. */
function banner(iconSvg: string, colour: string): string {
  const mark = iconSvg
    .replace(/ class="web3icons"/, '')
    .replace(/width="24" height="24"/, 'x="124" y="54" width="72" height="72"');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#141a2e"/>`,
    '</linearGradient></defs>',
    '<rect width="320" height="180" fill="url(#g)"/>',
    '<circle cx="160" cy="90" r="56" fill="#ffffff"/>',
    mark,
    '</svg>',
    '',
  ].join('\n');
}

/**
 * The mark as the site serves it, readable on its tile in both themes: a mark whose colours
 * fall under 3:1 against a tile of either theme (black wallet logos on the dark theme, a
 * yellow coin on the light one) is drawn on a backdrop of its own, decided from its colours.
 */
export function readableMark(svg: string): string {
  const backdrop = backdropFor(markColours(svg));
  return backdrop ? withBackdrop(svg, backdrop) : svg;
}

/** Every generated file: site path → SVG text. */
export async function brandFiles(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const [sitePath, icon] of Object.entries(BRAND_ICONS)) {
    files.set(sitePath, readableMark(await packageSvg(icon)));
  }
  // Some 1,500 coin marks: read at once rather than one after another.
  const coinMarks = await Promise.all(
    [...catalogueMarks()].map(async ([sitePath, icon]) => [sitePath, await packageSvg(icon)]),
  );
  for (const [sitePath, svg] of coinMarks) files.set(sitePath!, readableMark(svg!));
  for (const [sitePath, { icon, colour }] of Object.entries(NEWS_BANNERS)) {
    files.set(sitePath, banner(await packageSvg(icon), colour));
  }
  return files;
}

/** Files written at once: enough to keep libuv's file threads busy, well under a file limit. */
const WRITES_AT_ONCE = 64;

async function writeFiles(dir: string, files: ReadonlyMap<string, string>) {
  const folders = new Set([...files.keys()].map((sitePath) => path.dirname(sitePath)));
  await Promise.all(
    [...folders].map((folder) => mkdir(path.join(dir, folder), { recursive: true })),
  );
  await mapConcurrently([...files], WRITES_AT_ONCE, ([sitePath, svg]) =>
    writeFile(path.join(dir, sitePath), svg),
  );
}

/** The brand marks from @web3icons/core: served by `npm run dev`, written as files by the build. */
export function brandIconsPlugin(): Plugin {
  let files: Promise<Map<string, string>> | undefined;
  const load = () => (files ??= brandFiles());
  return {
    name: 'brand-icons',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const svg = (await load()).get((req.url ?? '').replace(/^\//, '').split('?')[0] ?? '');
        if (svg === undefined) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(svg);
      });
    },
    buildStart() {
      // Read and made while the bundler works on the code, which leaves this thread idle.
      if (this.environment.config.command === 'build' && this.environment.name === 'client') {
        load().catch(() => undefined);
      }
    },
    async writeBundle({ dir }) {
      // Once, into the client build; the server-side build has no static files. Written
      // here rather than handed to the bundler as assets: its 1,500 marks' round trip through
      // the bundler took longer than the client's code.
      if (this.environment.name !== 'client' || !dir) return;
      await writeFiles(dir, await load());
    },
  };
}
