import { constants } from 'node:fs';
import {
  copyFile,
  link,
  lstat,
  mkdir,
  readdir,
  readlink,
  rename,
  rm,
  symlink,
  utimes,
} from 'node:fs/promises';
import path from 'node:path';
import { mapConcurrently } from '../src/content/validation/concurrency.ts';

/**
 * Copies happening at once: copyFile runs on libuv's thread pool, so a few in flight keep its
 * threads and the disk busy while this thread starts the next ones.
 */
export const COPIES_IN_FLIGHT = 16;

/**
 * Copies the folder `from` into `to` (made if missing) with every file's access and
 * modification times, as `fs.cp(from, to, { recursive: true, preserveTimestamps: true })`
 * does. Measured on the 1,700 files of the client bundle (most of them coin marks), `fs.cp`
 * took about 1.4 s, mostly its own checks awaited one file after another, where `cp -r` took
 * 0.12 s: a cold build copied the bundle twice. Times are kept because the compressed copies
 * beside a file are trusted only while they are newer than it (precompress.ts).
 *
 * With `link`, each file is a hard link to its source where the file system allows one (a
 * copy elsewhere), and `to` must not hold any of them yet: for folders whose files nobody
 * writes to after they are made, such as stored bundles, where copying thousands of files
 * cost up to a second on a busy disk.
 */
export async function copyTree(
  from: string,
  to: string,
  { link: linked = false }: { link?: boolean } = {},
): Promise<number> {
  const entries = await readdir(from, { withFileTypes: true, recursive: true });
  const folders = entries.filter((entry) => entry.isDirectory());
  await mkdir(to, { recursive: true });
  for (const folder of folders) {
    const target = path.join(to, path.relative(from, path.join(folder.parentPath, folder.name)));
    await mkdir(target, { recursive: true });
  }
  const others = entries.filter((entry) => !entry.isDirectory());
  await mapConcurrently(others, COPIES_IN_FLIGHT, async (entry) => {
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    if (entry.isSymbolicLink()) {
      await symlink(await readlink(source), target);
      return;
    }
    if (!entry.isFile()) throw new Error(`${source} is neither a file, a folder nor a link`);
    if (linked && (await linkFile(source, target))) return;
    const [stats] = await Promise.all([lstat(source), copyFile(source, target)]);
    await utimes(target, stats.atime, stats.mtime);
  });
  return others.length;
}

/** Errors that say this file system makes no hard link here: the file is copied instead. */
const NO_LINK = new Set(['EXDEV', 'EPERM', 'EMLINK', 'ENOTSUP', 'EOPNOTSUPP']);

export async function linkFile(source: string, target: string): Promise<boolean> {
  try {
    await link(source, target);
    return true;
  } catch (error) {
    if (NO_LINK.has((error as NodeJS.ErrnoException).code ?? '')) return false;
    throw error;
  }
}

/** Links (or copies) `source` as `target`; false when `target` is there already. */
async function placeNew(source: string, target: string): Promise<boolean> {
  const exists = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EEXIST';
  try {
    if (await linkFile(source, target)) return true;
    await copyFile(source, target, constants.COPYFILE_EXCL);
    return true;
  } catch (error) {
    if (exists(error)) return false;
    throw error;
  }
}

/**
 * Puts `source`'s content at `target`, as a hard link where the file system allows one (a
 * copy elsewhere), replacing whatever `target` was: through a name of its own and a rename,
 * so `target` is never missing or half written, and a file linked there before is replaced,
 * never written into.
 */
export async function linkInPlaceOf(source: string, target: string): Promise<void> {
  if (await placeNew(source, target)) return;
  const staging = `${target}.${process.pid}.link`;
  await rm(staging, { force: true });
  await placeNew(source, staging);
  await rename(staging, target);
  // A rename onto another link of the same file leaves both names (POSIX): the staging one goes.
  await rm(staging, { force: true });
}
