import {
  link,
  lstat,
  readdir,
  mkdir,
  mkdtemp,
  readFile,
  readlink,
  rm,
  stat,
  symlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTree, linkInPlaceOf } from './copy-tree.ts';

let dir: string;
const files: Record<string, string> = {
  'index.html': '<!doctype html><title>home</title>',
  'assets/index-Ab12.js': 'export const x = 1;',
  'assets/index-Ab12.js.br': 'compressed',
  'icons/coins/bitcoin.svg': '<svg/>',
  'icons/coins/deep/er/mark.svg': '<svg></svg>',
};
const then = new Date('2026-01-02T03:04:05.000Z');

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'copy-tree-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, 'from', name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  await utimes(path.join(dir, 'from', 'assets/index-Ab12.js'), then, then);
  await mkdir(path.join(dir, 'from', 'empty'));
  await symlink('index.html', path.join(dir, 'from', 'home.html'));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('copyTree', () => {
  it('copies every file, folder and link, keeping each file’s times', async () => {
    const to = path.join(dir, 'to');
    expect(await copyTree(path.join(dir, 'from'), to)).toBe(Object.keys(files).length + 1);
    for (const [name, content] of Object.entries(files)) {
      expect(await readFile(path.join(to, name), 'utf8'), name).toBe(content);
      const [source, copy] = await Promise.all([
        stat(path.join(dir, 'from', name)),
        stat(path.join(to, name)),
      ]);
      expect(copy.mtime.getTime(), name).toBe(source.mtime.getTime());
    }
    expect((await stat(path.join(to, 'assets/index-Ab12.js'))).mtime).toEqual(then);
    expect((await stat(path.join(to, 'empty'))).isDirectory()).toBe(true);
    expect((await lstat(path.join(to, 'home.html'))).isSymbolicLink()).toBe(true);
    expect(await readlink(path.join(to, 'home.html'))).toBe('index.html');
  });

  it('links the files instead where asked, with the same content and times', async () => {
    const to = path.join(dir, 'linked');
    await copyTree(path.join(dir, 'from'), to, { link: true });
    for (const name of Object.keys(files)) {
      const [source, copy] = await Promise.all([
        stat(path.join(dir, 'from', name)),
        stat(path.join(to, name)),
      ]);
      expect(copy.ino, name).toBe(source.ino);
    }
    expect(await readlink(path.join(to, 'home.html'))).toBe('index.html');
  });

  it('replaces files already in the target folder', async () => {
    const to = path.join(dir, 'again');
    await mkdir(to);
    await writeFile(path.join(to, 'index.html'), 'old');
    await copyTree(path.join(dir, 'from'), to);
    expect(await readFile(path.join(to, 'index.html'), 'utf8')).toBe(files['index.html']);
  });
});

describe('linkInPlaceOf', () => {
  it('puts a file at a new name, and in place of a file there, leaving that file as it was', async () => {
    const folder = path.join(dir, 'in-place');
    await mkdir(folder);
    const source = path.join(dir, 'from', 'index.html');
    const fresh = path.join(folder, 'fresh.html');
    await linkInPlaceOf(source, fresh);
    expect((await stat(fresh)).ino).toBe((await stat(source)).ino);

    const taken = path.join(folder, 'taken.html');
    const elsewhere = path.join(folder, 'elsewhere.html');
    await writeFile(taken, 'an older page');
    await link(taken, elsewhere);
    await linkInPlaceOf(source, taken);
    expect(await readFile(taken, 'utf8')).toBe(files['index.html']);
    expect(await readFile(elsewhere, 'utf8')).toBe('an older page');

    // Onto another name of the same file: nothing changes and no staging name is left.
    await linkInPlaceOf(source, fresh);
    expect((await readdir(folder)).sort()).toEqual(['elsewhere.html', 'fresh.html', 'taken.html']);
  });
});
