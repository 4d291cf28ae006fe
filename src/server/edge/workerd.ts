import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Miniflare, type WorkerOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';

/**
 * Test support: the worker exactly as `npx wrangler deploy` would upload it (wrangler.jsonc,
 * bundled by wrangler itself), run locally on workerd through Miniflare.
 */
export const WRANGLER_CONFIG = path.resolve('wrangler.jsonc');

export interface BuiltWorker {
  /** The bundle's folder: one module, as deployed. */
  outDir: string;
  scriptPath: string;
  dispose(): Promise<void>;
}

/** How wrangler.jsonc names the build's server bundle. */
const DIST_RENDERER_ALIAS = '"./dist/_server/render/entry-server.mjs"';

/** The build's server bundle, once `npm run build` has run. */
export const DIST_RENDERER = path.resolve('dist/_server/render/entry-server.mjs');

/** A server bundle that makes no page, for tests that run before any build. */
export const NO_PAGES_RENDERER = path.resolve('tests/fixtures/renderer/no-pages.mjs');

/**
 * `wrangler deploy --dry-run`: reads wrangler.jsonc and bundles `main` without uploading,
 * with the given server bundle in place of dist/'s (the alias `site-renderer`).
 */
export async function buildWorker(renderer = NO_PAGES_RENDERER): Promise<BuiltWorker> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'worker-bundle-'));
  // The build's dist/ may not exist during unit tests; the bundle does not depend on it.
  const assets = await mkdtemp(path.join(tmpdir(), 'worker-assets-'));
  await writeFile(path.join(assets, 'index.html'), '<!doctype html><title>Home</title>');
  const wrangler = path.resolve('node_modules', '.bin', 'wrangler');
  // wrangler.jsonc with its alias naming the given bundle (a command-line --alias does not
  // override the file's), beside it so that its other paths mean the same.
  const config = path.resolve(`.wrangler-test-${process.pid}-${Date.now()}.jsonc`);
  const text = await readFile(WRANGLER_CONFIG, 'utf8');
  const aliased = text.replace(DIST_RENDERER_ALIAS, JSON.stringify(renderer));
  if (aliased === text)
    throw new Error(`${WRANGLER_CONFIG} no longer names ${DIST_RENDERER_ALIAS}`);
  await writeFile(config, aliased);
  try {
    await promisify(execFile)(
      wrangler,
      ['deploy', '--dry-run', '--config', config, '--outdir', outDir, '--assets', assets],
      { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' }, timeout: 60_000 },
    );
  } finally {
    await rm(config, { force: true });
  }
  await rm(assets, { recursive: true, force: true });
  const script = (await readdir(outDir)).find((name) => name.endsWith('.js'));
  if (!script) throw new Error(`wrangler wrote no script into ${outDir}`);
  return {
    outDir,
    scriptPath: path.join(outDir, script),
    dispose: () => rm(outDir, { recursive: true, force: true }),
  };
}

/** The worker's Miniflare options from wrangler.jsonc, with the test's assets and variables. */
export function workerOptions(
  built: BuiltWorker,
  { distDir, env }: { distDir: string; env: Record<string, string> },
): WorkerOptions {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(WRANGLER_CONFIG, undefined, {
    overrides: { assets: { directory: distDir } },
  });
  return {
    ...workerOptions,
    // wrangler wrote one module. Named here rather than found by Miniflare, which refuses the
    // server bundle's import() of a computed address (browser code the server never runs).
    modules: [
      {
        type: 'ESModule',
        path: built.scriptPath,
        contents: readFileSync(built.scriptPath, 'utf8'),
      },
    ],
    // Module names are paths below this folder; workerd refuses one that climbs out with "..".
    modulesRoot: built.outDir,
    bindings: { ...workerOptions.bindings, ...env },
  } as WorkerOptions;
}

/** One workerd process on a loopback port running the given workers. */
export async function startWorkerd(workers: WorkerOptions[]) {
  const miniflare = new Miniflare({ host: '127.0.0.1', port: 0, workers });
  const url = await miniflare.ready;
  return { miniflare, url: url.origin };
}
