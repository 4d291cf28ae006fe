import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** Temporary files of a write start with this; a reader of the page folders skips them (not .json). */
export const TEMP_PREFIX = '.page-editor-';

/**
 * Writes `text` to `file` so that a reader, or a crash at any moment, sees either the old file
 * or the new one: the text goes to a temporary file in the same folder (a rename within one
 * file system is atomic), is flushed to the disk, then takes the file's name. A link at `file`
 * is replaced by a regular file, never written through.
 */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const temporary = path.join(
    path.dirname(file),
    `${TEMP_PREFIX}${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  const handle = await open(temporary, 'wx');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
