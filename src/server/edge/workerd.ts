import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
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

/** `wrangler deploy --dry-run`: reads wrangler.jsonc and bundles `main` without uploading. */
export async function buildWorker(): Promise<BuiltWorker> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'worker-bundle-'));
  // The build's dist/ may not exist during unit tests; the bundle does not depend on it.
  const assets = await mkdtemp(path.join(tmpdir(), 'worker-assets-'));
  await writeFile(path.join(assets, 'index.html'), '<!doctype html><title>Home</title>');
  const wrangler = path.resolve('node_modules', '.bin', 'wrangler');
  await promisify(execFile)(
    wrangler,
    ['deploy', '--dry-run', '--config', WRANGLER_CONFIG, '--outdir', outDir, '--assets', assets],
    { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' }, timeout: 60_000 },
  );
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
    modules: true,
    // Module names are paths below this folder; workerd refuses one that climbs out with "..".
    modulesRoot: built.outDir,
    scriptPath: built.scriptPath,
    bindings: { ...workerOptions.bindings, ...env },
  } as WorkerOptions;
}

/** One workerd process on a loopback port running the given workers. */
export async function startWorkerd(workers: WorkerOptions[]) {
  const miniflare = new Miniflare({ host: '127.0.0.1', port: 0, workers });
  const url = await miniflare.ready;
  return { miniflare, url: url.origin };
}
