import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNginx } from '../../../scripts/lib/nginx';
import { writeTinyDist } from '../../../tests/support/tinyDist';
import { loadServerConfig } from '../config';
import { readServerContent, createNodeApp } from '../node';
import { NGINX_INCLUDE_FILE, nginxSiteInclude } from './siteInclude';

const TEMPLATE = path.resolve(__dirname, 'site.conf.template');
const REDIRECTS = [{ from: '/ethereumtousdt', to: '/ethtousdt' }];
/** Providers a deployment names, so the policy is not simply the default one. */
const ENV = {
  CHART_SCRIPT_URL: 'https://charts.example/tv.js',
  SWAP_WIDGET_SCRIPT_URL: 'https://widget.example/script.js',
  MINI_CHART_SCRIPT_URL: '',
};

let work: string;
let distDir: string;
let nginx: ChildProcess | undefined;
let nodeServer: Server | undefined;
const origins: Record<'node' | 'nginx', string> = { node: '', nginx: '' };

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A built site in miniature: pages, a moved address, an asset, page data and the build's files. */
async function writeDist() {
  const dist = await writeTinyDist('nginx-dist-');
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
    await writeFile(path.join(dist, file), text);
  };
  await write('bitcoin.html', '<!doctype html><title>Bitcoin</title>');
  await write('ethtousdt.html', '<!doctype html><title>ETH to USDT</title>');
  await write('assets/app-1a2b3c.js', 'console.log(1);');
  await write('page-data/bitcoin.json', '{"slug":"bitcoin"}');
  await write('robots.txt', 'User-agent: *\n');
  await write('_headers', '/*\n  X-Test: 1\n');
  await write('_redirects', '/ethereumtousdt /ethtousdt 301\n');
  await write('_server/redirects.json', JSON.stringify(REDIRECTS));
  const content = readServerContent(dist);
  const config = loadServerConfig(ENV, content.providers);
  await write(NGINX_INCLUDE_FILE, nginxSiteInclude(config.public, REDIRECTS));
  // nginx's workers run as an unprivileged user when it is started as root.
  execFileSync('chmod', ['-R', 'a+rX', dist]);
  await chmod(dist, 0o755);
  return dist;
}

