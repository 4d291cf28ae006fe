import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importExport, islandCodeAddress } from './codeAddress';

describe('importExport', () => {
  let dir: string;
  beforeAll(async () => {
    // Inside the project, where the test runner resolves modules by their path.
    await mkdir(path.resolve('node_modules/.cache'), { recursive: true });
    dir = await mkdtemp(path.resolve('node_modules/.cache/block-code-'));
    await writeFile(path.join(dir, 'Rate.js'), 'export function Rate() { return null; }\n');
    await writeFile(path.join(dir, 'helpers.js'), 'export const imported = true;\n');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const address = (file: string) => path.join(dir, file);

  it('gives what the first file exports under the name, with the others imported', async () => {
    const component = await importExport(
      islandCodeAddress({ files: [address('Rate.js'), address('helpers.js')], name: 'Rate' }),
    );
    expect(typeof component).toBe('function');
    expect((component as { name: string }).name).toBe('Rate');
  });

  it('names the file and the export when the file has none', async () => {
    await expect(
      importExport(islandCodeAddress({ files: [address('helpers.js')], name: 'Rate' })),
    ).rejects.toThrow(/helpers\.js exports nothing named Rate/);
  });

  it('fails when a file cannot be fetched, so the island tries again later', async () => {
    await expect(
      importExport(
        islandCodeAddress({ files: [address('Rate.js'), address('gone.js')], name: 'Rate' }),
      ),
    ).rejects.toThrow();
  });

  it('refuses an address that names no file or no export', async () => {
    for (const broken of ['', 'Rate', '#Rate', `${address('Rate.js')}#`]) {
      await expect(importExport(broken), broken).rejects.toThrow(/not the address/);
    }
  });
});
