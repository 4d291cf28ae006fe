import { appendFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToStore, NOT_FOUND_KEY, readPageStore, takeFromStore } from './page-store.ts';

let dir: string;
let site: string;
let store: string;
const inSite = (name: string) => path.join(site, name);

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'page-store-'));
  site = path.join(dir, 'site');
  store = path.join(dir, 'store');
  await mkdir(path.join(site, 'page-data'), { recursive: true });
  await writeFile(inSite('bitcoin.html'), '<a href="/ethereum">ETH</a>');
  await writeFile(inSite('page-data/bitcoin.json'), '{"slug":"bitcoin"}');
  await writeFile(inSite('404.html'), '<h1 id="top">Not found</h1>');
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the store of rendered pages', () => {
  it('is empty before anything is kept', async () => {
    expect((await readPageStore(store)).size).toBe(0);
  });

  it('gives back a kept page’s files and links, and the 404 page', async () => {
    await addToStore(store, [
      {
        hash: 'h1',
        html: inSite('bitcoin.html'),
        data: inSite('page-data/bitcoin.json'),
        hrefs: ['/ethereum'],
        ids: [],
      },
      { hash: NOT_FOUND_KEY, html: inSite('404.html'), hrefs: [], ids: ['top'] },
    ]);
    const index = await readPageStore(store);
    expect(index.get('h1')).toEqual({ hrefs: ['/ethereum'], ids: [] });
    expect(index.get(NOT_FOUND_KEY)).toEqual({ hrefs: [], ids: ['top'] });
    const copy = path.join(dir, 'copy');
    await mkdir(path.join(copy, 'page-data'), { recursive: true });
    const missing = await takeFromStore(store, [
      {
        hash: 'h1',
        html: path.join(copy, 'btc.html'),
        data: path.join(copy, 'page-data', 'btc.json'),
      },
      { hash: NOT_FOUND_KEY, html: path.join(copy, '404.html') },
    ]);
    expect(missing.size).toBe(0);
    expect(await readFile(path.join(copy, 'btc.html'), 'utf8')).toBe('<a href="/ethereum">ETH</a>');
    expect(await readFile(path.join(copy, 'page-data', 'btc.json'), 'utf8')).toBe(
      '{"slug":"bitcoin"}',
    );
    expect(await readFile(path.join(copy, '404.html'), 'utf8')).toContain('Not found');
  });

  it('replaces a page kept again, and the later line wins', async () => {
    await writeFile(inSite('bitcoin.html'), '<a href="/solana">SOL</a>');
    await addToStore(store, [
      {
        hash: 'h1',
        html: inSite('bitcoin.html'),
        data: inSite('page-data/bitcoin.json'),
        hrefs: ['/solana'],
        ids: [],
      },
    ]);
    expect((await readPageStore(store)).get('h1')).toEqual({ hrefs: ['/solana'], ids: [] });
    expect(await readFile(path.join(store, 'h1.html'), 'utf8')).toContain('/solana');
  });

  it('ignores a line cut short, and says which pages’ files are gone', async () => {
    await appendFile(path.join(store, 'links.jsonl'), '{"hash":"h2","hrefs":["/x"');
    const index = await readPageStore(store);
    expect(index.has('h2')).toBe(false);
    const missing = await takeFromStore(store, [
      { hash: 'gone', html: path.join(dir, 'gone.html'), data: path.join(dir, 'gone.json') },
    ]);
    expect([...missing]).toEqual(['gone']);
  });
});
