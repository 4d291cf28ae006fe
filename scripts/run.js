/**
 * Starts a TypeScript entry point (`node scripts/run.js build ...`) as JavaScript that esbuild
 * compiled once and that is kept in node_modules/.cache/swap-site/scripts, keyed by a hash of
 * every source file it was made of. Measured on a loaded 2-core machine, loading tsx alone cost
 * about half a second per start, more than a build with nothing to do; this file is plain
 * JavaScript so that it needs no loader, and esbuild is only loaded when a source changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const digest = (data) => createHash('sha256').update(data).digest('hex');
/**
 * A folder of its own for each checkout: git worktrees may share one node_modules (a link to
 * the main checkout's), and each checkout deletes the compilations its own manifest no longer
 * points at, which were then another checkout's, sometimes while its build was running them.
 */
const cacheDir = path.join(
  projectRoot,
  'node_modules',
  '.cache',
  'swap-site',
  'scripts',
  digest(projectRoot).slice(0, 16),
);
const manifestFile = path.join(cacheDir, 'manifest.json');

/**
 * The commands, compiled together so that they share chunks. The prerender worker and the
 * bundling process are entries of their own: prerender.ts and site-bundles.ts start them from
 * beside their own compiled chunk.
 */
const ENTRY_POINTS = {
  build: 'scripts/build.ts',
  validate: 'scripts/validate.ts',
  start: 'scripts/start.ts',
  'prerender-worker': 'scripts/prerender-worker.ts',
  'bundle-process': 'scripts/bundle-process.ts',
  // The benchmark's Eleventy peer, started the same way as the build it is compared with.
  'bench-eleventy': 'scripts/bench/eleventy-cli.ts',
};
const COMMANDS = ['build', 'validate', 'start', 'bench-eleventy'];

/** The hash of the listed source files as they are now; null when one is gone. */
function sourceKey(inputs) {
  const hash = createHash('sha256');
  // This file decides how the sources are compiled, so it is one of them.
  for (const file of [fileURLToPath(import.meta.url), ...inputs]) {
    try {
      hash.update(`${file}\0${digest(readFileSync(path.resolve(projectRoot, file)))}\0`);
    } catch {
      return null;
    }
  }
  return hash.digest('hex');
}

function readManifest() {
  try {
    return JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    return null;
  }
}

const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.jsx': 'jsx', '.mjs': 'js' };

/**
 * The compiled code runs from the cache folder, but the project's modules find their files
 * from their own location (import.meta.url, import.meta.dirname): each module is given the
 * location of its source. import.meta.filename is left as it is, the file actually running.
 */
const sourceLocations = {
  name: 'source-locations',
  setup(build) {
    build.onLoad({ filter: /\.(m?js|jsx|tsx?)$/ }, async ({ path: file }) => {
      if (file.split(path.sep).includes('node_modules')) return undefined;
      const text = await readFile(file, 'utf8');
      const contents = text
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(file)));
      return { contents, loader: LOADERS[path.extname(file)] };
    });
  },
};

async function compile() {
  const esbuild = await import('esbuild');
  const staging = path.join(cacheDir, `staging-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: projectRoot,
    entryPoints: ENTRY_POINTS,
    outdir: staging,
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Packages are loaded from node_modules at run time, as under tsx.
    packages: 'external',
    metafile: true,
    logLevel: 'warning',
    plugins: [sourceLocations],
  });
  const inputs = Object.keys(result.metafile.inputs).sort();
  const key = sourceKey(inputs);
  const outDir = path.join(cacheDir, key);
  // Another build may have compiled the same sources meanwhile; its copy is as good.
  if (existsSync(outDir)) await rm(staging, { recursive: true, force: true });
  else await rename(staging, outDir);
  // Earlier compilations go: the manifest only ever points at this one.
  const previous = readManifest();
  await writeFile(manifestFile, JSON.stringify({ key, inputs }));
  if (previous?.key && previous.key !== key) {
    await rm(path.join(cacheDir, previous.key), { recursive: true, force: true });
  }
  return outDir;
}

/** The folder of compiled entry points for the sources as they are now. */
async function compiledDir() {
  const manifest = readManifest();
  if (manifest && sourceKey(manifest.inputs) === manifest.key) {
    const dir = path.join(cacheDir, manifest.key);
    if (existsSync(dir)) return dir;
  }
  await mkdir(cacheDir, { recursive: true });
  return compile();
}

const [command, ...args] = process.argv.slice(2);
if (!COMMANDS.includes(command)) {
  console.error(`usage: node scripts/run.js <${COMMANDS.join('|')}> [arguments]`);
  process.exit(2);
}
const dir = await compiledDir();
// The entry point checks that it is the program started (process.argv[1]) against its source.
process.argv = [process.argv[0], path.join(projectRoot, ENTRY_POINTS[command]), ...args];
await import(pathToFileURL(path.join(dir, `${command}.js`)).href);
