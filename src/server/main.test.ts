import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './main';
import { writeTinyDist } from '../../tests/support/tinyDist';

let distDir: string;
let server: Server;

/** Sends bytes no HTTP client library would send, and reads the whole answer. */
function sendRaw(raw: string): Promise<string> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(raw));
    let answer = '';
    socket.setEncoding('utf8');
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer within 5 s')));
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

beforeAll(async () => {
  distDir = await writeTinyDist('main-dist-');
  await writeFile(path.join(distDir, 'robots.txt'), 'User-agent: *\n');
  process.env.PORT = '0';
  server = startServer({ distDir });
  await new Promise((resolve) => server.once('listening', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(distDir, { recursive: true, force: true });
});

describe('requests too malformed to reach the app', () => {
  it.each([
    [
      'a raw backslash in the path',
      'GET /a\\b HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    ],
  ])('answers %s with 400 and the security headers', async (_, raw) => {
    const answer = await sendRaw(raw);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/\r\ncontent-security-policy: default-src 'self'/i);
    expect(answer).toMatch(/\r\nx-content-type-options: nosniff/i);
  });
});

describe('the Node server', () => {
  // The values src/server/README.md states, written out: a changed constant must fail here.
  it('bounds its connections', () => {
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(30_000);
    expect(server.keepAliveTimeout).toBe(5_000);
    // The cap on sockets of any kind, refused and closing ones included, is twice the 4,096
    // that can be served; connections.test.ts holds the 4,096 and the 64 per client.
    expect(server.maxConnections).toBe(8_192);
  });

  it('answers a header line the parser refuses with 400 and the security headers', async () => {
    const answer = await sendRaw('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nno colon\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/\r\ncontent-security-policy: default-src 'self'/i);
  });

  it('serves a file at its own address only: /robots.txt/ is not found', async () => {
    const { port } = server.address() as AddressInfo;
    expect((await fetch(`http://127.0.0.1:${port}/robots.txt`)).status).toBe(200);
    const slashed = await fetch(`http://127.0.0.1:${port}/robots.txt/`, { redirect: 'manual' });
    expect(slashed.status).toBe(404);
    await slashed.body?.cancel();
  });
});
