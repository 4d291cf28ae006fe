import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteFixture } from '../tests/support/siteFixture';
import {
  buildCodeKey,
  buildInputs,
  contentFacts,
  isUpToDate,
  keptCatalogueFile,
  marksUnder,
  passedBefore,
  passedChecksFile,
  readKeptCatalogue,
  readPassedChecks,
  type FinishedBuild,
} from './finished-build';

let work: string;
let pagesDir: string;
let distDir: string;
const code = { 'src/': 'a', NODE_ENV: 'production' };
const sourcesNow = () => ({ codeKey: buildCodeKey(work, code), content: contentFacts(pagesDir) });
const inputsNow = (siteUrlSetting?: string) => buildInputs({ ...sourcesNow(), siteUrlSetting });

beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'finished-build-'));
  // The key reads the build's own scripts by name: a small stand-in for them.
  await mkdir(path.join(work, 'scripts'));
  await writeFile(path.join(work, 'scripts', 'build.ts'), 'export {};');
  pagesDir = path.join(work, 'content');
  distDir = path.join(work, 'dist');
  await mkdir(path.join(pagesDir, 'pages'), { recursive: true });
  await writeFile(path.join(pagesDir, 'pages', 'about.json'), '{ "title": "About us" }');
  await mkdir(distDir);
  await writeFile(path.join(distDir, 'about.html'), '<p>About us</p>');
});

afterEach(() => rm(work, { recursive: true, force: true }));

function finishedNow(overrides: Partial<FinishedBuild> = {}): FinishedBuild {
  const { codeKey, content } = sourcesNow();
  return {
    inputs: inputsNow(),
    codeKey,
    content: Object.fromEntries(content),
    distDir,
    files: ['about.html'],
    site: siteFixture(),
    siteUrl: 'https://swaproute.example',
    publicSettings: 'settings',
    ...overrides,
  };
}

const check = (finished: FinishedBuild, publicSettings = 'settings') =>
  isUpToDate(finished, { inputs: inputsNow(), distDir, publicSettings: () => publicSettings });

describe('telling that the last build is still the site', () => {
  it('is up to date when nothing it was made of changed', () => {
    expect(check(finishedNow())).toBe(true);
  });

  it('sees an edit to a page file even when the file keeps its size and its old time', async () => {
    const finished = finishedNow();
    const file = path.join(pagesDir, 'pages', 'about.json');
    const before = await stat(file);
    await writeFile(file, '{ "title": "About it" }');
    await utimes(file, before.atime, before.mtime);
    expect((await stat(file)).size).toBe(before.size);
    expect(check(finished)).toBe(false);
  });

  it('sees a page file added or removed', async () => {
    const finished = finishedNow();
    await cp(path.join(pagesDir, 'pages', 'about.json'), path.join(pagesDir, 'pages', 'x.json'));
    expect(check(finished)).toBe(false);
    await rm(path.join(pagesDir, 'pages', 'x.json'));
    await rm(path.join(pagesDir, 'pages', 'about.json'));
    expect(check(finished)).toBe(false);
  });

  it("sees a change to the build's own scripts, the code or SITE_URL", async () => {
    const finished = finishedNow();
    expect(finished.inputs).not.toBe(inputsNow('https://swaps.example'));
    const otherCode = buildCodeKey(work, { ...code, 'src/': 'b' });
    const content = contentFacts(pagesDir);
    expect(buildInputs({ codeKey: otherCode, content, siteUrlSetting: undefined })).not.toBe(
      finished.inputs,
    );
    await writeFile(path.join(work, 'scripts', 'build.ts'), 'export const changed = 1;');
    expect(check(finished)).toBe(false);
  });

  it('builds again when a deployment setting changed or a file it wrote is gone', async () => {
    expect(check(finishedNow(), 'other settings')).toBe(false);
    const finished = finishedNow();
    await rm(path.join(distDir, 'about.html'));
    expect(check(finished)).toBe(false);
  });

  it('builds again into another output folder', () => {
    expect(check(finishedNow({ distDir: path.join(work, 'elsewhere') }))).toBe(false);
  });

  it('reads no file of the content folder, so a FIFO or a link to a device cannot stall it', async () => {
    execFileSync('mkfifo', [path.join(pagesDir, 'pages', 'stuck.json')]);
    await symlink('/dev/zero', path.join(pagesDir, 'pages', 'zero.json'));
    await symlink('missing.json', path.join(pagesDir, 'pages', 'dangling.json'));
    // Reading any of them would block on the FIFO or never end on /dev/zero (the test's timeout).
    expect(inputsNow()).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the files the validator need not check again', () => {
  it('are the content files unchanged since the last build by the same code', async () => {
    const finished = finishedNow();
    await writeFile(path.join(pagesDir, 'pages', 'home.json'), '{ "title": "Home" }');
    await writeFile(path.join(pagesDir, 'pages', 'about.json'), '{ "title": "About it" }');
    await writeFile(path.join(pagesDir, 'pages', 'faq.json'), '{ "title": "FAQ" }');
    const before = {
      ...finished.content,
      'pages/faq.json': contentFacts(pagesDir).get('pages/faq.json')!,
    };
    const passed = passedBefore({ ...finished, content: before }, sourcesNow());
    expect([...passed.keys()].filter((name) => name.endsWith('.json'))).toEqual(['pages/faq.json']);
  });

  it('are none when the code changed since', () => {
    const finished = finishedNow();
    expect(passedBefore(finished, sourcesNow()).size).toBeGreaterThan(0);
    const otherCode = { ...sourcesNow(), codeKey: buildCodeKey(work, { ...code, 'src/': 'b' }) };
    expect(passedBefore(finished, otherCode).size).toBe(0);
    expect(passedBefore(null, sourcesNow()).size).toBe(0);
  });

  it('are kept in the cache by content folder, for a build whose own record is gone', async () => {
    const { codeKey, content } = finishedNow();
    const cacheDir = path.join(work, 'cache');
    const file = passedChecksFile(cacheDir, pagesDir);
    expect(file).toBe(passedChecksFile(cacheDir, path.join(pagesDir, '.')));
    expect(file).not.toBe(passedChecksFile(cacheDir, path.join(work, 'other-content')));
    expect(readPassedChecks(file)).toBeNull();
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify({ codeKey, content }));
    const passed = passedBefore(readPassedChecks(file), sourcesNow());
    expect([...passed.keys()]).toContain('pages/about.json');
  });

  it('include the catalogue’s coin marks, kept only for the same code', () => {
    const finished = { ...finishedNow(), catalogueMarks: ['icons/coins/bitcoin.svg'] };
    expect(marksUnder(finished, finished.codeKey)).toEqual(['icons/coins/bitcoin.svg']);
    const otherCode = buildCodeKey(work, { ...code, 'src/': 'b' });
    expect(marksUnder(finished, otherCode)).toBeUndefined();
    expect(marksUnder(null, finished.codeKey)).toBeUndefined();
  });

  it('include the catalogue built under the same code, in a file of its own', async () => {
    const { codeKey } = finishedNow();
    const file = keptCatalogueFile(path.join(work, 'cache'), pagesDir);
    expect(file).not.toBe(passedChecksFile(path.join(work, 'cache'), pagesDir));
    const catalogue = {
      key: 'k',
      built: { coins: [], leftOut: [], droppedChains: [], overrideProblems: [], ambiguities: [] },
    };
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify({ codeKey, catalogue }));
    expect(readKeptCatalogue(file, codeKey)).toEqual(catalogue);
    expect(readKeptCatalogue(file, buildCodeKey(work, { ...code, 'src/': 'b' }))).toBeUndefined();
  });
});
