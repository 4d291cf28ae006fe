import type { Plugin } from 'vite';

/** The HTML of a page of `npm run dev`'s own (the gallery, the page editor) that runs one script. */
export const devPage = (title: string, script: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="${script}"></script>
  </body>
</html>
`;

const GALLERY_PAGE = devPage('Blocks', '/gallery/main.tsx');

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
