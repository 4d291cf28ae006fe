import { execFile, execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { materializeValidatorFixtures } from '../tests/support/validatorFixtures';
import { killGroup, spawnNpm, waitForGroupGone, type NpmRun } from '../tests/support/npm-process';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The fixture folders with their site files, relative to the repository as the CLI prints them. */
let fixtures: string;
let removeFixtures: () => Promise<void>;
beforeAll(async () => {
  const made = await materializeValidatorFixtures();
  fixtures = path.relative(repoRoot, made.dir);
  removeFixtures = made.remove;
});
afterAll(() => removeFixtures());

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI as `npm run validate -- <args>` does, from the repository root. */
function runValidate(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['scripts/run.js', 'validate', ...args],
      // A validator that hangs fails the test instead of holding up the run.
      { cwd: repoRoot, timeout: 60_000, killSignal: 'SIGKILL' },
      (error, stdout, stderr) => {
        const code = error ? Number(error.code ?? 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe('npm run validate', () => {
  it('exits 1 and prints each problem at its line, with a code frame under it', async () => {
    const run = await runValidate(`${fixtures}/slug-mismatch`);
    expect(run).toEqual({
      code: 1,
      stdout: [
        `error  ${fixtures}/slug-mismatch/coins/bitcoin.json:4:3  slug  slug "btc" must match the file name "bitcoin.json"`,
        '      3 |   "kind": "coin",',
        '    > 4 |   "slug": "btc",',
        '        |   ^',
        '      5 |   "name": "Bitcoin",',
        '1 problem in 1 file; 17 files checked.',
        '',
      ].join('\n'),
      stderr: '',
    });
  }, 30_000);

  it('prints GitHub Actions annotations with --format github', async () => {
    const errors = await runValidate('--format', 'github', `${fixtures}/wrong-type`);
    expect(errors.code).toBe(1);
    expect(errors.stdout.split('\n')).toEqual([
      `::error file=${fixtures}/wrong-type/coins/bitcoin.json,line=7,col=3,title=title::must be a string (got number)`,
      `::error file=${fixtures}/wrong-type/coins/bitcoin.json,line=9,col=3,title=keywords::must be a list (got string)`,
      `::error file=${fixtures}/wrong-type/coins/bitcoin.json,line=15,col=7,title=blocks[0].buttons::must be a list (got object)`,
      `::error file=${fixtures}/wrong-type/coins/bitcoin.json,line=30,col=11,title=blocks[1].items[1].answer::must be a string (got number)`,
      '4 problems in 1 file; 17 files checked.',
      '',
    ]);
    const warnings = await runValidate('--format=github', `${fixtures}/known-broken-link`);
    expect(warnings.code).toBe(0);
    expect(warnings.stdout).toMatch(
      new RegExp(
        `^::warning file=${fixtures}/known-broken-link/known-broken-links\\.json,line=4,col=5,title=links\\[0\\]::known broken link, linked from `,
      ),
    );
  }, 30_000);

  it('prints the problems as JSON with --format json', async () => {
    const run = await runValidate('--format', 'json', `${fixtures}/invalid-json`);
    expect(run.code).toBe(1);
    const printed = JSON.parse(run.stdout) as { problems: unknown[]; summary: string };
    expect(printed.problems[1]).toEqual({
      severity: 'error',
      file: `${fixtures}/invalid-json/coins/trailing-comma.json`,
      line: 4,
      column: 33,
      path: '(top level)',
      message:
        "invalid JSON at line 4, column 33: Unexpected token ']' (remove the comma before it)",
    });
    expect(printed.summary).toBe('2 problems in 2 files; 18 files checked.');
  }, 30_000);

  it('refuses an unknown format', async () => {
    const run = await runValidate('--format', 'xml');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/usage: npm run validate/);
  }, 30_000);

  it('exits 0 when there are only warnings', async () => {
    const run = await runValidate(`${fixtures}/known-broken-link`);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /\nNo errors; 1 warning in 1 file \(known broken links\); 18 files checked\.\n$/,
    );
    expect(run.stderr).toBe('');
  }, 30_000);

  it('exits 0 for a folder without problems', async () => {
    expect(await runValidate(`${fixtures}/valid`)).toEqual({
      code: 0,
      stdout: 'No problems; 18 files checked.\n',
      stderr: '',
    });
  }, 30_000);

  it("exits 1 when a page's share image is not one of the site's files, naming the field", async () => {
    const folder = await temporaryFolder();
    await cp(path.join(repoRoot, fixtures, 'valid'), folder, { recursive: true });
    const pageFile = path.join(folder, 'coins', 'bitcoin.json');
    const page = JSON.parse(await readFile(pageFile, 'utf8')) as Record<string, unknown>;
    await writeFile(pageFile, JSON.stringify({ ...page, shareImage: '/share/dogecoin.png' }));
    const run = await runValidate(folder);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /coins\/bitcoin\.json:\d+:\d+ {2}shareImage {2}"\/share\/dogecoin\.png" is not one of the site's files/,
    );
  }, 30_000);

  it('exits 2 with a plain message, no stack trace, for a folder that does not exist', async () => {
    expect(await runValidate('no-such-folder')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'cannot validate: cannot read the folder no-such-folder: it does not exist\n',
    });
  }, 30_000);

  it('exits 2 for an empty folder name instead of checking the whole repository', async () => {
    expect(await runValidate('')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'cannot validate: the folder name is empty; name a folder, such as pages-data\n',
    });
  }, 30_000);

  it('reports links back to a parent folder in one line each and finishes', async () => {
    const parent = await temporaryFolder();
    const folder = path.join(parent, 'loop');
    await cp(path.join(repoRoot, fixtures, 'valid'), folder, { recursive: true });
    await symlink('..', path.join(folder, 'coins', 'up'));
    await symlink('..', path.join(folder, 'pages', 'up'));
    const run = await runValidate(folder);
    const name = path.relative(repoRoot, folder);
    expect(run).toEqual({
      code: 1,
      stdout: [
        `error  ${name}/coins/up  (top level)  symbolic link loops back to ${name}, a folder it is in; not followed`,
        `error  ${name}/pages/up  (top level)  symbolic link loops back to ${name}, a folder it is in; not followed`,
        '2 problems in 2 files; 18 files checked.',
        '',
      ].join('\n'),
      stderr: '',
    });
  }, 30_000);
});

