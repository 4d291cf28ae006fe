import { fork } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BundledContent } from '../src/content/vitePlugin.ts';

interface BundleOptions {
  distDir: string;
  ssrDir: string;
  siteUrl: string;
}

/**
 * Vite and the site's Vite setup. Loaded on demand, not at the top: they took about a second
 * to load, and a build that reuses its bundles (a page edit) never needs them.
 */
export const loadBundler = () => Promise.all([import('vite'), import('../vite.config.ts')]);

/**
 * The client and server bundles. They carry the site data (for the browser) but no page, so
 * the benchmark builds them once and prerenders many page sets with them. This file is part
 * of the bundles' key (bundle-cache.ts): a change here makes new ones.
 */
export async function bundleSite(
  content: BundledContent,
  { distDir, ssrDir, siteUrl }: BundleOptions,
) {
  const [{ build }, { siteViteConfig }] = await loadBundler();
  const config = siteViteConfig({ content, siteUrl });
  const shared = { ...config, configFile: false as const, logLevel: 'warn' as const };
  await build({ ...shared, build: { ...config.build, outDir: distDir } });
  // The renderer as one file with its packages inside: loading React, Emotion and the router
  // from node_modules, module by module, and a chunk per block took about 0.18 s of a 0.9 s
  // rebuild that renders one page; one file loads in about 0.07 s. React's development build
  // is left out where NODE_ENV says production, as it is never run there.
  await build({
    ...shared,
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
    build: {
      ...config.build,
      ssr: 'entry-server.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  // The server bundle is ES modules; outside the project (a temporary folder) nothing above it
  // says so, and a prerender worker's loader would then take it for CommonJS.
  await writeFile(path.join(ssrDir, 'package.json'), '{ "type": "module" }\n');
}

export interface BundleRequest {
  content: BundledContent;
  options: BundleOptions;
}

export type BundleAnswer = { peakRssBytes: number } | { error: string };

/**
 * Compiled by scripts/run.js, this module runs from a chunk beside the compiled child entry;
 * under tsx (the tests) the child loads tsx first.
 */
const compiledChild = import.meta.filename.endsWith('.js')
  ? path.join(path.dirname(import.meta.filename), 'bundle-process.js')
  : null;

/**
 * The bundling process's environment. Vite's bundler allocates through mimalloc, which asks
 * Linux for transparent huge pages on its 1 GiB arena; where the kernel grants them on request
 * (the `madvise` setting, Debian's default), each first touch zeroes 2 MiB. Measured on a cold
 * build of 1,240 pages on 2 cores: the kernel zeroing pages took 1.1 to 1.5 s of the bundle
 * step's 2.9 to 3.4 s; with the arena on normal pages, the step took 1.8 to 1.9 s. A value
 * set by whoever runs the build is kept.
 */
export const bundlingEnvironment = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  ...env,
  MIMALLOC_ALLOW_THP: env.MIMALLOC_ALLOW_THP ?? '0',
});

/** A child process that makes the bundles once it is handed the site data and articles. */
export interface BundlingProcess {
  /** Resolves to the child's peak memory once it has bundled and exited. */
  bundle(content: BundledContent, options: BundleOptions): Promise<{ peakRssBytes: number }>;
  /** Ends the child, done or not; resolves once it has exited and writes nothing more. */
  stop(): Promise<void>;
}

/**
 * `bundleSite` in a child process of its own. Vite's bundler keeps about 300 MB it allocated
 * outside the JavaScript heap until the process ends, and the prerender's workers came on
 * top of it: a cold build of 1,000 pages peaked at 640 to 670 MB in one process.
 *
 * Started before the content is checked, the child loads Node and Vite (about half a second)
 * meanwhile, beside the content checks.
 */
export function startBundlingProcess(): BundlingProcess {
  const child = fork(
    compiledChild ?? fileURLToPath(new URL('./bundle-process.ts', import.meta.url)),
    [],
    {
      execArgv: compiledChild ? [] : ['--import', 'tsx'],
      serialization: 'advanced',
      env: bundlingEnvironment(process.env),
    },
  );
  const ended = new Promise<{ peakRssBytes: number }>((resolve, reject) => {
    let answer: BundleAnswer | undefined;
    child.once('message', (message: BundleAnswer) => (answer = message));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (answer && 'peakRssBytes' in answer && code === 0) resolve(answer);
      else if (answer && 'error' in answer) reject(new Error(`bundling failed: ${answer.error}`));
      else reject(new Error(`the bundling process stopped (${signal ?? `exit code ${code}`})`));
    });
  });
  // Awaited by bundle(); a child stopped unused must not count as a failure nobody heard.
  ended.catch(() => undefined);
  // A child that failed to start emits 'error' and no 'exit'.
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  return {
    bundle(content, options) {
      child.send({ content, options } satisfies BundleRequest);
      return ended;
    },
    stop() {
      child.kill();
      return exited;
    },
  };
}
