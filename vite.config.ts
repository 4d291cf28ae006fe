import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { minifySync, type Plugin } from 'vite';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contentPlugin, type ContentPluginOptions } from './src/content/vitePlugin';
import { galleryPlugin } from './src/gallery/vitePlugin';
import { editorPlugin } from './src/editor/vitePlugin';
import { devApiPlugin } from './src/server/devApi';
import { brandIconsPlugin } from './src/content/brandMarks/vitePlugin';
import { uploadsPlugin } from './src/content/uploadsPlugin';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));

/**
 * The shared helpers a few blocks use and most islands do not: the panels' parts, icons, tile
 * grids, rich text, the script loader, the swap and chart symbol tables, the theme switch,
 * the catalogue, the link buttons of blocks that never wake, the sparkline.
 * A new helper of that kind belongs here: anything else in src/ui, src/theme, src/site or
 * src/swap comes with every island, the live rate of every coin page included.
 */
const BLOCK_EXTRAS = [
  'loadScript',
  'panelParts',
  'overlayTrigger',
  'icons',
  'tileGrids',
  'RichText',
  'widgetTrade',
  'exchangeType',
  'chartSymbols',
  'Skeleton',
  'VisuallyHidden',
  'Sparkline',
  'themeStore',
  'useTheme',
  'GlobalStyles',
  'siteCatalogue',
  'ButtonLink',
  'useSwapWidget',
  'loadSwapWidget',
];
/**
 * Each in a chunk of its own: the dialogs' parts and the pair's swap dialog load on first use,
 * the logos further down. In the islands' file, the swap dialog brought Radix's dialog and SWR
 * to every island: 20 KB (gzip) more by network idle on every coin and pair page.
 */
const ON_THEIR_OWN = ['dialogParts', 'Logo', 'SwapDialog'];
const fileNamed = (names: string[]) => `(${names.join('|')})\\.`;

/**
 * What every block's island needs to wake, in one file (blockHelpers): React, Emotion, the
 * theme and the common UI, and the code that hydrates an island. Not the registry: an island
 * finds its block's code by the address in its page's data. Few files, because each is
 * compressed on its own and every file adds its own imports and exports: on a coin page, the
 * six files that this and dataHelpers replaced came to 2.3 KB more (gzip).
 */
const islandCore = new RegExp(
  [
    String.raw`node_modules[\\/](react|@emotion|stylis|@babel)[\\/]`,
    String.raw`src[\\/](ui|theme|site|swap)[\\/](?!${fileNamed([...BLOCK_EXTRAS, ...ON_THEIR_OWN])})`,
    String.raw`src[\\/](hydrateIsland|shell[\\/](islandTree|renderFailure))\.`,
    String.raw`src[\\/]engine[\\/](codeLoader|initialPage|routes|ownRoot|location)\.`,
  ].join('|'),
);

/**
 * What the islands that fetch need besides (dataHelpers): SWR, the request helpers and market
 * data. Apart, so that a press on an FAQ of a page with nothing else to wake fetches 7 KB
 * less, for 0.4 KB more on a coin page. The runtime's page-shown signal stays in its file.
 */
const dataHelpers = new RegExp(
  [
    String.raw`node_modules[\\/](swr|use-sync-external-store|dequal)[\\/]`,
    String.raw`src[\\/](net|market)[\\/](?!${fileNamed([...BLOCK_EXTRAS, 'pageShown'])})`,
  ].join('|'),
);

/**
 * Reading the market and printing its figures as markup, which needs no React. The app
 * imports this file too, so the HTML escape it shares with the page's head costs neither.
 */
const marketBasics = new RegExp(
  String.raw`src[\\/](market[\\/](client|format|rate|guard|query)|net[\\/](request|publicConfig)|engine[\\/]html)\.`,
);

/** The extras in a file of their own once two chunks share them; else with their one user. */
const blockExtras = new RegExp(
  String.raw`src[\\/](ui|theme|site|net|market|swap)[\\/]${fileNamed(BLOCK_EXTRAS)}`,
);

/**
 * Minifies a script of src/public in the build. boot.js is kept readable, its comments saying
 * why each line is there, and Vite copies public files as they are: every page would load
 * those comments, 0.6 KB (gzip) before it may show.
 */
function minifiedPublicScript(fileName: string): Plugin {
  return {
    name: 'minified-public-script',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir) return;
      const file = path.join(dir, fileName);
      const { code, errors } = minifySync(fileName, await readFile(file, 'utf8'));
      if (errors.length > 0) throw new Error(`${fileName}: ${errors[0]!.message}`);
      await writeFile(file, code);
    },
  };
}

/** The dev server's pages, relative to the root: the site, the page editor with its preview, the gallery. */
const DEV_PAGES = ['index.html', 'editor/main.tsx', 'editor/preview/frame.tsx', 'gallery/main.tsx'];

