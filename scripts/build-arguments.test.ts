import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildArguments, defaultDistDir, startPlan } from './build';

describe('npm run build arguments', () => {
  it('takes a content folder and the folders to build in, resolved from where it runs', () => {
    const parsed = buildArguments(['--out', 'site', '--ssr-dir', 'ssr', '--fresh', 'content']);
    expect(parsed.fresh).toBe(true);
    expect(parsed.options).toEqual({
      pagesDir: path.resolve('content'),
      distDir: path.resolve('site'),
      ssrDir: path.resolve('ssr'),
      cacheDir: undefined,
    });
  });

  it('builds the repository content into the default folders without arguments', () => {
    const parsed = buildArguments([]);
    expect(parsed.fresh).toBe(false);
    expect(parsed.figures).toBeUndefined();
    expect(Object.values(parsed.options).every((value) => value === undefined)).toBe(true);
  });

  it('refuses an option it does not know and a second content folder', () => {
    expect(() => buildArguments(['--outdir', 'x'])).toThrow(/--outdir/);
    expect(() => buildArguments(['one', 'two'])).toThrow('give at most one content folder');
  });
});

describe('npm start', () => {
  it('serves a site named by DIST_DIR as it is, even dist/ itself, without looking at the sources', async () => {
    const isStale = vi.fn(async () => true);
    expect(await startPlan(path.resolve('dist'), isStale)).toEqual({
      distDir: path.resolve('dist'),
      buildFirst: false,
    });
    expect(isStale).not.toHaveBeenCalled();
  });

  it('builds dist/ first when it is older than the sources, and only then', async () => {
    expect(await startPlan(undefined, async () => true)).toEqual({
      distDir: defaultDistDir,
      buildFirst: true,
    });
    expect((await startPlan(undefined, async () => false)).buildFirst).toBe(false);
  });
});
