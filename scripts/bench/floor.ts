import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { measureFirstLoadJs, type FirstLoadJs } from './first-load.ts';

const floorRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'floor');

/**
 * Builds the floor app (scripts/bench/floor) into `outDir` with the Vite and React plugin the
 * site uses, in production mode, and measures its first load exactly as ours is measured.
 * Its own config only: the site's (vite.config.ts) would pull in the content plugins.
 */
export async function buildAndMeasureFloor(outDir: string): Promise<FirstLoadJs> {
  await build({
    configFile: false,
    root: floorRoot,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react({ jsxImportSource: '@emotion/react' })],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  return measureFirstLoadJs(outDir, '/');
}
