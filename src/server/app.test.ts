import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import { readContentFile, siteFixture } from '../../tests/support/siteFixture';
import { SERVER_CONTENT_FILE, serverContentOf } from './content';
import type { ServerConfig } from './config';
import { compressResponses } from './compress';
import { createNodeApp } from './node';

const EXPECTED_CSP = [
  "default-src 'self'",
  "script-src 'self' https://s3.tradingview.com https://widget.test 'unsafe-hashes' 'sha256-8b9+EghmwsO1ntkpo17bMj99CW1rYypvdw4/rmBh1Yk='",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self' https://market.test https://widget.test",
  'frame-src https://s.tradingview.com https://widget.test https://www.tradingview-widget.com',
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Long enough that the build writes .br and .gz copies of it. */
const filler = (label: string) => `<p>${label} ${'swap '.repeat(400)}</p>`;
const homeHtml = `<!doctype html><title>Home</title>${filler('home page')}`;
const bitcoinHtml = `<!doctype html><title>Bitcoin</title>${filler('bitcoin page')}`;
const notFoundHtml = `<!doctype html><title>Missing</title><h1>404 Page Not Found</h1>${filler('x')}`;
const assetJs = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const coinMarkSvg = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="9"/>'.repeat(120)}</svg>`;

const testConfig: ServerConfig = {
  public: {
    marketBase: 'https://market.test/api',
    chartScriptUrl: 'https://s3.tradingview.com/tv.js',
    miniChartScriptUrl:
      'https://s3.tradingview.com/external-embedding/embed-widget-mini-symbol-overview.js',
    analyticsScriptUrl: null,
    swapWidgetScriptUrl: 'https://widget.test/script.js',
  },
  newsFeeds: [],
  market: {
    upstreamUrl: 'https://market.test/api',
    cacheMs: 0,
    timeoutMs: 1_000,
    upstreamPerMinute: 30,
    clientSharePerMinute: 6,
  },
};

let distDir: string;
let server: Server;
let port: number;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw HTTP request: the path goes out exactly as written, without URL normalisation. */
function send(
  target: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
  toPort = port,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port: toPort, path: target, method, headers, agent: false },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function listen(app: { fetch: (request: Request, env: unknown) => Response | Promise<Response> }) {
  return new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () =>
      resolve(started as Server),
    ) as Server;
  });
}

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'site-dist-'));
  const files: Record<string, string> = {
    'index.html': homeHtml,
    'bitcoin.html': bitcoinHtml,
    '404.html': notFoundHtml,
    'assets/index-Ab12Cd34.js': assetJs,
    'page-data/bitcoin.json': JSON.stringify({ slug: 'bitcoin', text: filler('data') }),
    'how-it-works.html': homeHtml,
    'page-data/how-it-works.json': JSON.stringify({
      slug: 'how-it-works',
      blocks: [{ type: 'news', keywords: ['Bitcoin'] }],
    }),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'icons/coins/dogecoin.svg': coinMarkSvg,
    'robots.txt': 'User-agent: *\n',
    '.vite/manifest.json': '{}',
    _headers: '/*\n  X-Frame-Options: DENY\n',
    [SERVER_CONTENT_FILE]: JSON.stringify(
      serverContentOf(
        siteFixture(),
        [readContentFile('pages/how-it-works.json')],
        readContentFile('news/articles.json'),
      ),
    ),
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(distDir, name)), { recursive: true });
    await writeFile(path.join(distDir, name), content);
  }
  await precompressDir(distDir);
  server = await listen(createNodeApp({ distDir, config: testConfig }));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(distDir, { recursive: true, force: true });
});

describe('serving the built site', () => {
  it.each([
    ['/', homeHtml],
    ['/bitcoin', bitcoinHtml],
  ])('answers %s with its page, checked on every use', async (target, html) => {
    const answer = await send(target);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(answer.body.toString()).toBe(html);
  });

  it('caches hashed assets for a year as immutable', async () => {
    const answer = await send('/assets/index-Ab12Cd34.js');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.toString()).toBe(assetJs);
  });

  it('gives page data short caching, and a JSON 404 for a page that does not exist', async () => {
    const found = await send('/page-data/bitcoin.json');
    expect(found.status).toBe(200);
    expect(found.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(found.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const missing = await send('/page-data/dogecoin.json');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe('null');
  });

  it('caches other files for an hour', async () => {
    for (const target of ['/favicon.svg', '/robots.txt']) {
      const answer = await send(target);
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=3600');
    }
  });

  it.each([
    '/dogecoinmoon',
    '/bitcoin/extra',
    '/a/b/c',
    '/index.html',
    '/bitcoin.html',
    '/404',
    '/bitcoin.html.br',
    '/.vite/manifest.json',
    '/_headers',
    '/_server/content.json',
  ])('answers %s with the 404 page and status 404', async (target) => {
    const answer = await send(target);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body.toString()).toBe(notFoundHtml);
  });

  it('gives the provider settings five minutes of caching: they change only on a restart', async () => {
    const answer = await send('/api/config');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(JSON.parse(answer.body.toString())).toMatchObject({
      marketBase: 'https://market.test/api',
      miniChartScriptUrl:
        'https://s3.tradingview.com/external-embedding/embed-widget-mini-symbol-overview.js',
    });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const answer = await send('/api/nothing-here');
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body.toString())).toEqual({ error: 'Not found' });
  });

  it('moves /bitcoin/ to the canonical /bitcoin, keeping the query', async () => {
    const answer = await send('/bitcoin/');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/bitcoin');
    const tagged = await send('/bitcoin/?utm_source=post&utm_medium=social');
    expect(tagged.headers.location).toBe('/bitcoin?utm_source=post&utm_medium=social');
  });

  it('moves an address spelled with capitals to its page, keeping the query', async () => {
    const answer = await send('/Bitcoin/?ref=post');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/bitcoin?ref=post');
  });

  it('answers a repeat visit with 304 when the page has not changed', async () => {
    const first = await send('/bitcoin');
    const etag = String(first.headers.etag);
    const again = await send('/bitcoin', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers HEAD with the headers and no body', async () => {
    const answer = await send('/bitcoin', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body.length).toBe(0);
  });
});

