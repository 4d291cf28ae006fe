// @vitest-environment node
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

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
      ['--import', 'tsx', 'scripts/validate.ts', ...args],
      { cwd: repoRoot },
      (error, stdout, stderr) => {
        const code = error ? Number(error.code ?? 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe('npm run validate', () => {
  it('exits 1 and prints each problem at its line, with a code frame under it', async () => {
    const run = await runValidate('tests/fixtures/validator/slug-mismatch');
    expect(run).toEqual({
      code: 1,
      stdout: [
        'error  tests/fixtures/validator/slug-mismatch/coins/bitcoin.json:4:3  slug  slug "btc" must match the file name "bitcoin.json"',
        '      3 |   "kind": "coin",',
        '    > 4 |   "slug": "btc",',
        '        |   ^',
        '      5 |   "name": "Bitcoin",',
        '1 problem in 1 file; 3 files checked.',
        '',
      ].join('\n'),
      stderr: '',
    });
  }, 30_000);

  it('prints GitHub Actions annotations with --format github', async () => {
    const errors = await runValidate('--format', 'github', 'tests/fixtures/validator/wrong-type');
    expect(errors.code).toBe(1);
    expect(errors.stdout.split('\n')).toEqual([
      '::error file=tests/fixtures/validator/wrong-type/coins/bitcoin.json,line=7,col=3,title=title::must be a string (got number)',
      '::error file=tests/fixtures/validator/wrong-type/coins/bitcoin.json,line=9,col=3,title=keywords::must be a list (got string)',
      '::error file=tests/fixtures/validator/wrong-type/coins/bitcoin.json,line=15,col=7,title=blocks[0].buttons::must be a list (got object)',
      '::error file=tests/fixtures/validator/wrong-type/coins/bitcoin.json,line=30,col=11,title=blocks[1].items[1].answer::must be a string (got number)',
      '4 problems in 1 file; 3 files checked.',
      '',
    ]);
    const warnings = await runValidate(
      '--format=github',
      'tests/fixtures/validator/known-broken-link',
    );
    expect(warnings.code).toBe(0);
    expect(warnings.stdout).toMatch(
      /^::warning file=tests\/fixtures\/validator\/known-broken-link\/known-broken-links.json,line=4,col=5,title=links\[0\]::known broken link, linked from /,
    );
  }, 30_000);

  it('prints the problems as JSON with --format json', async () => {
    const run = await runValidate('--format', 'json', 'tests/fixtures/validator/invalid-json');
    expect(run.code).toBe(1);
    const printed = JSON.parse(run.stdout) as { problems: unknown[]; summary: string };
    expect(printed.problems[1]).toEqual({
      severity: 'error',
      file: 'tests/fixtures/validator/invalid-json/coins/trailing-comma.json',
      line: 4,
      column: 33,
      path: '(top level)',
      message:
        "invalid JSON at line 4, column 33: Unexpected token ']' (remove the comma before it)",
    });
    expect(printed.summary).toBe('2 problems in 2 files; 4 files checked.');
  }, 30_000);

  it('refuses an unknown format', async () => {
    const run = await runValidate('--format', 'xml');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/usage: npm run validate/);
  }, 30_000);

  it('exits 0 when there are only warnings', async () => {
    const run = await runValidate('tests/fixtures/validator/known-broken-link');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /\nNo errors; 1 warning in 1 file \(known broken links\); 4 files checked\.\n$/,
    );
    expect(run.stderr).toBe('');
  }, 30_000);

  it('exits 0 for a folder without problems', async () => {
    expect(await runValidate('tests/fixtures/validator/valid')).toEqual({
      code: 0,
      stdout: 'No problems; 4 files checked.\n',
      stderr: '',
    });
  }, 30_000);

  it('exits 2 with a plain message, no stack trace, for a folder that does not exist', async () => {
    expect(await runValidate('no-such-folder')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'cannot validate: cannot read the folder no-such-folder: it does not exist\n',
    });
  }, 30_000);
});
