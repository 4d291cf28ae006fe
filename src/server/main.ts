import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';

export function startServer({ distDir = path.resolve('dist') } = {}) {
  const hostname = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 3000);
  const server = serve({ fetch: createApp({ distDir }).fetch, hostname, port }, (info) => {
    console.log(`Serving ${distDir} on http://${hostname}:${info.port}`);
  });
  const shutDown = () => server.close(() => process.exit(0));
  process.once('SIGTERM', shutDown);
  process.once('SIGINT', shutDown);
  return server;
}