describe('security headers', () => {
  it.each(['/', '/assets/index-Ab12Cd34.js', '/nowhere', '/api/config'])(
    'sends the policy headers with %s',
    async (target) => {
      const { headers } = await send(target);
      expect(headers['content-security-policy']).toBe(EXPECTED_CSP);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
    },
  );

  it('ignores a client-sent X-Forwarded-Proto unless a trusted proxy is configured', async () => {
    expect((await send('/')).headers['strict-transport-security']).toBeUndefined();
    const spoofed = await send('/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    expect(String(spoofed.headers.vary ?? '')).not.toMatch(/x-forwarded-proto/i);
    // An absolute-form target names its own scheme; that is no more proof of TLS.
    const absolute = await send('https://127.0.0.1/');
    expect(absolute.headers['strict-transport-security']).toBeUndefined();
  });

  it('behind a trusted proxy, sends HSTS over HTTPS only and varies on X-Forwarded-Proto', async () => {
    const proxied = await listen(
      createNodeApp({ distDir, config: { ...testConfig, trustForwardedProto: true } }),
    );
    const proxiedPort = (proxied.address() as AddressInfo).port;
    try {
      const https = await send(
        '/bitcoin',
        { headers: { 'X-Forwarded-Proto': 'https' } },
        proxiedPort,
      );
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(https.headers.vary).toBe('Accept-Encoding, X-Forwarded-Proto');
      const http = await send(
        '/bitcoin',
        { headers: { 'X-Forwarded-Proto': 'http' } },
        proxiedPort,
      );
      expect(http.headers['strict-transport-security']).toBeUndefined();
      expect(http.headers.vary).toBe('Accept-Encoding, X-Forwarded-Proto');
      const api = await send('/api/config', {}, proxiedPort);
      expect(api.headers.vary).toMatch(/X-Forwarded-Proto/);
    } finally {
      await new Promise((resolve) => proxied.close(resolve));
    }
  });

  it('sends the security headers with an error the app did not expect, as JSON on the API', async () => {
    const app = createNodeApp({ distDir, config: testConfig });
    app.get('/api/boom', () => {
      throw new Error('deliberate failure');
    });
    const failing = await listen(app);
    const failingPort = (failing.address() as AddressInfo).port;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const answer = await send('/api/boom', {}, failingPort);
      expect(answer.status).toBe(500);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body.toString())).toEqual({
        error: 'The server failed to answer this request.',
      });
      expect(answer.body.toString()).not.toContain('deliberate');
      expect(answer.headers['content-security-policy']).toBe(EXPECTED_CSP);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      await new Promise((resolve) => failing.close(resolve));
    }
  });

  it.each(['/%', '/api/market/coins/markets?vs_currency=eur', '/api/news/Not_A_Slug'])(
    'sends the security headers with the refusal of %s',
    async (target) => {
      const answer = await send(target);
      expect(answer.status).toBe(400);
      expect(answer.headers['content-security-policy']).toBe(EXPECTED_CSP);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    },
  );
});

