import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { islandCodeAddress } from './codeAddress';
import { importIslandCode, loadOnce } from './codeLoader';

describe('loadOnce', () => {
  it('fetches once for every caller and keeps what came', async () => {
    const fetchCode = vi.fn(async () => 'code');
    const code = loadOnce(fetchCode);
    expect(code.get()).toBeUndefined();
    expect(await Promise.all([code.load(), code.load()])).toEqual(['code', 'code']);
    expect(code.get()).toBe('code');
    expect(await code.load()).toBe('code');
    expect(fetchCode).toHaveBeenCalledOnce();
  });

  it('forgets a failed fetch, so the next caller tries again', async () => {
    const fetchCode = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('code');
    const code = loadOnce(fetchCode);
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.get()).toBeUndefined();
    expect(await code.load()).toBe('code');
    expect(fetchCode).toHaveBeenCalledTimes(2);
  });
});

describe('importIslandCode', () => {
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

  it('gives the component the first file exports under the name, with the others imported', async () => {
    const component = await importIslandCode(
      islandCodeAddress({ files: [address('Rate.js'), address('helpers.js')], name: 'Rate' }),
    );
    expect(typeof component).toBe('function');
    expect((component as { name: string }).name).toBe('Rate');
  });

  it('names the file and the export when the file has no such component', async () => {
    await expect(
      importIslandCode(islandCodeAddress({ files: [address('helpers.js')], name: 'Rate' })),
    ).rejects.toThrow(/helpers\.js exports nothing named Rate/);
  });

  it('refuses an export that is no component', async () => {
    await expect(
      importIslandCode(islandCodeAddress({ files: [address('helpers.js')], name: 'imported' })),
    ).rejects.toThrow(/names no component/);
  });

  it('fails when a file cannot be fetched, so the island tries again later', async () => {
    await expect(
      importIslandCode(
        islandCodeAddress({ files: [address('Rate.js'), address('gone.js')], name: 'Rate' }),
      ),
    ).rejects.toThrow();
  });

  it('refuses an address that names no file or no export', async () => {
    for (const broken of ['', 'Rate', '#Rate', `${address('Rate.js')}#`]) {
      await expect(importIslandCode(broken), broken).rejects.toThrow(/not the address/);
    }
  });
});
