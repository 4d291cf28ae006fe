import { stat } from 'node:fs/promises';
import path from 'node:path';
import { startServer } from '../src/server/main.ts';
import { buildSite, newestSourceChange, projectRoot, buildInProductionMode } from './build.ts';

const defaultDistDir = path.join(projectRoot, 'dist');

async function builtAt(distDir: string): Promise<number> {
  try {
    return (await stat(path.join(distDir, '404.html'))).mtimeMs;
  } catch {
    return 0;
  }
}

// A site built elsewhere (DIST_DIR) is served as it is: its sources are not these.
const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : defaultDistDir;
if (distDir === defaultDistDir && (await builtAt(distDir)) < (await newestSourceChange())) {
  console.log('The build is missing or older than the sources; building first.');
  buildInProductionMode();
  await buildSite();
}
startServer({ distDir });
