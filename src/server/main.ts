import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getRequestListener, RequestError } from '@hono/node-server';
import { loadServerConfig } from './config';
import { buildCsp, cspSourcesFromConfig } from './csp';
import {
  connectionLimitsFromEnv,
  connectionOptions,
  limitConnections,
  type ConnectionLimits,
} from './connections';
import { trackConnections } from './drain';
import { policyHeaders } from './middleware';
import { createNodeApp, readServerContent } from './node';

/** How long open requests may take to finish after SIGTERM before they are cut off. */
export const SHUTDOWN_GRACE_MS = 10_000;

interface StartOptions {
  distDir?: string;
  /** Another request handler (tests use one with a deliberately slow route). */
  fetch?: (request: Request, env: unknown) => Response | Promise<Response>;
  /** Other connection limits (tests shorten the timeouts); from the environment when left out. */
  limits?: ConnectionLimits;
}

export function startServer({
  distDir = path.resolve('dist'),
  fetch,
  limits = connectionLimitsFromEnv(process.env),
}: StartOptions = {}) {
  const hostname = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 3000);
  const content = readServerContent(distDir);
  const config = loadServerConfig(process.env, content.providers);
  const handler = fetch ?? createNodeApp({ distDir, content, config }).fetch;
  const policy = policyHeaders(buildCsp(cspSourcesFromConfig({ ...config.public })));
  // A request so malformed that no Request can be made of it (a raw backslash, a Host that
  // contradicts the target) never reaches the app; it still gets the security headers.
  const errorHandler = (error: unknown) => {
    const refused = error instanceof RequestError;
    return new Response(refused ? 'Bad Request' : 'Internal Server Error', {
      status: refused ? 400 : 500,
      headers: {
        ...policy,
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      },
    });
  };
  const server = createServer(
    connectionOptions(limits),
    getRequestListener(handler, { hostname, errorHandler }),
  );
  limitConnections(server, policy, limits);
  server.listen(port, hostname, () => {
    const { port: listening } = server.address() as AddressInfo;
    console.log(`Serving ${distDir} on http://${hostname}:${listening}`);
  });

  const drain = trackConnections(server);
  // Stop taking new connections, let requests in flight finish, then exit 0, so a
  // platform rolling out a new version drops nobody's page load.
  let stopping = false;
  const shutDown = (signal: NodeJS.Signals) => {
    // npm passes a signal on to us, and a terminal's Ctrl-C reaches us directly as well:
    // one stop asked for twice. Staying subscribed keeps the second from killing us.
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing open requests, then stopping.`);
    void drain.start().then(() => process.exit(0));
    setTimeout(() => {
      console.error(`Requests still open after ${SHUTDOWN_GRACE_MS} ms; closing them.`);
      drain.closeAll();
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', shutDown);
  process.on('SIGINT', shutDown);
  return server;
}