async function startNginx(port: number) {
  const found = findNginx();
  if (!found) throw new Error('nginx is not installed: run npx tsx scripts/ensure-nginx.ts');
  const site = execFileSync('envsubst', ['${PORT} ${DIST}'], {
    input: await readFile(TEMPLATE, 'utf8'),
    encoding: 'utf8',
    env: { ...process.env, PORT: `127.0.0.1:${port}`, DIST: distDir },
  });
  await writeFile(path.join(work, 'site.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(work, name)};`;
  await writeFile(
    path.join(work, 'nginx.conf'),
    [
      `pid ${path.join(work, 'nginx.pid')};`,
      `error_log ${path.join(work, 'error.log')};`,
      'worker_processes 1;',
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
      `  include ${path.join(work, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  nginx = spawn(
    found.path,
    ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  nginx.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  origins.nginx = `http://127.0.0.1:${port}`;
  // Bounded wait for the listener: 100 tries, 100 ms apart.
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (nginx.exitCode !== null) throw new Error(`nginx stopped: ${stderr}`);
    try {
      await fetch(`${origins.nginx}/robots.txt`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not answer on ${origins.nginx}: ${stderr}`);
}

async function startNode() {
  const content = readServerContent(distDir);
  const app = createNodeApp({ distDir, content, config: loadServerConfig(ENV, content.providers) });
  nodeServer = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () =>
      resolve(started as Server),
    ) as Server;
  });
  origins.node = `http://127.0.0.1:${(nodeServer.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'nginx-run-'));
  await chmod(work, 0o755);
  distDir = await writeDist();
  await startNginx(await freePort());
  await startNode();
}, 60_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  if (nginx && nginx.exitCode === null) {
    await new Promise((resolve) => nginx!.once('exit', resolve));
  }
  nodeServer?.closeAllConnections();
  await new Promise((resolve) => (nodeServer ? nodeServer.close(resolve) : resolve(undefined)));
  await rm(work, { recursive: true, force: true });
  await rm(distDir, { recursive: true, force: true });
});

const DOCUMENT = 'public, max-age=0, must-revalidate';

/** The route checks, run against `npm start`'s app and nginx with the template alike. */
const ROUTES: [string, number, { location?: string; body?: RegExp; cache?: string }][] = [
  ['/', 200, { body: /<title>Home<\/title>/, cache: DOCUMENT }],
  ['/bitcoin', 200, { body: /<title>Bitcoin<\/title>/, cache: DOCUMENT }],
  ['/bitcoin/', 301, { location: '/bitcoin' }],
  ['/nope', 404, { body: /<title>Missing<\/title>/, cache: DOCUMENT }],
  ['/a/b/c', 404, { body: /<title>Missing<\/title>/ }],
  ['/home', 404, {}],
  ['/404', 404, {}],
  ['/bitcoin.html', 404, {}],
  ['/404.html', 404, { body: /<title>Missing<\/title>/ }],
  ['/_server/content.json', 404, {}],
  ['/_server/nginx.conf', 404, {}],
  ['/_headers', 404, {}],
  ['/_redirects', 404, {}],
  ['/index.html.gz', 404, {}],
  ['/.hidden', 404, {}],
  ['/ethereumtousdt', 301, { location: '/ethtousdt' }],
  ['/ethereumtousdt/', 301, { location: '/ethtousdt' }],
  ['/page-data/ethereumtousdt.json', 301, { location: '/page-data/ethtousdt.json' }],
  ['/ethtousdt', 200, { body: /ETH to USDT/ }],
  ['/assets/app-1a2b3c.js', 200, { cache: 'public, max-age=31536000, immutable' }],
  ['/assets/missing.js', 404, { body: /<title>Missing<\/title>/, cache: DOCUMENT }],
  // The folder itself is no file: the 404 page at once, not a move to /assets first.
  ['/assets/', 404, { body: /<title>Missing<\/title>/, cache: DOCUMENT }],
  ['/assets', 404, { body: /<title>Missing<\/title>/, cache: DOCUMENT }],
  ['/page-data/', 404, {}],
  // A refusal is for this request only, as every 4xx but the 404 page is on Node.
  ['/bitcoin%zz', 400, { cache: 'no-store' }],
  ['/%', 400, { cache: 'no-store' }],
  ['/page-data/bitcoin.json', 200, { body: /"slug":"bitcoin"/, cache: DOCUMENT }],
  ['/page-data/nope.json', 404, { body: /^null$/ }],
  ['/robots.txt', 200, { body: /User-agent/, cache: 'public, max-age=3600' }],
  ['/robots.txt/', 404, {}],
];

describe.each(['node', 'nginx'] as const)(
  'the site as %s serves it',
  { timeout: 30_000 },
  (server) => {
    it.each(ROUTES)('%s answers %i', async (route, status, expected) => {
      const response = await fetch(`${origins[server]}${route}`, { redirect: 'manual' });
      const body = await response.text();
      expect(response.status).toBe(status);
      if (expected.location) expect(response.headers.get('location')).toBe(expected.location);
      if (expected.body) expect(body).toMatch(expected.body);
      if (expected.cache) expect(response.headers.get('cache-control')).toBe(expected.cache);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    });
  },
);

describe('nginx with the template', { timeout: 30_000 }, () => {
  it('sends the Cache-Control npm start sends for a refused method and a refused address', async () => {
    for (const [route, init] of [
      ['/bitcoin', { method: 'POST', body: 'x' }],
      ['/%', {}],
    ] as const) {
      const [fromNode, fromNginx] = await Promise.all(
        [origins.node, origins.nginx].map((origin) => fetch(`${origin}${route}`, init)),
      );
      expect(fromNginx!.status).toBe(fromNode!.status);
      expect(fromNginx!.status).toBeGreaterThanOrEqual(400);
      expect(fromNode!.headers.get('cache-control')).toBe('no-store');
      expect(fromNginx!.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('sends the very policy npm start sends for the configured providers', async () => {
    const [fromNode, fromNginx] = await Promise.all(
      [origins.node, origins.nginx].map((origin) => fetch(`${origin}/bitcoin`)),
    );
    const policy = fromNginx!.headers.get('content-security-policy');
    expect(policy).toBe(fromNode!.headers.get('content-security-policy'));
    expect(policy).toContain('https://charts.example');
  });

  it('sends the build’s compressed copy of a page to a client that takes gzip', async () => {
    await writeFile(
      path.join(distDir, 'robots.txt.gz'),
      execFileSync('gzip', ['-c'], { input: 'User-agent: *\n' }),
    );
    execFileSync('chmod', ['a+r', path.join(distDir, 'robots.txt.gz')]);
    const response = await fetch(`${origins.nginx}/robots.txt`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe('User-agent: *\n');
  });
});
