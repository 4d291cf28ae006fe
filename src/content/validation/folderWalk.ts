import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { describeFsError } from './fs-errors';
import { TOP_LEVEL } from './json-path';
import type { Problem } from './report';
import { ValidationSetupError } from './setup-error';
import { cut } from './values';

export interface FolderListing {
  /** Relative to the folder, with "/" separators. */
  files: string[];
  /** Symbolic links that were not followed, one line each. */
  problems: Problem[];
  /** The files the folder lists as regular files, not links or anything else. */
  regularFiles: Set<string>;
}

interface FolderLink {
  relative: string;
  target: string;
  /** Real paths of the folders the link sits in, outermost first. */
  ancestors: string[];
}

/**
 * Every .json file under the folder. A link in a JSON file's place is reported and never read.
 * Symbolic links to folders are followed only to places inside the folder, and each folder is
 * walked once: a link to `..` would otherwise walk the disk, or
 * go round for ever. Links to folders wait until every real folder is walked, so a real
 * folder is always listed under its own name and a link to it is the one reported.
 */
export async function listJsonFiles(
  root: string,
  display: (inside: string) => string,
): Promise<FolderListing> {
  const files: string[] = [];
  const regularFiles = new Set<string>();
  const problems: Problem[] = [];
  const folderLinks: FolderLink[] = [];
  /** The real path of each folder walked. */
  const walked = new Set<string>();
  const name = (relative: string) => display(relative) || '.';
  const cannotRead = (relative: string, error: unknown) =>
    new ValidationSetupError(`cannot read the folder ${name(relative)}: ${describeFsError(error)}`);
  const skipLink = (relative: string, message: string) =>
    problems.push({ file: name(relative), path: TOP_LEVEL, message: `${message}; not followed` });

  let rootReal: string;
  try {
    rootReal = await realpath(root);
  } catch (error) {
    throw cannotRead('', error);
  }
  const inside = (real: string) => {
    const relative = path.relative(rootReal, real);
    return relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
  };
  const nameOf = (real: string) => name(path.relative(rootReal, real));
  const nameOrPath = (real: string) => (inside(real) ? nameOf(real) : cut(real));

  const visit = async (relativeDir: string, real: string, ancestors: string[]): Promise<void> => {
    walked.add(real);
    let entries;
    try {
      entries = await readdir(path.join(root, relativeDir), { withFileTypes: true });
    } catch (error) {
      throw cannotRead(relativeDir, error);
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const relative = path.posix.join(relativeDir, entry.name);
      const isJson = /\.json$/i.test(entry.name);
      if (!entry.isSymbolicLink()) {
        if (entry.isDirectory()) {
          await visit(relative, path.join(real, entry.name), [...ancestors, real]);
        } else if (isJson) {
          files.push(relative);
          if (entry.isFile()) regularFiles.add(relative);
        }
        continue;
      }
      const target = await realpath(path.join(root, relative)).catch(() => undefined);
      if (isJson && (target === undefined || !(await isFolder(target)))) {
        // Read through, a link would make another file (site.json, one outside the project, or
        // none yet) a page, and whatever writes the page would write there.
        const to = target === undefined ? 'a file that does not exist' : nameOrPath(target);
        problems.push({
          file: name(relative),
          path: TOP_LEVEL,
          message: `is a link to ${to}, not a file of its own, so it is not read; put a copy of the file in its place`,
        });
      } else if (target === undefined) {
        continue;
      } else if (!inside(target)) {
        skipLink(relative, `symbolic link leads outside the folder (to ${cut(target)})`);
      } else if (await isFolder(target)) {
        folderLinks.push({ relative, target, ancestors: [...ancestors, real] });
      }
    }
  };

  await visit('', rootReal, []);
  for (let link = folderLinks.shift(); link; link = folderLinks.shift()) {
    const { relative, target, ancestors } = link;
    if (ancestors.includes(target)) {
      skipLink(relative, `symbolic link loops back to ${nameOf(target)}, a folder it is in`);
    } else if (walked.has(target)) {
      skipLink(relative, `symbolic link leads to ${nameOf(target)}, which is checked already`);
    } else {
      await visit(relative, target, ancestors);
    }
  }
  return { files, problems, regularFiles };
}

async function isFolder(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isDirectory();
  } catch {
    return false;
  }
}