describe('HTTP/1.1 details', () => {
  it('accepts an absolute-form request target, as HTTP/1.1 requires', async () => {
    const answer = await send(`http://127.0.0.1:${port}/bitcoin`);
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(bitcoinHtml);
    const home = await send(`http://127.0.0.1:${port}`);
    expect(home.status).toBe(200);
    expect(home.body.toString()).toBe(homeHtml);
  });

  it('still refuses traversal hidden in an absolute-form target', async () => {
    const answer = await send(`http://127.0.0.1:${port}/%2e%2e/%2e%2e/etc/passwd`);
    expect(answer.status).toBe(400);
  });

  it.each([
    (etag: string) => `"other", ${etag}`,
    (etag: string) => `${etag} , W/"zzz"`,
    (etag: string) => etag.replace(/^W\//, ''),
    () => '*',
  ])('answers 304 to If-None-Match %#: a list holding the tag, the tag, or *', async (make) => {
    const first = await send('/bitcoin');
    const again = await send('/bitcoin', {
      headers: { 'If-None-Match': make(String(first.headers.etag)) },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers 200 when no tag in the If-None-Match list matches', async () => {
    const answer = await send('/bitcoin', { headers: { 'If-None-Match': '"a", W/"b"' } });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(bitcoinHtml);
  });

  it('serves news for a page whose slug has dashes', async () => {
    const answer = await send('/api/news/how-it-works');
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body.toString()) as { success: boolean; data: unknown[] };
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
  });
});

describe('compression', () => {
  it('compresses a page the build left uncompressed for clients that accept brotli', async () => {
    expect(existsSync(path.join(distDir, 'bitcoin.html.br'))).toBe(false);
    const answer = await send('/bitcoin', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).toString()).toBe(bitcoinHtml);
  });

  it('compresses a coin mark, which the build leaves uncompressed, on request too', async () => {
    expect(existsSync(path.join(distDir, 'icons/coins/dogecoin.svg.gz'))).toBe(false);
    const answer = await send('/icons/coins/dogecoin.svg', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(answer.headers['content-type']).toBe('image/svg+xml');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(coinMarkSvg);
  });

  it('gives each encoding of a page its own ETag, and answers 304 to a matching one', async () => {
    const br = await send('/page-data/bitcoin.json', { headers: { 'Accept-Encoding': 'br' } });
    const gz = await send('/page-data/bitcoin.json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gunzipSync(gz.body).toString()).toBe(brotliDecompressSync(br.body).toString());
    expect(br.headers.etag).not.toBe(gz.headers.etag);
    const again = await send('/page-data/bitcoin.json', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': String(br.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("sends the build's brotli copy of a shared file", async () => {
    expect(existsSync(path.join(distDir, 'assets/index-Ab12Cd34.js.br'))).toBe(true);
    const answer = await send('/assets/index-Ab12Cd34.js', {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body).toString()).toBe(assetJs);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const answer = await send('/assets/index-Ab12Cd34.js', {
      headers: { 'Accept-Encoding': 'gzip, br;q=0' },
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(assetJs);
  });

  it('sends plain bytes to clients that ask for no encoding', async () => {
    const answer = await send('/bitcoin');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(bitcoinHtml);
  });

  it('compresses responses built at request time, such as API answers', async () => {
    const payload = { items: Array.from({ length: 200 }, (_, index) => ({ index })) };
    const api = new Hono();
    api.use(compressResponses());
    api.get('/api/list', (c) => c.json(payload));
    api.get('/api/tiny', (c) => c.json({ ok: true }));
    const apiServer = await listen(api);
    const apiPort = (apiServer.address() as AddressInfo).port;
    try {
      const br = await send('/api/list', { headers: { 'Accept-Encoding': 'br' } }, apiPort);
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(payload);
      const gz = await send('/api/list', { headers: { 'Accept-Encoding': 'gzip' } }, apiPort);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(payload);
      const tiny = await send('/api/tiny', { headers: { 'Accept-Encoding': 'br' } }, apiPort);
      expect(tiny.headers['content-encoding']).toBeUndefined();
    } finally {
      await new Promise((resolve) => apiServer.close(resolve));
    }
  });
});

describe('refusing bad requests', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    'refuses %s on pages with 405 and says what is allowed',
    async (method) => {
      for (const target of ['/', '/bitcoin', '/assets/index-Ab12Cd34.js']) {
        const answer = await send(target, { method });
        expect(answer.status).toBe(405);
        expect(answer.headers.allow).toBe('GET, HEAD');
      }
    },
  );

  it.each([
    '/..%2f..%2fetc/passwd',
    '/%2e%2e/',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
    '/../../etc/passwd',
    '/assets/..%2f..%2fpackage.json',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/bitcoin%00.html',
    '/..%5c..%5cetc%5cpasswd',
  ])(
    'answers the traversal attempt %s with 400 or 404 and nothing from outside',
    async (target) => {
      const answer = await send(target);
      expect([400, 404]).toContain(answer.status);
      expect(answer.body.toString()).not.toMatch(/root:|"name": "swap-site"|\bat .+:\d+:\d+/);
    },
  );

  it.each(['/%E0%A4%A', '/%', '/bitcoin%zz', '/assets/%C0%AF'])(
    'answers the malformed address %s with 400 and no stack trace',
    async (target) => {
      const answer = await send(target);
      expect(answer.status).toBe(400);
      expect(answer.body.toString()).toBe('Bad Request');
    },
  );
});

describe('shutting down', () => {
  it('finishes the request in flight on SIGTERM, refuses new ones and exits 0', async () => {
    const fixture = path.join(import.meta.dirname, 'shutdown.fixture.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DIST_DIR: distDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const childPort = await new Promise<number>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      });
      child.on('exit', () => reject(new Error(`server exited early: ${output}`)));
    });

    const inFlight = send('/slow', {}, childPort);
    await new Promise((resolve) => setTimeout(resolve, 200));
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));

    await expect(send('/', {}, childPort)).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);
    const finished = await inFlight;
    expect(finished.status).toBe(200);
    expect(finished.body.toString()).toBe('finished');
    expect(await exited).toBe(0);
  }, 20_000);
});
