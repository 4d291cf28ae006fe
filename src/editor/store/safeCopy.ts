import {
  copyFile,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readlink,
  realpath,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEMP_PREFIX } from './atomicWrite';
import { EditRefused } from './refused';

/**
 * Copies `from` into `to`: folders as folders, files as files, and a link as the same link,
 * its target text unchanged. Node's fs.cp turns a relative link into one pointing back at the
 * original, so a write into the copy would land in the content folder; a link copied as
 * itself points where it pointed, and nothing here ever writes through one.
 */
async function copyTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (entry.name.startsWith(TEMP_PREFIX)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isSymbolicLink()) await symlink(await readlink(source), target);
    else if (entry.isDirectory()) await copyTree(source, target);
    else if (entry.isFile()) await copyFile(source, target);
  }
}

/**
 * Whether `file` (relative to `dir`) and every folder on its way are plain: no link, so that
 * what is read or written there stays inside `dir`.
 */
export async function isPlainPath(dir: string, file: string): Promise<boolean> {
  let at = dir;
  for (const part of file.split('/')) {
    at = path.join(at, part);
    const stats = await lstat(at).catch(() => undefined);
    if (stats === undefined) return true;
    if (stats.isSymbolicLink()) return false;
  }
  return true;
}

/**
 * A copy of the content folder in a new folder of its own, for the whole validator to read as
 * it reads the real folder. Copied, not hard-linked: a new link changes each file's link
 * count, which the dev server's watcher takes for an edit, and it would reload every open page.
 */
export async function copyOfFolder(dir: string): Promise<string> {
  const copy = await realpath(await mkdtemp(path.join(tmpdir(), 'page-editor-')));
  try {
    await copyTree(dir, copy);
  } catch (error) {
    await rm(copy, { recursive: true, force: true });
    throw error;
  }
  return copy;
}

/**
 * Puts `text` at `file` in a copy made by copyOfFolder, only as a new regular file inside the
 * copy: where the copy holds a link on its way, it is refused.
 */
export async function writeIntoCopy(copy: string, file: string, text: string): Promise<void> {
  if (!(await isPlainPath(copy, file))) {
    throw new EditRefused(`${file} is a link to another file; a page must be a file of its own`);
  }
  const edited = path.join(copy, file);
  if (!edited.startsWith(copy + path.sep))
    throw new EditRefused(`${file} is outside the content folder`);
  await mkdir(path.dirname(edited), { recursive: true });
  // The copy's own regular file goes; isPlainPath has ruled out a link there.
  await rm(edited, { force: true });
  // wx: a new file, never one that something put there meanwhile.
  await writeFile(edited, text, { flag: 'wx' });
}

/** A copy of the content folder (copyOfFolder) with one file's text in place. */
export async function copyWith(dir: string, file: string, text: string): Promise<string> {
  const copy = await copyOfFolder(dir);
  try {
    await writeIntoCopy(copy, file, text);
  } catch (error) {
    await rm(copy, { recursive: true, force: true });
    throw error;
  }
  return copy;
}
