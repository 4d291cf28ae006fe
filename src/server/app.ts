import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { slugForPath } from '../engine/routes';
import { loadServerConfig, type ServerConfig } from './config';
import { createMarketApp } from './market';

export interface ServerOptions {
  /** The prerendered site: dist/ of `npm run build`. */
  distDir: string;
  config?: ServerConfig;
}

async function readIfExists(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

export function createApp({ distDir, config = loadServerConfig() }: ServerOptions) {
  const app = new Hono();
  const notFoundPage = () => readIfExists(path.join(distDir, '404.html'));

  app.get('/api/config', (c) => c.json(config.public));
  app.route('/api/market', createMarketApp(config.market));

  app.use('/assets/*', serveStatic({ root: distDir }));
  app.use('/page-data/*', serveStatic({ root: distDir }));

  app.get('*', async (c, next) => {
    const slug = slugForPath(c.req.path);
    if (!slug) return next();
    const file =
      c.req.path === '/'
        ? path.join(distDir, 'index.html')
        : path.join(distDir, slug, 'index.html');
    const html = await readIfExists(file);
    return html === null ? next() : c.html(html);
  });

  app.use('*', serveStatic({ root: distDir }));

  app.notFound(async (c) => {
    if (c.req.path.startsWith('/page-data/')) return c.json(null, 404);
    return c.html((await notFoundPage()) ?? '<h1>404 Page Not Found</h1>', 404);
  });

  return app;
}
