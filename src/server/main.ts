import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createNodeApp } from './node';
import { trackConnections } from './drain';

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
