import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listJsonFiles } from './folderWalk';
import { ValidationSetupError } from './setup-error';
import { cut } from './values';

/** A scratch folder holding the content folder `content/` and a neighbour `outside/`; a path
 * outside is quoted cut short, as a temporary folder's name may be long. */
let parent: string;
let root: string;
const display = (inside: string) => (inside === '' ? 'content' : `content/${inside}`);

beforeEach(async () => {
  parent = await realpath(await mkdtemp(path.join(tmpdir(), 'folder-walk-')));
  root = path.join(parent, 'content');
  await mkdir(path.join(root, 'coins'), { recursive: true });
  await mkdir(path.join(parent, 'outside'));
  await writeFile(path.join(parent, 'outside', 'secret.json'), '{}');
});
afterEach(() => rm(parent, { recursive: true, force: true }));

const messages = (listing: Awaited<ReturnType<typeof listJsonFiles>>) =>
  listing.problems.map(({ file, message }) => `${file}: ${message}`);

describe('listJsonFiles', () => {
  it('lists every .json file below the folder with "/" separators, and no hidden or other file', async () => {
    await writeFile(path.join(root, 'site.json'), '{}');
    await writeFile(path.join(root, 'coins', 'bitcoin.JSON'), '{}');
    await writeFile(path.join(root, 'coins', 'notes.txt'), '');
    await writeFile(path.join(root, '.draft.json'), '{}');
    await mkdir(path.join(root, '.git'));
    await writeFile(path.join(root, '.git', 'config.json'), '{}');

    const listing = await listJsonFiles(root, display);

    expect(listing.files.sort()).toEqual(['coins/bitcoin.JSON', 'site.json']);
    expect([...listing.regularFiles].sort()).toEqual(['coins/bitcoin.JSON', 'site.json']);
    expect(listing.problems).toEqual([]);
  });

  it('refuses a link to a folder outside the folder, and lists nothing from there', async () => {
    await symlink('../../outside', path.join(root, 'coins', 'more'));

    const listing = await listJsonFiles(root, display);

    expect(listing.files).toEqual([]);
    expect(messages(listing)).toEqual([
      `content/coins/more: symbolic link leads outside the folder (to ${cut(path.join(parent, 'outside'))}); not followed`,
    ]);
  });

  it('never lists a JSON file that is a link, wherever it leads', async () => {
    await writeFile(path.join(root, 'coins', 'bitcoin.json'), '{}');
    await symlink('bitcoin.json', path.join(root, 'coins', 'btc.json'));
    await symlink('../../outside/secret.json', path.join(root, 'coins', 'secret.json'));
    await symlink('nothing-yet.json', path.join(root, 'coins', 'dangling.json'));

    const listing = await listJsonFiles(root, display);

    expect(listing.files).toEqual(['coins/bitcoin.json']);
    const notRead = 'not a file of its own, so it is not read; put a copy of the file in its place';
    expect(messages(listing).sort()).toEqual([
      `content/coins/btc.json: is a link to content/coins/bitcoin.json, ${notRead}`,
      `content/coins/dangling.json: is a link to a file that does not exist, ${notRead}`,
      `content/coins/secret.json: is a link to ${cut(path.join(parent, 'outside', 'secret.json'))}, ${notRead}`,
    ]);
  });

  it('walks each folder once: a loop and a second way into a walked folder are refused', async () => {
    await writeFile(path.join(root, 'coins', 'bitcoin.json'), '{}');
    await symlink('..', path.join(root, 'coins', 'up'));
    await symlink('coins', path.join(root, 'more-coins'));

    const listing = await listJsonFiles(root, display);

    expect(listing.files).toEqual(['coins/bitcoin.json']);
    expect(messages(listing).sort()).toEqual([
      'content/coins/up: symbolic link loops back to content, a folder it is in; not followed',
      'content/more-coins: symbolic link leads to content/coins, which is checked already; not followed',
    ]);
  });

  it('lists the files of a folder inside reached only through a link under the link', async () => {
    await mkdir(path.join(root, '.drafts'));
    await writeFile(path.join(root, '.drafts', 'dogecoin.json'), '{}');
    await symlink('../.drafts', path.join(root, 'coins', 'drafts'));

    const listing = await listJsonFiles(root, display);

    expect(listing.files).toEqual(['coins/drafts/dogecoin.json']);
    expect(listing.problems).toEqual([]);
  });

  it('throws a setup error naming a folder that does not exist', async () => {
    const missing = listJsonFiles(path.join(parent, 'nowhere'), display);
    await expect(missing).rejects.toThrow(ValidationSetupError);
    await expect(missing).rejects.toThrow('cannot read the folder content: it does not exist');
  });
});
