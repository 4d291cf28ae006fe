import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = path.resolve(benchDir, '../..');
const SERVER_START_TIMEOUT_MS = 30_000;
const FAKE_UPSTREAMS_SERVER = 'tests/fixtures/fake-upstreams/server.ts';

export interface RunningSite {
  origin: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${url} within ${SERVER_START_TIMEOUT_MS / 1000} s`);
}

/**
 * The browser tests' fake third parties (market data, widget, chart and analytics scripts,
 * news feeds) as the browser tests start them, in a process of their own on a free loopback
 * port, so the pages load what a visitor's would, answered at once and the same every run.
 * The bench reaches them over HTTP only, settings included, and imports no test code.
 */
async function startFakeUpstreams() {
  const port = await freePort();
  const fakes = spawn(process.execPath, ['--import', 'tsx', FAKE_UPSTREAMS_SERVER], {
    cwd: projectRoot,
    env: { ...process.env, FAKE_UPSTREAMS_PORT: String(port) },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${base}/health`, fakes);
    const env = (await (await fetch(`${base}/deployment-env`)).json()) as Record<string, string>;
    return { env, stop: () => void fakes.kill('SIGTERM') };
  } catch (error) {
    fakes.kill();
    throw error;
  }
}

/** The production server (src/server) on `distDir`, in a child process, on a loopback port. */
async function startProductionServer(
  distDir: string,
  upstreamEnv: Record<string, string>,
  port?: number,
) {
  const chosen = port ?? (await freePort());
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(benchDir, 'serve.ts'), distDir],
    {
      cwd: projectRoot,
      env: {
        ...process.env,
        ...upstreamEnv,
        HOST: '127.0.0.1',
        PORT: String(chosen),
      },
      stdio: 'ignore',
    },
  );
  const origin = `http://127.0.0.1:${chosen}`;
  try {
    await waitForServer(`${origin}/`, server);
  } catch (error) {
    server.kill();
    throw error;
  }
  return { origin, stop: () => void server.kill('SIGTERM') };
}

/**
 * A build served as deployed: the production server on `distDir`, its third parties answered
 * by the fakes, both on loopback.
 */
export async function serveBuiltSite(distDir: string, port?: number): Promise<RunningSite> {
  const fakes = await startFakeUpstreams();
  try {
    const server = await startProductionServer(distDir, fakes.env, port);
    return {
      origin: server.origin,
      stop: async () => {
        server.stop();
        fakes.stop();
      },
    };
  } catch (error) {
    fakes.stop();
    throw error;
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  // Module scripts run only when served as JavaScript.
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * A plain static server for the floor app, which has no page data for the production server
 * to serve; its files are the same bytes either way, and the bench sizes them from disk.
 */
export async function serveStaticFolder(dir: string): Promise<RunningSite> {
  const root = path.resolve(dir);
  const server = createHttpServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(root, pathname === '/' ? 'index.html' : pathname);
    const notFound = () => response.writeHead(404).end();
    if (!file.startsWith(`${root}${path.sep}`)) return notFound();
    stat(file).then((found) => {
      if (!found.isFile()) return notFound();
      response.writeHead(200, {
        'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        'content-length': found.size,
      });
      createReadStream(file).pipe(response);
    }, notFound);
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
