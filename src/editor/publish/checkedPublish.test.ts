import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from '../../content/collections';
import { openPage, savePage, validateFolder, type Validate } from '../edits';
import { saveLogo } from '../form/logoUpload';
import { publishChecked } from './checkedPublish';
import { PublishRefused } from './contentGit';

/** A repository whose content folder, content/, is a copy of the site's, all committed. */
let root: string;
let dir: string;

const gitIn = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Setup',
      GIT_AUTHOR_EMAIL: 'setup@example.test',
      GIT_COMMITTER_NAME: 'Setup',
      GIT_COMMITTER_EMAIL: 'setup@example.test',
    },
  });

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'checked-publish-'));
  dir = path.join(root, 'content');
  await cp(DEFAULT_CONTENT_DIR, dir, { recursive: true });
  gitIn('init', '--quiet', '--initial-branch=main');
  gitIn('add', '--all');
  gitIn('commit', '--quiet', '-m', 'The site as it is');
});

afterEach(() => rm(root, { recursive: true, force: true }));

const commits = () => Number(gitIn('rev-list', '--count', 'HEAD').trim());
const publishedText = (file: string) => gitIn('show', `HEAD:content/${file}`);

describe('Publish from the editor', () => {
  it('refuses a content folder that fails the validator, naming the file, and commits nothing', async () => {
    const file = path.join(dir, 'pages/about.json');
    const about = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    delete about.title;
    await writeFile(file, `${JSON.stringify(about, null, 2)}\n`);

    const publishing = publishChecked(dir, { name: 'Ann', message: 'About without a title' });
    await expect(publishing).rejects.toThrow(PublishRefused);
    await expect(publishing).rejects.toThrow(
      /^Not published: the pages have problems in pages\/about\.json, so nothing was committed\./,
    );
    expect(commits()).toBe(1);
    expect(gitIn('status', '--porcelain', '--', 'content')).toBe(' M content/pages/about.json\n');
  }, 60_000);

  it('waits for a save under way and publishes what it wrote', async () => {
    const opened = await openPage(dir, 'pages/about.json');
    const title = 'About the swap aggregator';
    // The folder passes as it stands; the check is read once so that Publish is quick, and
    // would commit before the save's own check ends were it not queued behind it.
    const report = await validateFolder(dir);
    expect(report.ok).toBe(true);
    const passing: Validate = () => Promise.resolve(report);

    const saving = savePage(
      dir,
      'pages/about.json',
      { ...(opened.value as object), title },
      opened.version,
    );
    const publishing = publishChecked(dir, { name: 'Ann', message: 'New title' }, passing);

    const [saved, published] = await Promise.all([saving, publishing]);
    expect(saved).toMatchObject({ saved: true });
    expect(published).toMatchObject({
      files: [{ file: 'pages/about.json', change: 'changed' }],
    });
    expect(JSON.parse(publishedText('pages/about.json'))).toMatchObject({ title });
    expect(gitIn('log', '-1', '--format=%an|%s')).toBe('Ann|New title\n');
  }, 60_000);

  it('shows and commits an uploaded logo with the coin page that names it', async () => {
    const logo = await saveLogo(
      dir,
      'Bitcoin Mark.svg',
      Buffer.from('<svg viewBox="0 0 4 4"><circle cx="2" cy="2" r="2"/></svg>'),
    );
    expect(logo).toBe('/icons/uploads/bitcoin-mark.svg');
    const opened = await openPage(dir, 'coins/bitcoin.json');
    const page = opened.value as { catalogue: Record<string, unknown> };
    const saved = await savePage(
      dir,
      'coins/bitcoin.json',
      { ...page, catalogue: { ...page.catalogue, logo } },
      opened.version,
    );
    // The validator's picture check finds the upload in the content folder.
    expect(saved).toMatchObject({ saved: true, problems: [] });

    const published = await publishChecked(dir, { name: 'Ann', message: 'Bitcoin’s own mark' });
    expect(published.files).toEqual([
      { file: 'coins/bitcoin.json', change: 'changed' },
      { file: 'uploads/bitcoin-mark.svg', change: 'added' },
    ]);
    expect(publishedText('uploads/bitcoin-mark.svg')).toContain('<circle');
    expect(gitIn('status', '--porcelain', '--', 'content')).toBe('');
  }, 90_000);

  it('says a missing name at once, before any check', async () => {
    let checked = false;
    const watching: Validate = (folder) => {
      checked = true;
      return validateFolder(folder);
    };
    await expect(publishChecked(dir, { name: ' ', message: 'x' }, watching)).rejects.toThrow(
      'Type your name: it is recorded with what you publish.',
    );
    expect(checked).toBe(false);
  });
});
