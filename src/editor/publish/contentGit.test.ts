import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageHistory, pendingChanges, publishChanges, revertedPage } from './contentGit';

/** A project repository with its content folder at site-content/, as this repository has it. */
let root: string;
let content: string;

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

const page = (title: string, extra: Record<string, string> = {}) =>
  `${JSON.stringify({ slug: 'about', title, ...extra }, null, 2)}\n`;

async function write(file: string, text: string) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'publish-test-'));
  content = path.join(root, 'site-content');
  gitIn('init', '--quiet', '--initial-branch=main');
  await write('site-content/pages/about.json', page('About'));
  await write('site-content/pages/privacy.json', page('Privacy'));
  await write('src/code.ts', 'export {};\n');
  gitIn('add', '--all');
  gitIn('commit', '--quiet', '-m', 'The first pages');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('Publish', () => {
  it('shows the saved changes of the content folder, and only those, as a diff', async () => {
    await write('site-content/pages/about.json', page('About us'));
    await write('site-content/coins/dogecoin.json', page('Dogecoin'));
    await unlink(path.join(content, 'pages/privacy.json'));
    await write('src/code.ts', 'export const changed = true;\n');

    const { files, diff, values } = await pendingChanges(content);
    expect(files).toEqual([
      { file: 'coins/dogecoin.json', change: 'added' },
      { file: 'pages/about.json', change: 'changed' },
      { file: 'pages/privacy.json', change: 'removed' },
    ]);
    expect(diff).toContain('-  "title": "About"');
    expect(diff).toContain('+  "title": "About us"');
    expect(diff).toContain('+  "title": "Dogecoin"');
    expect(diff).toContain('-  "title": "Privacy"');
    expect(diff).not.toContain('code.ts');
    // Publish words the change from the page as published and as saved.
    expect(values).toEqual({
      'coins/dogecoin.json': { after: { slug: 'about', title: 'Dogecoin' } },
      'pages/about.json': {
        before: { slug: 'about', title: 'About' },
        after: { slug: 'about', title: 'About us' },
      },
      'pages/privacy.json': { before: { slug: 'about', title: 'Privacy' } },
    });
  });

  it('commits them with the marketer as author and their message, leaving other files alone', async () => {
    await write('site-content/pages/about.json', page('About us'));
    await write('site-content/coins/dogecoin.json', page('Dogecoin'));
    await write('src/code.ts', 'export const staged = true;\n');
    gitIn('add', 'src/code.ts');

    const message = '--amend: the about title, and a Dogecoin page';
    const result = await publishChanges(content, { name: 'Ann Marketer', message });

    expect(result.files.map(({ file }) => file)).toEqual([
      'coins/dogecoin.json',
      'pages/about.json',
    ]);
    expect(gitIn('log', '-1', '--format=%H|%an|%cn|%B').trim()).toBe(
      `${result.commit}|Ann Marketer|Ann Marketer|${message}`,
    );
    expect(gitIn('show', '--name-only', '--format=', 'HEAD').trim().split('\n')).toEqual([
      'site-content/coins/dogecoin.json',
      'site-content/pages/about.json',
    ]);
    // The developer's staged file is neither committed nor unstaged.
    expect(gitIn('status', '--porcelain')).toBe('M  src/code.ts\n');
    expect(gitIn('rev-list', '--count', 'HEAD').trim()).toBe('2');
    expect((await pendingChanges(content)).files).toEqual([]);
  });

  it('says plainly when there is nothing to publish', async () => {
    await expect(publishChanges(content, { name: 'Ann', message: 'Nothing' })).rejects.toThrow(
      'Nothing to publish: every saved change is already published.',
    );
  });

  it('asks for a name and a message, and refuses a name git would mangle', async () => {
    await write('site-content/pages/about.json', page('About us'));
    await expect(publishChanges(content, { name: ' ', message: 'x' })).rejects.toThrow(
      'Type your name',
    );
    await expect(publishChanges(content, { name: 'Ann', message: '' })).rejects.toThrow(
      'Say in a few words what changed',
    );
    await expect(
      publishChanges(content, { name: 'Ann <ann@example.test>', message: 'x' }),
    ).rejects.toThrow('without < or >');
    expect(gitIn('rev-list', '--count', 'HEAD').trim()).toBe('1');
  });

  it('says plainly when the content folder is in no repository', async () => {
    const loose = await mkdtemp(path.join(tmpdir(), 'publish-loose-'));
    try {
      await expect(pendingChanges(loose)).rejects.toThrow(
        'The content folder is not in a git repository',
      );
    } finally {
      await rm(loose, { recursive: true, force: true });
    }
  });

  it('says plainly when git is not installed', async () => {
    const searchPath = process.env.PATH;
    process.env.PATH = path.join(root, 'no-programs-here');
    try {
      await expect(pendingChanges(content)).rejects.toThrow('git is not installed');
    } finally {
      process.env.PATH = searchPath;
    }
  });
});

