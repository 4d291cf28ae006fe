// @vitest-environment node
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONNECTION_LIMITS,
  connectionOptions,
  limitConnections,
  type ConnectionLimits,
} from './connections';

const POLICY = { 'Content-Security-Policy': "default-src 'self'", 'X-Frame-Options': 'DENY' };

let server: Server | undefined;
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

async function listen(limits: Partial<ConnectionLimits>) {
  const all = { ...CONNECTION_LIMITS, ...limits };
  server = createServer(connectionOptions(all), (_req, res) => res.end('ok'));
  limitConnections(server, POLICY, all);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A raw connection that records what it receives and when the server closes it. */
function open(port: number) {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, connected };
}

describe('connection limits', { timeout: 30_000 }, () => {
  it('sets the limits on the server and pins sane values', () => {
    expect(CONNECTION_LIMITS.headersTimeoutMs).toBeLessThanOrEqual(15_000);
    expect(CONNECTION_LIMITS.requestTimeoutMs).toBeLessThanOrEqual(60_000);
    expect(connectionOptions()).toMatchObject({ headersTimeout: 10_000, requestTimeout: 30_000 });
  });

  it('ends a connection whose headers never finish with 408 and the security headers', async () => {
    const port = await listen({
      headersTimeoutMs: 1_000,
      requestTimeoutMs: 2_000,
      checkEveryMs: 200,
    });
    const slow = open(port);
    await slow.connected;
    const started = performance.now();
    slow.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a');
    const answer = await slow.closed;
    // Node's own default would have kept it a minute; the limit plus a loaded machine's slack.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/\r\nContent-Security-Policy: default-src 'self'\r\n/);
  });

  it('answers a request the parser refuses with 400 and the security headers', async () => {
    const port = await listen({});
    const bad = open(port);
    await bad.connected;
    bad.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nno colon here\r\n\r\n');
    const answer = await bad.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toMatch(/\r\nX-Frame-Options: DENY\r\n/);
    expect(answer).toMatch(/\r\nCache-Control: no-store\r\n/);
  });

  it('closes connections beyond the cap as they arrive, and serves again once one is freed', async () => {
    const port = await listen({ maxConnections: 2 });
    const first = open(port);
    const second = open(port);
    await Promise.all([first.connected, second.connected]);
    // Node counts a connection once it has accepted it; a request on each makes sure.
    first.socket.write('GET / HTTP/1.1\r\nHost: a\r\n\r\n');
    second.socket.write('GET / HTTP/1.1\r\nHost: a\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const third = open(port);
    third.socket.write('GET / HTTP/1.1\r\nHost: a\r\n\r\n');
    expect(await third.closed).toBe('');

    first.socket.destroy();
    await first.closed;
    const fourth = open(port);
    fourth.socket.write('GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n');
    expect(await fourth.closed).toMatch(/^HTTP\/1\.1 200 /);
  });
});
