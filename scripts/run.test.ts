import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const projectRoot = path.resolve(import.meta.dirname, '..');
const cacheDir = path.join(
  projectRoot,
  'node_modules',
  '.cache',
  'swap-site',
  'scripts',
  createHash('sha256').update(projectRoot).digest('hex').slice(0, 16),
);

const run = (...args: string[]) =>
  promisify(execFile)(process.execPath, ['scripts/run.js', ...args], {
    cwd: projectRoot,
    timeout: 120_000,
  });

describe('scripts/run.js', () => {
  it('runs a command compiled into the cache, named by the hash of the sources it read', async () => {
    const { stdout } = await run('validate', '--help');
    expect(stdout).toContain('usage: npm run validate');
    const manifest = JSON.parse(readFileSync(path.join(cacheDir, 'manifest.json'), 'utf8')) as {
      key: string;
      inputs: string[];
    };
    expect(manifest.inputs).toEqual(
      expect.arrayContaining([
        'scripts/build.ts',
        'scripts/validate.ts',
        'src/content/validation/schemas.ts',
      ]),
    );
    expect(manifest.inputs.some((input) => input.includes('node_modules'))).toBe(false);
    expect(existsSync(path.join(cacheDir, manifest.key, 'validate.js'))).toBe(true);
  }, 120_000);

  it('refuses a command it does not know, naming the ones it does', async () => {
    await expect(run('deploy')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining(
        'usage: node scripts/run.js <build|validate|start|bench-eleventy>',
      ),
    });
  }, 120_000);
});
