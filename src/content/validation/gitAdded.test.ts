import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitAddedAt } from './gitAdded';

let repo: string;
beforeAll(async () => {
  repo = await mkdtemp(path.join(tmpdir(), 'git-added-'));
  await mkdir(path.join(repo, 'coins'));
  await mkdir(path.join(repo, 'pairs'));
  const git = (args: string[], date?: string) =>
    execFileSync('git', args, {
      cwd: repo,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Test',
        GIT_AUTHOR_EMAIL: 'test@example.com',
        GIT_COMMITTER_NAME: 'Test',
        GIT_COMMITTER_EMAIL: 'test@example.com',
        ...(date ? { GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date } : {}),
      },
    });
  git(['init', '-q']);
  await writeFile(path.join(repo, 'coins', 'bitcoin.json'), '{}');
  git(['add', '.']);
  git(['commit', '-qm', 'first'], '2024-01-01T00:00:00Z');
  await writeFile(path.join(repo, 'pairs', 'bitcoin.json'), '{}');
  git(['add', '.']);
  git(['commit', '-qm', 'second'], '2025-01-01T00:00:00Z');
  await writeFile(path.join(repo, 'coins', 'bitcoin.json'), '{"changed": true}');
  git(['commit', '-qam', 'edit'], '2026-01-01T00:00:00Z');
  await writeFile(path.join(repo, 'pages.json'), '{}');
});
afterAll(() => rm(repo, { recursive: true, force: true }));

describe('gitAddedAt', () => {
  it('gives each committed file the time of its first commit, not its last edit', async () => {
    const added = await gitAddedAt(
      ['coins/bitcoin.json', 'pairs/bitcoin.json', 'pages.json'],
      (file) => path.join(repo, file),
    );
    expect(Object.fromEntries(added)).toEqual({
      'coins/bitcoin.json': Date.parse('2024-01-01T00:00:00Z') / 1000,
      'pairs/bitcoin.json': Date.parse('2025-01-01T00:00:00Z') / 1000,
    });
  });

  it('knows nothing outside a repository', async () => {
    const outside = await mkdtemp(path.join(tmpdir(), 'no-git-'));
    try {
      await writeFile(path.join(outside, 'a.json'), '{}');
      expect((await gitAddedAt(['a.json'], (file) => path.join(outside, file))).size).toBe(0);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });
});
