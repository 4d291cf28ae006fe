import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readContentFile, siteFixture } from './siteFixture';
import { fileOf } from '../../src/content/contentFiles';
import { SERVER_CONTENT_DIR, SERVER_CONTENT_FILE, serverContentOf } from '../../src/server/content';

/**
 * The smallest built site the server starts on: a home page, the 404 page and the server's
 * content, in a new temporary folder. For tests of the server itself, not of the pages.
 */
export async function writeTinyDist(prefix: string): Promise<string> {
  const distDir = await mkdtemp(path.join(tmpdir(), prefix));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Home</title><p>home');
  await writeFile(path.join(distDir, '404.html'), '<!doctype html><title>Missing</title>');
  await mkdir(path.join(distDir, SERVER_CONTENT_DIR));
  await writeFile(
    path.join(distDir, SERVER_CONTENT_FILE),
    JSON.stringify(serverContentOf(siteFixture(), [], readContentFile(fileOf('articles')!))),
  );
  return distDir;
}
