/**
 * One measured step of the benchmark, run in a child process of its own so that its peak
 * memory (the process's maxRSS) belongs to that step alone. The parent passes the request as
 * JSON in argv[2] and gets a StepResult back over the IPC channel.
 */
import { fork, spawn } from 'node:child_process';
import { cp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '../../src/content/index.ts';
import { loadBlockChecks } from '../../src/blocks/index.ts';

export type StepRequest =
  | { step: 'parse'; pagesDir: string }
  | { step: 'validate'; pagesDir: string }
  | { step: 'bundle'; pagesDir: string; clientDir: string; ssrDir: string }
  | { step: 'prerender'; pagesDir: string; distDir: string; templateDir: string; ssrDir: string };

export interface StepResult {
  ms: number;
  /**
   * CPU time of the step (every thread of the process). On a shared machine wall time
   * includes waiting for other people's work; CPU time mostly does not.
   */
  cpuMs: number;
  /** process.resourceUsage().maxRSS, in bytes: the step's peak resident memory. */
  peakRssBytes: number;
  /** Pages the step handled, when it counts them. */
  pages?: number;
}

export const stepFile = fileURLToPath(import.meta.url);
const projectRoot = path.resolve(path.dirname(stepFile), '../..');

async function jsonFilesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Reads in flight at once: enough to keep libuv's four file threads busy. */
const READS_AT_ONCE = 32;

/** The baseline the validator is compared with: read every file and JSON.parse it, nothing else. */
async function readAndParse(folder: string): Promise<number> {
  const files = await jsonFilesUnder(folder);
  let next = 0;
  const reader = async () => {
    while (next < files.length) JSON.parse(await readFile(files[next++]!, 'utf8'));
  };
  await Promise.all(Array.from({ length: READS_AT_ONCE }, reader));
  return files.length;
}

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const value = await work();
  const cpu = process.cpuUsage(cpuBefore);
  return { ms: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000, value };
}

async function run(request: StepRequest): Promise<Omit<StepResult, 'peakRssBytes'>> {
  switch (request.step) {
    case 'parse': {
      const { value, ...times } = await timed(() => readAndParse(request.pagesDir));
      return { ...times, pages: value };
    }
    case 'validate': {
      const { validatePagesData } = await import('../../src/content/validation/index.ts');
      const { value, ...times } = await timed(() =>
        validatePagesData(request.pagesDir, { blockChecks: loadBlockChecks }),
      );
      if (!value.ok)
        throw new Error(`the generated pages do not validate: ${value.errors[0]?.message}`);
      return { ...times, pages: value.filesChecked };
    }
    case 'bundle': {
      const { bundleSite } = await import('../site-bundles.ts');
      const content = await loadContent(request.pagesDir, { blockChecks: loadBlockChecks });
      const { clientDir, ssrDir } = request;
      const { ms, cpuMs } = await timed(() =>
        bundleSite(content, { distDir: clientDir, ssrDir, siteUrl: content.site.siteUrl }),
      );
      return { ms, cpuMs };
    }
    case 'prerender': {
      const { prerenderSite } = await import('../prerender.ts');
      const { pages, site, articles, knownBrokenLinks, redirects, made, catalogue } =
        await loadContent(request.pagesDir, { blockChecks: loadBlockChecks });
      const { distDir, templateDir, ssrDir } = request;
      // prerenderSite fills in the HTML template Vite wrote (then overwrites it with the home
      // page) and reads Vite's manifest for each page's block chunks: a fresh client bundle.
      await rm(distDir, { recursive: true, force: true });
      await cp(templateDir, distDir, { recursive: true });
      const ssrEntry = path.join(ssrDir, 'entry-server.js');
      const { value, ...times } = await timed(() =>
        prerenderSite({
          ...{ pages, site, articles, knownBrokenLinks, redirects, made, catalogue },
          ...{ distDir, ssrEntry },
        }),
      );
      return { ...times, pages: value.pages };
    }
  }
}

/** A stuck step must not hang the benchmark for ever; a 10,000-page build takes minutes. */
const STEP_TIMEOUT_MS = 30 * 60 * 1000;

/** Runs one step in a fresh Node process and returns what it measured. */
export function runStep(request: StepRequest): Promise<StepResult> {
  return new Promise((resolve, reject) => {
    const child = fork(stepFile, [JSON.stringify(request)], {
      cwd: projectRoot,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      timeout: STEP_TIMEOUT_MS,
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let result: StepResult | undefined;
    child.on('message', (message) => (result = message as StepResult));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (result && code === 0) return resolve(result);
      const how = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
      reject(new Error(`the ${request.step} step ${how}:\n${output.trim().slice(-4000)}`));
    });
  });
}

/** A whole command as a person runs it, timed from start to exit. */
export interface CommandResult {
  /** Wall time of the whole command: start-up, loading, the work and exit. */
  ms: number;
  /** The time the program measured inside itself, from after its start-up to the end. */
  inProcessMs: number | null;
  /** The peak resident memory the program measured of itself (its threads included). */
  peakRssBytes: number | null;
  output: string;
}

/**
 * Runs a command to its end and times it. A program that writes its own figures (our build's
 * --figures, the Eleventy peer) is given figuresFile, which is read afterwards.
 */
export function runCommand(
  command: string,
  args: string[],
  { figuresFile, cwd = projectRoot }: { figuresFile?: string; cwd?: string } = {},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: STEP_TIMEOUT_MS,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', async (code, signal) => {
      const ms = performance.now() - started;
      if (code !== 0) {
        const how = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
        reject(new Error(`${command} ${args.join(' ')} ${how}:\n${output.trim().slice(-4000)}`));
        return;
      }
      let figures: { ms?: number; peakRssBytes?: number } = {};
      if (figuresFile) figures = JSON.parse(await readFile(figuresFile, 'utf8')) as typeof figures;
      resolve({
        ms,
        inProcessMs: figures.ms ?? null,
        peakRssBytes: figures.peakRssBytes ?? null,
        output,
      });
    });
  });
}

if (process.argv[1] === stepFile) {
  const request = JSON.parse(process.argv[2] ?? '{}') as StepRequest;
  try {
    const result = await run(request);
    const peakRssBytes = process.resourceUsage().maxRSS * 1024;
    // Exit once the result is out: a build can leave worker handles that keep a process alive.
    process.send?.({ ...result, peakRssBytes } satisfies StepResult, () => process.exit(0));
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  }
}