describe('History', () => {
  it("lists a page's published changes, newest first, with name and message", async () => {
    await write('site-content/pages/about.json', page('About us'));
    await publishChanges(content, { name: 'Ann', message: 'A friendlier title' });
    await write('site-content/pages/privacy.json', page('Privacy policy'));
    await publishChanges(content, { name: 'Bo', message: 'Only privacy' });

    const history = await pageHistory(content, 'pages/about.json');
    expect(history.map(({ name, message }) => `${name}: ${message}`)).toEqual([
      'Ann: A friendlier title',
      'Setup: The first pages',
    ]);
    expect(new Date(history[0]!.date).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a path outside the content folder', async () => {
    await expect(pageHistory(content, '../src/code.ts')).rejects.toThrow('is not a page file');
  });

  it('undoes one change of a page and keeps the later changes to other lines', async () => {
    const lines = { intro: 'Intro', body: 'Body', outro: 'Outro' };
    await write('site-content/pages/about.json', page('About', lines));
    await publishChanges(content, { name: 'Ann', message: 'Three lines' });
    await write('site-content/pages/about.json', page('About', { ...lines, intro: 'New intro' }));
    await publishChanges(content, { name: 'Ann', message: 'A new intro' });
    await write(
      'site-content/pages/about.json',
      page('About', { ...lines, intro: 'New intro', outro: 'New outro' }),
    );
    await publishChanges(content, { name: 'Bo', message: 'A new outro' });

    const [, newIntro] = await pageHistory(content, 'pages/about.json');
    const { value } = await revertedPage(content, {
      file: 'pages/about.json',
      commit: newIntro!.commit,
    });
    expect(value).toEqual({ slug: 'about', title: 'About', ...lines, outro: 'New outro' });
    // Nothing is written: the marketer saves the page, then publishes it.
    expect(await readFile(path.join(content, 'pages/about.json'), 'utf8')).toContain('New intro');
  });

  it('refuses to undo a change that later changes overlap, and one that made the page', async () => {
    await write('site-content/pages/about.json', page('About us'));
    await publishChanges(content, { name: 'Ann', message: 'First title' });
    await write('site-content/pages/about.json', page('About the team'));
    await publishChanges(content, { name: 'Bo', message: 'Second title' });

    const [, first, made] = await pageHistory(content, 'pages/about.json');
    await expect(
      revertedPage(content, { file: 'pages/about.json', commit: first!.commit }),
    ).rejects.toThrow('Later changes to this page touch the same lines');
    await expect(
      revertedPage(content, { file: 'pages/about.json', commit: made!.commit }),
    ).rejects.toThrow('That change made the page');
    await expect(
      revertedPage(content, { file: 'pages/about.json', commit: 'HEAD' }),
    ).rejects.toThrow('not in this page’s history');
  });
});
