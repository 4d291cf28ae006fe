import {
  cp,
  lstat,
  mkdtemp,
  readFile,
  readdir,
  readlink,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONTENT_DIR } from '../../content/collections';
import { fileInWords } from '../fileWords';
import {
  checkPage,
  createPage,
  EditRefused,
  listPages,
  openPage,
  savePage,
  validateFolder,
} from '../edits';

/**
 * Saves against the content folder as it is on disk: each states the version it was made
 * from, one save of a folder runs at a time, and the check of the folder after the save
 * never writes outside its own copy.
 */
// Each save runs the whole validator; a busy 2-core machine takes seconds for one.
vi.setConfig({ testTimeout: 90_000 });

let work: string;
let dir: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'editor-store-'));
  dir = path.join(work, 'content');
  await cp(DEFAULT_CONTENT_DIR, dir, { recursive: true });
});
afterAll(() => rm(work, { recursive: true, force: true }));

type Page = Record<string, unknown>;

describe('a save states the version it was made from', () => {
  it('twenty saves of one file at once: one is saved, the others get the disk’s page', async () => {
    const file = 'pages/about.json';
    const { value, version } = await openPage(dir, file);
    const titles = Array.from({ length: 20 }, (_, index) => `About SwapRoute, take ${index + 1}`);
    const results = await Promise.all(
      titles.map((title) => savePage(dir, file, { ...(value as Page), title }, version)),
    );
    const saved = results.filter((result) => result.saved);
    expect(saved).toHaveLength(1);
    const written = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as Page;
    expect(titles).toContain(written.title);
    const conflicts = results.filter((result) => !result.saved && result.conflict);
    expect(conflicts).toHaveLength(19);
    for (const result of conflicts) {
      expect(result).toMatchObject({
        conflict: { value: { title: written.title }, version: (await openPage(dir, file)).version },
      });
    }
    // Nothing of a write is left beside the page.
    expect((await readdir(path.join(dir, 'pages'))).filter((name) => name.startsWith('.'))).toEqual(
      [],
    );
  });

  it('refuses a save over a file changed on disk since (a checkout), and writes nothing', async () => {
    const file = path.join(dir, 'pages/privacy.json');
    const { value, version } = await openPage(dir, 'pages/privacy.json');
    const checkedOut = (await readFile(file, 'utf8')).replace(
      /"title": "[^"]*"/,
      '"title": "Privacy, checked out | SwapRoute"',
    );
    await writeFile(file, checkedOut);
    const result = await savePage(
      dir,
      'pages/privacy.json',
      { ...(value as Page), description: 'Mine.' },
      version,
    );
    expect(result).toMatchObject({
      saved: false,
      message: expect.stringContaining('this page changed elsewhere since you opened it'),
      conflict: { value: { title: 'Privacy, checked out | SwapRoute' } },
    });
    expect(await readFile(file, 'utf8')).toBe(checkedOut);
  });
});

describe('the check of the folder as it would be after the save', () => {
  it('two coins given one symbol at once: the second save is refused, and the folder stays valid', async () => {
    const [pepe, floki] = await Promise.all(
      // Coins whose slug is their symbol: a new symbol alone breaks no link or pair address.
      ['coins/pepe.json', 'coins/floki.json'].map((file) => openPage(dir, file)),
    );
    const results = await Promise.all([
      savePage(dir, 'coins/pepe.json', { ...(pepe!.value as Page), symbol: 'ZZQ' }, pepe!.version),
      savePage(
        dir,
        'coins/floki.json',
        { ...(floki!.value as Page), symbol: 'ZZQ' },
        floki!.version,
      ),
    ]);
    expect(results.map((result) => result.saved).sort()).toEqual([false, true]);
    const refused = results.find((result) => !result.saved)!;
    const other = results.find((result) => result.saved)!.file;
    expect(refused.problems).toContainEqual(
      expect.objectContaining({ message: expect.stringContaining(other), severity: 'error' }),
    );
    expect((await validateFolder(dir)).errors).toEqual([]);
  });

  it('a save that breaks another file is refused and names that file', async () => {
    const { value, version } = await openPage(dir, 'coins/ethereum.json');
    const before = await readFile(path.join(dir, 'coins/ethereum.json'), 'utf8');
    const result = await savePage(
      dir,
      'coins/ethereum.json',
      { ...(value as Page), slug: 'ether' },
      version,
    );
    expect(result.saved).toBe(false);
    const others = [...new Set(result.problems.map((problem) => problem.file))].filter(
      (file) => file !== 'coins/ethereum.json',
    );
    expect(others.length).toBeGreaterThan(0);
    // Named as the marketer knows them: the site's settings and pages by address, no file.
    expect(!result.saved && result.message).toContain(fileInWords(others[0]!));
    expect(!result.saved && result.message).not.toMatch(/\.json/);
    expect(await readFile(path.join(dir, 'coins/ethereum.json'), 'utf8')).toBe(before);
  });
});

describe('a page file that is a link', () => {
  let outside: string;
  let siteBefore: string;
  beforeAll(async () => {
    outside = path.join(work, 'outside.json');
    await writeFile(outside, '{"kept": true}\n');
    siteBefore = await readFile(path.join(dir, 'site.json'), 'utf8');
    await symlink('../site.json', path.join(dir, 'pages/siteref.json'));
    await symlink(outside, path.join(dir, 'pages/elsewhere.json'));
    await symlink(path.join(work, 'nothing-here.json'), path.join(dir, 'pages/dangling.json'));
  });
  afterAll(async () => {
    for (const name of ['siteref', 'elsewhere', 'dangling']) {
      await rm(path.join(dir, `pages/${name}.json`), { force: true });
    }
  });

  const nothingOutsideChanged = async () => {
    expect(await readFile(path.join(dir, 'site.json'), 'utf8')).toBe(siteBefore);
    expect(await readFile(outside, 'utf8')).toBe('{"kept": true}\n');
    await expect(lstat(path.join(work, 'nothing-here.json'))).rejects.toThrow();
    expect(await readlink(path.join(dir, 'pages/siteref.json'))).toBe('../site.json');
  };

  it('is neither opened, checked nor saved, and nothing outside changes', async () => {
    const { value } = await openPage(dir, 'pages/about.json');
    for (const name of ['siteref', 'elsewhere', 'dangling']) {
      const file = `pages/${name}.json`;
      const page = { ...(value as Page), slug: name };
      await expect(openPage(dir, file)).rejects.toThrow(EditRefused);
      await expect(checkPage(dir, file, page)).rejects.toThrow(/link/);
      await expect(savePage(dir, file, page, 'no-file')).rejects.toThrow(/link/);
    }
    await nothingOutsideChanged();
  });

  it('is listed all the same, a dangling one too', async () => {
    const files = (await listPages(dir)).map((page) => page.file);
    expect(files).toEqual(
      expect.arrayContaining(['pages/siteref.json', 'pages/elsewhere.json', 'pages/dangling.json']),
    );
  });

  it('beside the page checked: the check writes only its own copy', async () => {
    const { value } = await openPage(dir, 'pages/about.json');
    await checkPage(dir, 'pages/about.json', {
      ...(value as Page),
      title: 'About, checked | SwapRoute',
    });
    await nothingOutsideChanged();
  });
});

describe('making a page', () => {
  it('refuses a slug that npm run new would read as an option', async () => {
    for (const slug of ['--help', '-h', '--dir']) {
      await expect(createPage(dir, { kind: 'page', slug, fields: {} })).rejects.toThrow(
        /cannot be an address/,
      );
    }
  });
});
