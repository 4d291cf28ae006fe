import { createHash } from 'node:crypto';

/** The version of a file that does not exist yet (a made pair before its first save). */
export const NO_FILE = 'no-file';

/**
 * A file's version: a hash of its bytes, so a save can say which text it was made from and
 * any change on disk (another tab, a checkout, a pull) shows as a different version.
 */
export function versionOf(bytes: Buffer | undefined): string {
  if (bytes === undefined) return NO_FILE;
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}
