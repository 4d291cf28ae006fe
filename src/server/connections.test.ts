import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONNECTION_LIMITS,
  connectionLimitsFromEnv,
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
function open(port: number, localAddress = '127.0.0.1', { neverCloses = false } = {}) {
  // allowHalfOpen: the client keeps its side open after the server ends its own.
  const socket = connect({ port, host: '127.0.0.1', localAddress, allowHalfOpen: neverCloses });
  sockets.push(socket);
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, connected, received: () => received };
}

const until = async (check: () => boolean, withinMs: number) => {
  const deadline = performance.now() + withinMs;
  while (!check() && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
};

describe('connection limits', { timeout: 30_000 }, () => {
  it('has the limits src/server/README.md states', () => {
    expect(connectionOptions()).toEqual({
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 1_000,
    });
    expect(CONNECTION_LIMITS).toMatchObject({
      maxConnections: 4_096,
      maxConnectionsPerClient: 64,
      closeGraceMs: 2_000,
    });
    expect(connectionLimitsFromEnv({})).toEqual(CONNECTION_LIMITS);
    expect(
      connectionLimitsFromEnv({ MAX_CONNECTIONS: '9000', MAX_CONNECTIONS_PER_CLIENT: 'lots' }),
    ).toMatchObject({ maxConnections: 9_000, maxConnectionsPerClient: 64 });
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

  it('answers connections beyond the cap 503 with Retry-After, and serves again once one is freed', async () => {
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
    const refused = await third.closed;
    expect(refused).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(refused).toMatch(/\r\nRetry-After: 5\r\n/);
    expect(refused).toMatch(/\r\nX-Frame-Options: DENY\r\n/);
    expect(refused).toMatch(/try again in 5 seconds\.$/);

    first.socket.destroy();
    await first.closed;
    const fourth = open(port);
    fourth.socket.write('GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n');
    expect(await fourth.closed).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('caps one client address well below the overall cap, and serves other addresses', async () => {
    const port = await listen({ maxConnectionsPerClient: 3 });
    const held = [0, 1, 2].map(() => open(port, '127.0.0.2'));
    await Promise.all(held.map((connection) => connection.connected));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const fourth = open(port, '127.0.0.2');
    fourth.socket.write('GET / HTTP/1.1\r\nHost: a\r\n\r\n');
    expect(await fourth.closed).toMatch(/^HTTP\/1\.1 503 [^]*\r\nRetry-After: 5\r\n/);

    const neighbour = open(port, '127.0.0.3');
    neighbour.socket.write('GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n');
    expect(await neighbour.closed).toMatch(/^HTTP\/1\.1 200 /);

    held[0]!.socket.destroy();
    await held[0]!.closed;
    const again = open(port, '127.0.0.2');
    again.socket.write('GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n');
    expect(await again.closed).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('stops counting a connection the server has timed out at once, and cuts it after the grace', async () => {
    const port = await listen({
      maxConnections: 1,
      headersTimeoutMs: 500,
      requestTimeoutMs: 1_000,
      checkEveryMs: 100,
      closeGraceMs: 1_500,
    });
    // Half a request, then the client neither reads nor closes its side.
    const silent = open(port, '127.0.0.1', { neverCloses: true });
    await silent.connected;
    silent.socket.write('GET / HTTP/1.1\r\nHost: a\r\n');
    expect(await until(() => silent.received().startsWith('HTTP/1.1 408 '), 5_000)).toBe(true);
    const timedOutAt = performance.now();

    const visitor = open(port);
    visitor.socket.write('GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n');
    expect(await visitor.closed).toMatch(/^HTTP\/1\.1 200 /);
    expect(performance.now() - timedOutAt).toBeLessThan(1_000);

    // The client still holds its side; the server's socket is gone after the grace.
    const sockets = () =>
      new Promise<number>((resolve) => server!.getConnections((_error, count) => resolve(count)));
    let remaining = await sockets();
    expect(remaining).toBe(1);
    while (remaining > 0 && performance.now() - timedOutAt < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      remaining = await sockets();
    }
    expect(remaining).toBe(0);
    expect(performance.now() - timedOutAt).toBeGreaterThan(1_000);
  });
});
