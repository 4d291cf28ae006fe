import { readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { loadServerConfig } from '../src/server/config.ts';
import { STATIC_HEADERS_FILE } from '../src/server/static-site.ts';
import { staticHostHeaders } from '../src/server/staticHostHeaders.ts';
import { formatReport, validatePagesData } from '../src/validation/index.ts';
import { precompressDir } from './precompress.ts';
import { prerenderSite } from './prerender.ts';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaultDistDir = path.join(projectRoot, 'dist');
const defaultSsrDir = path.join(projectRoot, '.ssr-build');
const configFile = path.join(projectRoot, 'vite.config.ts');
const sourceDirs = ['src', 'pages-data', 'schema'].map((dir) => path.join(projectRoot, dir));

async function newestIn(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const { mtimeMs } = await stat(path.join(entry.parentPath, entry.name));
    newest = Math.max(newest, mtimeMs);
  }
  return newest;
}

/** When the newest file the site is built from last changed. */
export async function newestSourceChange(): Promise<number> {
  const times = await Promise.all(sourceDirs.map(newestIn));
  return Math.max(...times);
}

export interface BuildOptions {
  pagesDir?: string;
  /** Where the site goes; the benchmark builds into a temporary folder to leave dist/ alone. */
  distDir?: string;
  ssrDir?: string;
}

export async function buildSite({
  pagesDir = path.join(projectRoot, 'pages-data'),
  distDir = defaultDistDir,
  ssrDir = defaultSsrDir,
}: BuildOptions = {}) {
  const started = performance.now();
  const report = await validatePagesData(pagesDir);
  if (!report.ok) {
    console.error(formatReport(report));
    throw new Error('The page data has errors; nothing was built.');
  }
  await build({ configFile, logLevel: 'warn', build: { outDir: distDir } });
  await build({
    configFile,
    logLevel: 'warn',
    build: { ssr: 'entry-server.tsx', outDir: ssrDir, emptyOutDir: true },
  });
  const count = await prerenderSite({
    pages: report.pages.map(({ page }) => page),
    site: report.site,
    distDir,
    ssrEntry: path.join(ssrDir, 'entry-server.js'),
    siteUrl: process.env.SITE_URL,
  });
  // For static hosts; the provider settings are read as `npm start` would read them.
  await writeFile(
    path.join(distDir, STATIC_HEADERS_FILE),
    staticHostHeaders(loadServerConfig().public),
  );
  await precompressDir(distDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const where = path.relative(projectRoot, distDir) || distDir;
  console.log(`Built ${count} pages and the 404 page into ${where}/ in ${seconds} s.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await buildSite({ pagesDir: process.argv[2] ? path.resolve(process.argv[2]) : undefined });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
