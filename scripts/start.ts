import { stat } from 'node:fs/promises';
import path from 'node:path';
import { startServer } from '../src/server/main.ts';
import {
  buildInProductionMode,
  buildSite,
  defaultDistDir,
  newestSourceChange,
  startPlan,
} from './build.ts';

async function builtAt(distDir: string): Promise<number> {
  try {
    return (await stat(path.join(distDir, '404.html'))).mtimeMs;
  } catch {
    return 0;
  }
}

const { distDir, buildFirst } = await startPlan(
  process.env.DIST_DIR,
  async () => (await builtAt(defaultDistDir)) < (await newestSourceChange()),
);
if (buildFirst) {
  console.log('The build is missing or older than the sources; building first.');
  buildInProductionMode();
  await buildSite();
}
startServer({ distDir });
