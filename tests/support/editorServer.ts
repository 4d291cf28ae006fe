import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { DEFAULT_CONTENT_DIR } from '../../src/content/collections';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * How long the editor may take to answer its first check. On a loaded two-core machine the
 * first one starts the editor's worker and validates the whole catalogue.
 */
export const FIRST_CHECK_MS = 120_000;

export interface EditorServer {
  /** Where the editor answers, without a trailing slash. */
  url: string;
  /** The copy of the content folder the editor edits. */
  contentDir: string;
  /** What the server printed so far. */
  output(): string;
  /** Opens the editor on a page and waits for its first check to answer "No problems". */
  open(page: Page, file: string): Promise<void>;
  /** Stops the server and removes the copy. */
  stop(): Promise<void>;
}

export interface EditorServerOptions {
  /** Names the temporary folder, so a leftover one says which spec made it. */
  name: string;
  port: number;
  /** `dev` is `npm run dev` (the editor beside the site); `edit` is the marketer's `npm run edit`. */
  script?: 'dev' | 'edit';
  /** Runs on the copy before the server starts, such as making it a git repository. */
  prepare?: (contentDir: string) => Promise<void> | void;
}

async function answering(url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/__edit/api/pages`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the editor did not answer at ${url}:\n${output()}`);
}

/**
 * A Vite cache folder for one test server, inside node_modules (which the dev server may
 * serve): servers sharing one rewrote each other's package bundles and reloaded the pages.
 */
export const viteCacheFor = (name: string) => path.join(repoRoot, 'node_modules', `.vite-${name}`);

/**
 * The page editor on a copy of the content folder of its own, on one port: each editor spec
 * edits files the others read, so none shares a copy.
 */
export async function startEditorServer({
  name,
  port,
  script = 'dev',
  prepare,
}: EditorServerOptions): Promise<EditorServer> {
  const url = `http://127.0.0.1:${port}`;
  const work = await mkdtemp(path.join(tmpdir(), `${name}-`));
  const contentDir = path.join(work, 'content');
  await cp(DEFAULT_CONTENT_DIR, contentDir, { recursive: true });
  await prepare?.(contentDir);
  const args =
    script === 'dev'
      ? ['run', 'dev', '--', '--host', '127.0.0.1', '--port', String(port), '--strictPort']
      : ['run', 'edit', '--', '--port', String(port)];
  let printed = '';
  const server: ChildProcess = spawn('npm', args, {
    cwd: repoRoot,
    env: { ...process.env, CONTENT_DIR: contentDir, VITE_CACHE_DIR: viteCacheFor(name) },
    detached: true,
  });
  server.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const output = () => printed;
  const stop = async () => {
    if (server.pid && server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await rm(work, { recursive: true, force: true });
  };
  try {
    await answering(url, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    contentDir,
    output,
    stop,
    async open(page, file) {
      await page.goto(`${url}/__edit?file=${encodeURIComponent(file)}`, {
        waitUntil: 'domcontentloaded',
      });
      await expect(page.getByRole('heading', { name: 'No problems' })).toBeVisible({
        timeout: FIRST_CHECK_MS,
      });
    },
  };
}