/** The one Vite setup: dev, tests and the build (which hands in the content it loaded). */
export function siteViteConfig(content: ContentPluginOptions = {}): ViteUserConfig {
  const siteContent = contentPlugin(content);
  return {
    root: path.join(projectRoot, 'src'),
    plugins: [
      react({ jsxImportSource: '@emotion/react' }),
      siteContent,
      galleryPlugin(),
      editorPlugin({ dir: content.dir }),
      brandIconsPlugin(),
      uploadsPlugin({ dir: content.dir }),
      devApiPlugin(siteContent.api.content),
      minifiedPublicScript('boot.js'),
    ],
    resolve: {
      alias: [
        { find: /^@emotion\/styled$/, replacement: path.join(projectRoot, 'src/theme/styled.ts') },
        {
          find: /^use-sync-external-store\/shim$/,
          replacement: path.join(projectRoot, 'src/net/syncExternalStore.ts'),
        },
      ],
    },
    // The browser tests run several dev servers at once. Vite rewrites its package bundles in
    // its cache folder as it makes them, and another server's pages then reloaded mid-test;
    // each test server names a folder of its own (tests/support/editorServer.ts).
    cacheDir: process.env.VITE_CACHE_DIR,
    // Every page the dev server has, so that Vite finds their packages when it starts: found on
    // a page's first visit, they are bundled again and the page reloads under the marketer.
    optimizeDeps: { entries: DEV_PAGES },
    server: {
      warmup: { clientFiles: DEV_PAGES },
      fs: {
        // What a page of the dev server loads: the site's code (the root), the schemas the
        // editor and the gallery import, and the packages. Not the project: with --host,
        // Vite's /@fs/ would serve pages-data, the scripts and the tests to the network.
        allow: ['src', 'schema', 'node_modules'].map((folder) => path.join(projectRoot, folder)),
      },
    },
    build: {
      outDir: path.join(projectRoot, 'dist'),
      emptyOutDir: true,
      // The prerender reads it to preload each page's block chunks; scripts/bench follows each
      // page's imports through it to measure first-load JS.
      manifest: true,
      // Every browser that runs this site's module scripts either knows modulepreload or
      // fetches the chunks when the entry imports them; the polyfill would cost each page
      // half a kilobyte to speed up only browsers older than Safari 17 and Firefox 115.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        treeshake: {
          // Emotion's withTheme, which nothing here calls, needs these two CommonJS packages;
          // declared pure, they go with it instead of costing every island 0.9 KB (gzip).
          moduleSideEffects: [
            {
              test: /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/,
              sideEffects: false,
            },
          ],
        },
        output: {
          codeSplitting: {
            // What every page loads first (the islands' runtime) in one file rather than
            // several: each file is compressed on its own, so a few large ones come out
            // smaller than many small ones.
            groups: [
              { name: 'app', tags: ['$initial'] },
              // Apart from the code: a marketer's change to site.json or a new coin changes
              // it, and a returning visitor then fetches a kilobyte again, not the helpers.
              { name: 'siteData', test: /virtual:site-(data|swap-coins)$/ },
              // React DOM in a file of its own, which changes only when React does; in the
              // helpers' file, which changes with the site's code, it would be 0.5 KB (gzip)
              // less by network idle.
              { name: 'reactDom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
              // What the live rate's figures need without React (blocks/liveRate/live.ts):
              // in the helpers' files they came with React and SWR.
              { name: 'marketBasics', test: marketBasics },
              { name: 'blockHelpers', test: islandCore },
              { name: 'dataHelpers', test: dataHelpers },
              { name: 'blockExtras', test: blockExtras, minShareCount: 2 },
            ],
          },
        },
      },
    },
    test: {
      root: projectRoot,
      setupFiles: ['tests/support/unitSetup.ts'],
      // A component test gets a document; every other test runs in plain Node, which spares it
      // the half second a file that jsdom takes to set up. A .ts test of browser code that
      // needs a document says so with `// @vitest-environment jsdom` at its top.
      projects: [
        {
          extends: true,
          test: { name: 'components', environment: 'jsdom', include: ['src/**/*.test.tsx'] },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/*.test.ts'],
          },
        },
      ],
      // Vitest's 5 s default failed rendering and schema tests when two suites shared a busy
      // 2-core machine; a hang still fails, later. Tests that build or start servers set
      // their own, longer limits.
      testTimeout: 20_000,
      hookTimeout: 30_000,
      // Vitest's default leaves a core idle (one worker on two cores), yet many files spend
      // their time waiting on the servers, builds and child processes they start.
      maxWorkers: Math.max(2, availableParallelism() - 1),
    },
  };
}

// CONTENT_DIR serves another content folder in `npm run dev` and the unit tests (the dev-server
// tests and the content-change test use a copy): src/content/collections.ts reads it.
export default defineConfig(siteViteConfig());
