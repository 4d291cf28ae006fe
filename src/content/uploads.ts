import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Pictures uploaded from the page editor (a coin's logo) live in the content folder, in
 * `uploads/`, beside the pages that name them: Publish commits the content folder, so a page
 * and its picture go together, and a published page never names a picture that does not ship.
 * The site serves them at /icons/uploads/<name>, the address the pages name: the dev server
 * from the folder (uploadsPlugin.ts), the build as files in dist/, which the Node server
 * serves like any other file.
 */
export const UPLOADS_FOLDER = 'uploads';
/** Where the site serves them, under its root. */
export const UPLOADS_SITE_FOLDER = 'icons/uploads';

/** The names an upload is given (logoUpload.ts): lower-case words, a picture's extension. */
const UPLOAD_NAME = /^[a-z0-9][a-z0-9-]*\.(svg|png|jpg|webp|avif|gif)$/;

export const isUploadName = (name: string) => UPLOAD_NAME.test(name);

/**
 * The content folder's uploads: site path (`/icons/uploads/<name>`) → the file. Regular files
 * only, with an upload's name; a link or anything else in the folder is not served.
 */
export async function listUploads(contentDir: string): Promise<Map<string, string>> {
  const folder = path.join(contentDir, UPLOADS_FOLDER);
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  return new Map(
    entries
      .filter((entry) => entry.isFile() && isUploadName(entry.name))
      .map((entry) => [`/${UPLOADS_SITE_FOLDER}/${entry.name}`, path.join(folder, entry.name)]),
  );
}
