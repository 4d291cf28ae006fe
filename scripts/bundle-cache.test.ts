import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentFile, siteFixture } from '../tests/support/siteFixture';
import type { BuiltinNews } from '../src/types/schema';
import type { SiteData } from '../src/types/siteData';
import { bundleKey, codeKey, decideBundles, keyId } from './bundle-cache';

const projectRoot = path.resolve(import.meta.dirname, '..');
let root: string;
const articles = readContentFile<BuiltinNews>('news/articles.json');
const keyOf = (site: SiteData, nodeEnv: string | undefined) =>
  bundleKey({ code: codeKey(root, nodeEnv), site, articles });

beforeAll(async () => {
  // A small stand-in for the project: the key reads these folders and files by name.
  root = await mkdtemp(path.join(os.tmpdir(), 'bundle-key-'));
  await cp(path.join(projectRoot, 'schema'), path.join(root, 'schema'), { recursive: true });
  await writeFile(path.join(root, 'package-lock.json'), '{}');
  await writeFile(path.join(root, 'vite.config.ts'), 'export default {};');
  await writeFile(path.join(root, 'tsconfig.json'), '{}');
  await mkdir(path.join(root, 'scripts'));
  await writeFile(path.join(root, 'scripts', 'server-bundle.ts'), 'export {};');
  await writeFile(path.join(root, 'scripts', 'site-bundles.ts'), 'export {};');
  await writeFile(path.join(root, 'scripts', 'precompress.ts'), 'export {};');
  await cp(path.join(projectRoot, 'src', 'engine'), path.join(root, 'src', 'engine'), {
    recursive: true,
  });
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe('reusing the code bundles between builds', () => {
  it('reuses them when only pages changed, and says so', async () => {
    const key = keyOf(siteFixture(), 'production');
    const again = keyOf(siteFixture(), 'production');
    const decision = decideBundles(key, again);
    expect(decision.reuse).toBe(true);
    expect(decision.message).toMatch(/^Reused the client and server bundles: src\/, schema\//);
  });

  it('never reuses bundles made under another NODE_ENV, such as a test runner’s', async () => {
    const production = keyOf(siteFixture(), undefined);
    const test = keyOf(siteFixture(), 'test');
    expect(keyId(test)).not.toBe(keyId(production));
    expect(decideBundles(test, production).message).toContain('NODE_ENV');
  });

  it('bundles again and names what changed when source code or site data changed', async () => {
    const before = keyOf(siteFixture(), 'production');
    await writeFile(path.join(root, 'src', 'engine', 'new-module.ts'), 'export const a = 1;');
    const renamed = siteFixture({ siteName: 'Harbour Exchange' });
    const after = keyOf(renamed, 'production');
    const decision = decideBundles(before, after);
    expect(decision.reuse).toBe(false);
    expect(decision.message).toBe(
      'Bundling the client and server code: src/ and the site data and built-in articles ' +
        'changed since the last build.',
    );
  });

  it('bundles again when the code compressing the stored client changed', async () => {
    const before = keyOf(siteFixture(), 'production');
    await writeFile(path.join(root, 'scripts', 'precompress.ts'), 'export const q = 5;');
    const decision = decideBundles(before, keyOf(siteFixture(), 'production'));
    expect(decision.reuse).toBe(false);
    expect(decision.message).toContain('scripts/precompress.ts changed');
  });

  it('bundles when there is nothing to reuse', async () => {
    const key = keyOf(siteFixture(), 'production');
    expect(decideBundles(null, key)).toEqual({
      reuse: false,
      fromStore: false,
      message: 'Bundling the client and server code: no earlier bundles in this build folder.',
    });
  });

  it('copies stored bundles of the same code instead of bundling, and says so', async () => {
    const key = keyOf(siteFixture(), 'production');
    expect(decideBundles(null, key, { stored: true })).toEqual({
      reuse: false,
      fromStore: true,
      message:
        'Copied the client and server bundles an earlier build made of the same code and ' +
        'site data (no earlier bundles in this build folder).',
    });
  });

  it('keeps the bundles of this build folder before it looks at the stored ones', async () => {
    const key = keyOf(siteFixture(), 'production');
    expect(decideBundles(key, key, { stored: true }).reuse).toBe(true);
  });

  it('names a stored bundle by its whole key, so any changed part makes another name', async () => {
    const key = keyOf(siteFixture(), 'production');
    expect(keyId(key)).toBe(keyId({ ...key }));
    expect(keyId({ ...key, 'tsconfig.json': 'changed' })).not.toBe(keyId(key));
  });
});
