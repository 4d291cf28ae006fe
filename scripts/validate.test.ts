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
  it('exits 1 and prints one line per problem when a folder has errors', async () => {
    const run = await runValidate('tests/fixtures/validator/slug-mismatch');
    expect(run).toEqual({
      code: 1,
      stdout: [
        'error  tests/fixtures/validator/slug-mismatch/coins/bitcoin.json  slug  slug "btc" must match the file name "bitcoin.json"',
        '1 error in 1 file; 3 files checked.',
        '',
      ].join('\n'),
      stderr: '',
    });
  }, 30_000);

  it('exits 0 when there are only warnings', async () => {
    const run = await runValidate('tests/fixtures/validator/known-broken-link');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /\nNo errors; 1 warning \(known broken links\); 4 files checked\.\n$/,
    );
    expect(run.stderr).toBe('');
  }, 30_000);

  it('exits 0 for a folder without problems', async () => {
    expect(await runValidate('tests/fixtures/validator/valid')).toEqual({
      code: 0,
      stdout: 'No errors; 4 files checked.\n',
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
