import { stat } from 'node:fs/promises';
import path from 'node:path';
import { startServer } from '../src/server/main.ts';
import { buildSite, newestSourceChange, projectRoot } from './build.ts';

const distIndex = path.join(projectRoot, 'dist', '404.html');

async function builtAt(): Promise<number> {
  try {
    return (await stat(distIndex)).mtimeMs;
  } catch {
    return 0;
  }
}

if ((await builtAt()) < (await newestSourceChange())) {
  console.log('The build is missing or older than the sources; building first.');
  await buildSite();
}
startServer({ distDir: path.join(projectRoot, 'dist') });
