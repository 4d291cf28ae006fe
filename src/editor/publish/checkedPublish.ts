/**
 * Publish as the editor runs it, in its child process beside the saves: under the content
 * folder's lock, so a save under way is published whole or not at all, and only when the
 * folder as it stands passes the validator, so a folder broken by hand (a pull, a text editor)
 * is never committed from the browser.
 */
import { validateFolder, type Validate } from '../edits';
import { withFolderLock } from '../store/folderLock';
import {
  publishChanges,
  publishRequestOf,
  PublishRefused,
  type PublishRequest,
} from './contentGit';
import type { PublishResult } from './types';

const SHOWN_FILES = 5;

/** The plain refusal: which files have problems, and where the marketer sees them. */
function refusal(files: readonly string[]): string {
  const shown = files.slice(0, SHOWN_FILES).join(', ');
  const more = files.length > SHOWN_FILES ? ` and ${files.length - SHOWN_FILES} more` : '';
  const them = files.length === 1 ? 'it' : 'each';
  return `Not published: the pages have problems in ${shown}${more}, so nothing was committed. Open ${them} in the editor to see the problems at their fields, fix and save, then publish again.`;
}

export async function publishChecked(
  dir: string,
  request: PublishRequest,
  validate: Validate = validateFolder,
): Promise<PublishResult> {
  // A missing name or message is said at once, not after a check of the whole folder.
  const checked = publishRequestOf(request);
  return withFolderLock(dir, async () => {
    const report = await validate(dir);
    if (!report.ok) {
      throw new PublishRefused(refusal([...new Set(report.errors.map(({ file }) => file))]));
    }
    return publishChanges(dir, checked);
  });
}
