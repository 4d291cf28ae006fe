import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakes, handleFakeRequest } from '../../fixtures/fake-upstreams/fakes';

/**
 * The fake third parties of tests/fixtures/fake-upstreams, served in this process on a
 * loopback port of its own, counting the calls each path receives.
 */
export interface FakeUpstreams {
  base: string;
  /** Calls so far whose path (without the query) is this one. */
  calls(path: string): number;
  /** The headers of the last call to this path. */
  lastHeaders(path: string): IncomingHttpHeaders | undefined;
  /** The same switch as POST /__control/<name>. */
  control(name: string, body: Record<string, unknown>): void;
  close(): Promise<void>;
}

export async function startFakeUpstreams(): Promise<FakeUpstreams> {
  const counts = new Map<string, number>();
  const headers = new Map<string, IncomingHttpHeaders>();
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    counts.set(path, (counts.get(path) ?? 0) + 1);
    headers.set(path, req.headers);
    void handleFakeRequest(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: (path) => counts.get(path) ?? 0,
    lastHeaders: (path) => headers.get(path),
    control: (name, body) => fakes[name]?.control?.(body),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
