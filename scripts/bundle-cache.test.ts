// @vitest-environment node
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentFile, siteFixture } from '../src/content/testing';
import type { BuiltinNews } from '../src/engine/types';
import { bundleKey, decideBundles } from './bundle-cache';

const projectRoot = path.resolve(import.meta.dirname, '..');
let root: string;
const articles = readContentFile<BuiltinNews>('news/articles.json');

beforeAll(async () => {
  // A small stand-in for the project: the key reads these folders and files by name.
  root = await mkdtemp(path.join(os.tmpdir(), 'bundle-key-'));
  await cp(path.join(projectRoot, 'schema'), path.join(root, 'schema'), { recursive: true });
  await writeFile(path.join(root, 'package-lock.json'), '{}');
  await writeFile(path.join(root, 'vite.config.ts'), 'export default {};');
  await writeFile(path.join(root, 'tsconfig.json'), '{}');
  await cp(path.join(projectRoot, 'src', 'engine'), path.join(root, 'src', 'engine'), {
    recursive: true,
  });
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe('reusing the code bundles between builds', () => {
  it('reuses them when only pages changed, and says so', async () => {
    const key = await bundleKey({ projectRoot: root, site: siteFixture(), articles });
    const again = await bundleKey({ projectRoot: root, site: siteFixture(), articles });
    const decision = decideBundles(key, again);
    expect(decision.reuse).toBe(true);
    expect(decision.message).toMatch(/^Reused the client and server bundles: src\/, schema\//);
  });

  it('bundles again and names what changed when source code or site data changed', async () => {
    const before = await bundleKey({ projectRoot: root, site: siteFixture(), articles });
    await writeFile(path.join(root, 'src', 'engine', 'new-module.ts'), 'export const a = 1;');
    const renamed = siteFixture({ siteName: 'Harbour Exchange' });
    const after = await bundleKey({ projectRoot: root, site: renamed, articles });
    const decision = decideBundles(before, after);
    expect(decision.reuse).toBe(false);
    expect(decision.message).toBe(
      'Bundling the client and server code: src/ and the site data and built-in articles ' +
        'changed since the last build.',
    );
  });

  it('bundles when there is nothing to reuse', async () => {
    const key = await bundleKey({ projectRoot: root, site: siteFixture(), articles });
    expect(decideBundles(null, key)).toEqual({
      reuse: false,
      message: 'Bundling the client and server code: no earlier bundles.',
    });
  });
});
