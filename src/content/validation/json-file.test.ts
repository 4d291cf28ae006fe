import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_FILE_BYTES,
  parseJsonBytes,
  readJsonFile,
  readListedJsonFileSync,
  readSmallTextFile,
} from './json-file';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('parseJsonBytes', () => {
  it('parses JSON', () => {
    expect(parseJsonBytes(bytes('{"slug": "bitcoin"}'))).toEqual({
      ok: true,
      value: { slug: 'bitcoin' },
      duplicateKeys: [],
    });
  });

  it('accepts a UTF-8 byte order mark, as some editors write one', () => {
    expect(parseJsonBytes(Uint8Array.of(0xef, 0xbb, 0xbf, ...bytes('{}')))).toEqual({
      ok: true,
      value: {},
      duplicateKeys: [],
    });
  });

  it('reports an empty or blank file', () => {
    expect(parseJsonBytes(bytes(''))).toEqual({ ok: false, message: 'file is empty' });
    expect(parseJsonBytes(bytes(' \n\t'))).toEqual({ ok: false, message: 'file is empty' });
  });

  it('reports each field given twice, as JSON.parse keeps only the last', () => {
    const text =
      '{\n  "slug": "btc",\n  "blocks": [{ "id": "a", "id": "b", "id": "c" }],\n  "slug": "eth"\n}';
    expect(parseJsonBytes(bytes(text))).toEqual({
      ok: true,
      value: { slug: 'eth', blocks: [{ id: 'c' }] },
      duplicateKeys: [
        {
          path: 'slug',
          message:
            'field "slug" is given twice (lines 2 and 4); only the last one counts, so remove the other',
        },
        {
          path: 'blocks[0].id',
          message:
            'field "id" is given 3 times (lines 3, 3 and 3); only the last one counts, so remove the others',
        },
      ],
    });
  });

  it('reports a file that is not UTF-8', () => {
    const utf16 = Uint8Array.of(0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00);
    expect(parseJsonBytes(utf16)).toEqual({
      ok: false,
      message: 'file is not UTF-8 text (is it a binary file, or saved in another encoding?)',
    });
  });
});

describe('readJsonFile', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'json-file-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('rejects a file over 1 MB by its size alone', async () => {
    const file = path.join(dir, 'huge.json');
    await writeFile(file, Buffer.alloc(12.3 * MAX_FILE_BYTES, ' '));
    expect(await readJsonFile(file)).toEqual({
      ok: false,
      message: 'file is too large (12.3 MB; the limit is 1 MB)',
    });
  });

  it('refuses a pipe rather than wait for it to end', async () => {
    const pipe = path.join(dir, 'pipe.json');
    execFileSync('mkfifo', [pipe]);
    expect(await readJsonFile(pipe)).toEqual({
      ok: false,
      message: 'file is not a regular file (a pipe, socket or device); only plain files are read',
    });
  });

  it('reads a listed regular file at once, and leaves anything else to readJsonFile', async () => {
    const page = path.join(dir, 'page.json');
    await writeFile(page, '{"slug": "bitcoin", "slug": "btc"}');
    expect(readListedJsonFileSync(page)).toEqual({
      result: await readJsonFile(page),
      text: '{"slug": "bitcoin", "slug": "btc"}',
    });
    const marked = path.join(dir, 'marked.json');
    await writeFile(marked, Uint8Array.of(0xef, 0xbb, 0xbf, ...bytes('{}')));
    expect(readListedJsonFileSync(marked)).toEqual({ result: await readJsonFile(marked) });
    const huge = path.join(dir, 'huge.json');
    await writeFile(huge, Buffer.alloc(MAX_FILE_BYTES + 1, ' '));
    const pipe = path.join(dir, 'pipe.json');
    execFileSync('mkfifo', [pipe]);
    for (const file of [huge, pipe, dir, path.join(dir, 'gone.json')]) {
      expect(readListedJsonFileSync(file)).toBeUndefined();
    }
  });

  it('gives the text of a small regular file only, reading nothing else', async () => {
    const page = path.join(dir, 'page.json');
    await writeFile(page, '{"slug": "bitcoin"}');
    expect(await readSmallTextFile(page)).toBe('{"slug": "bitcoin"}');
    const pipe = path.join(dir, 'pipe.json');
    execFileSync('mkfifo', [pipe]);
    const huge = path.join(dir, 'huge.json');
    await writeFile(huge, '');
    await truncate(huge, 300 * 1024 * 1024);
    const used = process.memoryUsage().rss;
    for (const file of [pipe, huge, '/dev/zero', dir, path.join(dir, 'gone.json')]) {
      expect(await readSmallTextFile(file)).toBeUndefined();
    }
    expect(process.memoryUsage().rss - used).toBeLessThan(100 * 1024 * 1024);
  });

  it('reports a file that cannot be read', async () => {
    expect(await readJsonFile(path.join(dir, 'gone.json'))).toEqual({
      ok: false,
      message: 'file could not be read: it does not exist',
    });
  });
});