const temporaryFolders: string[] = [];
let running: NpmRun | undefined;

describe('npm run validate on files it must not read', () => {
  it('names a pipe in one line and finishes within 5 s instead of waiting on it', async () => {
    const folder = await temporaryFolder();
    await cp(path.join(repoRoot, fixtures, 'valid'), folder, { recursive: true });
    // What starting the CLI costs on this machine right now, so that only the wait is timed.
    let started = performance.now();
    await runValidate(folder);
    const startup = performance.now() - started;
    execFileSync('mkfifo', [path.join(folder, 'pages', 'x.json')]);
    started = performance.now();
    const run = await runValidate(folder);
    expect(performance.now() - started - startup).toBeLessThan(5_000);
    const name = path.relative(repoRoot, folder);
    expect(run.stdout).toBe(
      [
        `error  ${name}/pages/x.json  (top level)  file is not a regular file (a pipe, socket or device); only plain files are read`,
        '1 problem in 1 file; 19 files checked.',
        '',
      ].join('\n'),
    );
    expect(run.code).toBe(1);
  }, 150_000);

  it('reports a 300 MB file with the process peaking under 300 MB of memory', async () => {
    const folder = await temporaryFolder();
    await cp(path.join(repoRoot, fixtures, 'valid'), folder, { recursive: true });
    const huge = path.join(folder, 'coins', 'huge.json');
    await writeFile(huge, '');
    // Sparse: 300 MB to whoever reads it, next to nothing on the disk.
    await truncate(huge, 300 * 1024 * 1024);
    const run = await new Promise<Run>((resolve) => {
      execFile(
        '/usr/bin/time',
        ['-f', 'peak-kb=%M', process.execPath, '--import', 'tsx', 'scripts/validate.ts', folder],
        { cwd: repoRoot, timeout: 60_000, killSignal: 'SIGKILL' },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
    expect(run.stdout).toContain('file is too large (300 MB; the limit is 1 MB)');
    const peakKb = Number(/peak-kb=(\d+)/.exec(run.stderr)?.[1]);
    expect(peakKb).toBeGreaterThan(0);
    expect(peakKb * 1024).toBeLessThan(300 * 1024 * 1024);
  }, 150_000);
});

async function temporaryFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'validate-cli-'));
  temporaryFolders.push(folder);
  return folder;
}

afterEach(async () => {
  killGroup(running?.child.pid);
  running = undefined;
  await Promise.all(
    temporaryFolders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })),
  );
});

describe('npm run validate and signals', () => {
  it('stops on SIGTERM sent to npm alone, leaving no process behind', async () => {
    // Enough pages that checking them outlasts the test's wait by far.
    const folder = await temporaryFolder();
    await cp(path.join(repoRoot, fixtures, 'valid'), folder, { recursive: true });
    const page = await readFile(path.join(folder, 'coins', 'bitcoin.json'), 'utf8');
    const slugs = Array.from({ length: 20_000 }, (_, index) => `coin${index}`);
    for (let start = 0; start < slugs.length; start += 500) {
      await Promise.all(
        slugs
          .slice(start, start + 500)
          .map((slug) =>
            writeFile(
              path.join(folder, 'coins', `${slug}.json`),
              page.replace('"slug": "bitcoin"', `"slug": "${slug}"`),
            ),
          ),
      );
    }
    running = spawnNpm(['run', 'validate', '--', folder]);
    const npm = running.child.pid!;
    await running.waitFor(/> swap-site@[\d.]+ validate/, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 500));

    process.kill(npm, 'SIGTERM');
    expect(await running.exited).toEqual({ code: null, signal: 'SIGTERM' });
    // Before, npm left the validator running on its own until it had checked every file.
    expect(await waitForGroupGone(npm, 1_000)).toEqual([]);
    expect(running.output()).not.toMatch(/files checked/);
  }, 60_000);
});
