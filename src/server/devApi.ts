import { getRequestListener } from '@hono/node-server';
import type { Plugin } from 'vite';
import type { BuiltinNews, PageDefinition, SiteData } from '../engine/types';
import { serverContentOf } from './content';
import { createNodeApp } from './node';

interface DevContent {
  site: SiteData;
  pages: PageDefinition[];
  articles: BuiltinNews;
}

/**
 * `npm run dev` answers /api/* with the production server's own app, built from the content
 * the dev server draws its pages from and configured from the environment as `npm start`
 * is, so pages in development fetch what they fetch in production. The app is made again
 * when the content changes.
 */
export function devApiPlugin(currentContent: () => Promise<DevContent>): Plugin {
  let made: { from: DevContent; listener: ReturnType<typeof getRequestListener> } | undefined;
  const listenerFor = (content: DevContent) => {
    if (made?.from !== content) {
      const app = createNodeApp({
        content: serverContentOf(content.site, content.pages, content.articles),
      });
      made = { from: content, listener: getRequestListener(app.fetch) };
    }
    return made.listener;
  };
  return {
    name: 'site-api',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/api/')) return next();
        currentContent()
          .then((content) => listenerFor(content)(req, res))
          .catch(next);
      });
    },
  };
}
