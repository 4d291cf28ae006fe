import { getRequestListener } from '@hono/node-server';
import type { Plugin, ViteDevServer } from 'vite';
import type { PageDefinition } from '../engine/types';
import type { BuiltinNews } from '../types/schema';
import type { SiteData } from '../types/siteData';
import type { MadeSource } from '../content/madePages';
import type * as ServerContentModule from './content';
import type * as NodeAppModule from './node';

interface DevContent {
  site: SiteData;
  pages: PageDefinition[];
  articles: BuiltinNews;
  made: MadeSource;
}

/**
 * The server's modules, loaded through the dev server itself: the Vite config, which every
 * build and test run loads, stays free of the server's code.
 */
async function serverModules(server: ViteDevServer) {
  const [content, node] = await Promise.all([
    server.ssrLoadModule('/server/content.ts') as Promise<typeof ServerContentModule>,
    server.ssrLoadModule('/server/node.ts') as Promise<typeof NodeAppModule>,
  ]);
  return { serverContentOf: content.serverContentOf, createNodeApp: node.createNodeApp };
}

/**
 * `npm run dev` answers /api/* with the production server's own app, built from the content
 * the dev server draws its pages from and configured from the environment as `npm start`
 * is, so pages in development fetch what they fetch in production. The app is made again
 * when the content changes.
 */
export function devApiPlugin(currentContent: () => Promise<DevContent>): Plugin {
  let made: { from: DevContent; listener: ReturnType<typeof getRequestListener> } | undefined;
  return {
    name: 'site-api',
    configureServer(server) {
      const listenerFor = async (content: DevContent) => {
        if (made?.from !== content) {
          const { serverContentOf, createNodeApp } = await serverModules(server);
          const app = createNodeApp({
            content: serverContentOf(
              content.site,
              content.pages,
              content.articles,
              content.made.catalogue,
            ),
            made: content.made,
          });
          made = { from: content, listener: getRequestListener(app.fetch) };
        }
        return made.listener;
      };
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/api/')) return next();
        currentContent()
          .then(listenerFor)
          .then((listener) => listener(req, res))
          .catch(next);
      });
    },
  };
}
