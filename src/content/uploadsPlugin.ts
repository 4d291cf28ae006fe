import { lstat, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { DEFAULT_CONTENT_DIR } from './collections';
import { isUploadName, listUploads, UPLOADS_FOLDER, UPLOADS_SITE_FOLDER } from './uploads';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

const UPLOAD_ADDRESS = new RegExp(`^/${UPLOADS_SITE_FOLDER}/([^/?#]+)(?:[?#].*)?$`);

/**
 * The content folder's uploads (uploads.ts) at the address the pages name: served by
 * `npm run dev` from the folder, so a fresh upload shows at once, and written into the build.
 */
export function uploadsPlugin({ dir = DEFAULT_CONTENT_DIR }: { dir?: string } = {}): Plugin {
  return {
    name: 'content-uploads',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const name = UPLOAD_ADDRESS.exec(req.url ?? '')?.[1];
        if (name === undefined || !isUploadName(name)) return next();
        const file = path.join(dir, UPLOADS_FOLDER, name);
        // A regular file only: a link in the folder could point anywhere on this machine.
        const stats = await lstat(file).catch(() => undefined);
        if (!stats?.isFile()) return next();
        res.setHeader('Content-Type', CONTENT_TYPES[path.extname(name)]!);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(await readFile(file));
      });
    },
    async generateBundle() {
      // Once, into the client build; the server-side build has no static files.
      if (this.environment.name !== 'client') return;
      for (const [sitePath, file] of await listUploads(dir)) {
        this.emitFile({ type: 'asset', fileName: sitePath.slice(1), source: await readFile(file) });
      }
    },
  };
}
