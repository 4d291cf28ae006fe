import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackConnections } from './drain';

/** Half a second without a request, as src/server/README.md says. */
const IDLE_CLOSE_MS = 500;

let server: Server | undefined;

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/**
 * A server whose /slow answer takes 1.5 s, three times the idle limit, so a drain that cut
 * open connections once the limit passed would cut it; everything else is answered at once.
 */
const SLOW_MS = 1_500;
async function listen() {
  server = createServer((incoming, outgoing) => {
    const delay = incoming.url === '/slow' ? SLOW_MS : 0;
    setTimeout(() => outgoing.end('done'), delay);
  });
  const drain = trackConnections(server);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { drain, port: (server.address() as AddressInfo).port };
}

function get(agent: Agent, port: number, path: string) {
  return new Promise<{ body: string; connection?: string }>((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ body, connection: response.headers.connection }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('trackConnections', { timeout: 20_000 }, () => {
  it('finishes a request in flight with Connection: close, then resolves', async () => {
    const { drain, port } = await listen();
    const agent = new Agent({ keepAlive: true });
    const slow = get(agent, port, '/slow');
    await new Promise((resolve) => setTimeout(resolve, 100));

    const drained = drain.start();
    expect(await slow).toEqual({ body: 'done', connection: 'close' });
    await drained;
    agent.destroy();
  });

  it('waits for a request longer than the idle limit rather than cut it', async () => {
    expect(SLOW_MS).toBeGreaterThan(IDLE_CLOSE_MS * 2);
    const { drain, port } = await listen();
    const agent = new Agent({ keepAlive: true });
    const slow = get(agent, port, '/slow');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const startedAt = Date.now();
    const drained = drain.start();
    expect(await slow).toEqual({ body: 'done', connection: 'close' });
    await drained;
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(SLOW_MS - 200);
    agent.destroy();
  });

  it('closes a connection left idle, but not before it has been idle a while', async () => {
    const { drain, port } = await listen();
    const agent = new Agent({ keepAlive: true });
    expect((await get(agent, port, '/')).connection).toBe('keep-alive');
    const startedAt = Date.now();

    await drain.start();
    const took = Date.now() - startedAt;
    // The connection had been idle only a moment, so it was given the rest of the period.
    expect(took).toBeGreaterThanOrEqual(IDLE_CLOSE_MS - 50);
    expect(took).toBeLessThan(IDLE_CLOSE_MS + 1_000);
    agent.destroy();
  });

  it('answers a request sent on a kept-alive connection after the start with Connection: close', async () => {
    const { drain, port } = await listen();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    await get(agent, port, '/');

    const drained = drain.start();
    expect(await get(agent, port, '/')).toEqual({ body: 'done', connection: 'close' });
    await drained;
    agent.destroy();
  });
});
