import { existsSync } from 'node:fs';
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killGroup, spawnNpm, type NpmRun } from '../tests/support/npm-process';
import { writeTinyDist } from '../tests/support/tinyDist';
import { bundleServer } from './server-bundle';

const projectRoot = path.resolve(import.meta.dirname, '..');
let appDir: string;
let running: NpmRun | undefined;

beforeAll(async () => {
  // What a container image holds: the package files and a built dist/, nothing else.
  appDir = await mkdtemp(path.join(tmpdir(), 'serve-app-'));
  const distDir = path.join(appDir, 'dist');
  await rename(await writeTinyDist('serve-dist-'), distDir);
  await bundleServer(projectRoot, distDir);
  for (const file of ['package.json', 'package-lock.json']) {
    await cp(path.join(projectRoot, file), path.join(appDir, file));
  }
});

afterAll(async () => {
  killGroup(running?.child.pid);
  await rm(appDir, { recursive: true, force: true });
});

describe('npm run serve', () => {
  it('serves a copied dist/ with production dependencies only', async () => {
    // The cache of the project's own install answers; the registry only for what it lacks.
    const install = spawnNpm(
      ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'],
      {},
      appDir,
    );
    expect(await install.exited, install.output()).toEqual({ code: 0, signal: null });
    for (const devOnly of ['tsx', 'vite', 'typescript', 'esbuild']) {
      expect(existsSync(path.join(appDir, 'node_modules', devOnly)), devOnly).toBe(false);
    }

    running = spawnNpm(['run', 'serve'], { PORT: '0', HOST: '127.0.0.1', DIST_DIR: '' }, appDir);
    const [, port] = await running.waitFor(/on http:\/\/127\.0\.0\.1:(\d+)/, 30_000);
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<title>Home</title>');
    const internal = await fetch(`http://127.0.0.1:${port}/_server/server.mjs`);
    expect(internal.status).toBe(404);
  }, 240_000);
});
