import type { Plugin } from 'vite';

const GALLERY_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Blocks</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/gallery/main.tsx"></script>
  </body>
</html>
`;

/**
 * Serves the block gallery at /__blocks. `apply: 'serve'` keeps it to `npm run dev`: the
 * production build has no page that imports it, and no route answers it.
 */
export function galleryPlugin(): Plugin {
  return {
    name: 'block-gallery',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = req.url ?? '';
        if (!/^\/__blocks\/?(?:\?|$)/.test(url)) return next();
        try {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(await server.transformIndexHtml(url, GALLERY_PAGE));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
