import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contentPlugin, type ContentPluginOptions } from './src/content/vitePlugin';
import { galleryPlugin } from './src/gallery/vitePlugin';
import { editorPlugin } from './src/editor/vitePlugin';
import { devApiPlugin } from './src/server/devApi';
import { brandIconsPlugin } from './src/content/brandMarks/vitePlugin';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));

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
      devApiPlugin(siteContent.api.content),
    ],
    server: { fs: { allow: [projectRoot] } },
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
        output: {
          codeSplitting: {
            // What every page loads first (React, the router, Emotion, SWR, the shell) in one
            // file rather than several: each file is compressed on its own, so a few large
            // ones come out smaller than many small ones.
            groups: [
              { name: 'app', tags: ['$initial'] },
              // The small modules the block chunks share in a few files rather than one each:
              // every file is one more request before the page shows, and on a phone's link,
              // measured with Lighthouse, 16 files instead of 9 cost 0.2 s of first paint.
              // Split by what the first view needs: the cards, text and theme helpers that the
              // blocks at the top of a page use; the network helpers the swap widget and the
              // blocks further down use. The token logos and market formatting stay with the
              // blocks below the first view, and the dialogs' parts load on first use.
              {
                name: 'blockHelpers',
                test: /[\\/]src[\\/](ui|theme)[\\/](?!dialogParts\.|Logo\.)/,
                minShareCount: 2,
              },
              { name: 'netHelpers', test: /[\\/]src[\\/]net[\\/]/, minShareCount: 2 },
            ],
          },
        },
      },
    },
    test: {
      root: projectRoot,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/*.test.ts'],
      setupFiles: ['tests/support/unitSetup.ts'],
      // Vitest's 5 s default failed rendering and schema tests when two suites shared a busy
      // 2-core machine; a hang still fails, later. Tests that build or start servers set
      // their own, longer limits.
      testTimeout: 20_000,
      hookTimeout: 30_000,
    },
  };
}

// CONTENT_DIR serves another content folder in `npm run dev` (the dev-server tests use a copy).
export default defineConfig(siteViteConfig({ dir: process.env.CONTENT_DIR || undefined }));
