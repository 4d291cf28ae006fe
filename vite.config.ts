import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { brandFiles } from './scripts/brand-icons.ts';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));
const pagesDataDir = path.join(projectRoot, 'pages-data');

async function findPageFile(dir: string, fileName: string): Promise<string | null> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const found = await findPageFile(full, fileName);
      if (found) return found;
    } else if (entry.name === fileName) {
      return full;
    }
  }
  return null;
}

/** Lets `npm run dev` show a page straight from pages-data, as the build would. */
function devPageData(): Plugin {
  return {
    name: 'dev-page-data',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const slug = /^\/page-data\/([a-z0-9-]+)\.json$/.exec(req.url ?? '')?.[1];
        if (!slug) return next();
        const file = await findPageFile(pagesDataDir, `${slug}.json`);
        res.setHeader('Content-Type', 'application/json');
        if (!file) {
          res.statusCode = 404;
          res.end('null');
          return;
        }
        res.end(await readFile(file));
      });
    },
  };
}

/** The brand marks from @web3icons/core: served by `npm run dev`, written as files by the build. */
function brandIcons(): Plugin {
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
    async generateBundle() {
      // Once, into the client build; the server-side build has no static files.
      if (this.environment.name !== 'client') return;
      for (const [fileName, source] of await load()) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}

export default defineConfig({
  root: path.join(projectRoot, 'src'),
  plugins: [react({ jsxImportSource: '@emotion/react' }), devPageData(), brandIcons()],
  server: { fs: { allow: [projectRoot] } },
  build: {
    outDir: path.join(projectRoot, 'dist'),
    emptyOutDir: true,
    // scripts/bench follows each page's static imports through it to measure first-load JS.
    manifest: true,
  },
  test: {
    root: projectRoot,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
  },
});
