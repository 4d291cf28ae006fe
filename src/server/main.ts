import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createNodeApp } from './node';

/** How long open requests may take to finish after SIGTERM before they are cut off. */
export const SHUTDOWN_GRACE_MS = 10_000;

interface StartOptions {
  distDir?: string;
  /** Another request handler (tests use one with a deliberately slow route). */
  fetch?: (request: Request, env: unknown) => Response | Promise<Response>;
}

export function startServer({ distDir = path.resolve('dist'), fetch }: StartOptions = {}) {
  const hostname = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 3000);
  const handler = fetch ?? createNodeApp({ distDir }).fetch;
  const server = serve({ fetch: handler, hostname, port }, (info) => {
    console.log(`Serving ${distDir} on http://${hostname}:${info.port}`);
  }) as Server;

  // Stop taking new connections, let requests in flight finish, then exit 0, so a
  // platform rolling out a new version drops nobody's page load.
  const shutDown = (signal: NodeJS.Signals) => {
    console.log(`${signal} received: finishing open requests, then stopping.`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      console.error(`Requests still open after ${SHUTDOWN_GRACE_MS} ms; closing them.`);
      server.closeAllConnections();
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.once('SIGTERM', shutDown);
  process.once('SIGINT', shutDown);
  return server;
}
