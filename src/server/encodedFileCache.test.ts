import { describe, expect, it } from 'vitest';
import { EncodedFileCache, type EncodedFileKey } from './encodedFileCache';

const key = (file: string, overrides: Partial<EncodedFileKey> = {}): EncodedFileKey => ({
  file,
  size: 100,
  mtimeMs: 1,
  encoding: 'br',
  ...overrides,
});
const bytes = (length: number) => new Uint8Array(new ArrayBuffer(length));

describe('EncodedFileCache', () => {
  it('compresses a file once and sends the kept form afterwards, also to requests meanwhile', async () => {
    const cache = new EncodedFileCache(1000);
    let made = 0;
    const encode = async () => {
      made += 1;
      return bytes(10);
    };
    const [first, second] = await Promise.all([
      cache.get(key('/a'), encode),
      cache.get(key('/a'), encode),
    ]);
    expect(await cache.get(key('/a'), encode)).toBe(first);
    expect(second).toBe(first);
    expect(made).toBe(1);
  });

  it('compresses again a file rewritten since, and each encoding on its own', async () => {
    const cache = new EncodedFileCache(1000);
    let made = 0;
    const encode = async () => {
      made += 1;
      return bytes(10);
    };
    await cache.get(key('/a'), encode);
    await cache.get(key('/a', { mtimeMs: 2 }), encode);
    await cache.get(key('/a', { encoding: 'gzip' }), encode);
    expect(made).toBe(3);
  });

  it('keeps no more bytes than its limit, forgetting the least recently sent first', async () => {
    const cache = new EncodedFileCache(250);
    const made: string[] = [];
    const encodeAs = (name: string) => async () => {
      made.push(name);
      return bytes(100);
    };
    await cache.get(key('/a'), encodeAs('a'));
    await cache.get(key('/b'), encodeAs('b'));
    await cache.get(key('/a'), encodeAs('a'));
    await cache.get(key('/c'), encodeAs('c'));
    expect(cache.size).toBeLessThanOrEqual(250);
    await cache.get(key('/a'), encodeAs('a'));
    await cache.get(key('/b'), encodeAs('b'));
    expect(made).toEqual(['a', 'b', 'c', 'b']);
  });

  it('bounds its memory over a crawl of many pages', async () => {
    const cache = new EncodedFileCache(64 * 1024);
    for (let page = 0; page < 2000; page += 1) {
      await cache.get(key(`/page-${page}`), async () => bytes(8 * 1024));
    }
    expect(cache.size).toBeLessThanOrEqual(64 * 1024);
    expect(cache.size).toBeGreaterThan(0);
  });

  it('tries again after a compression that failed', async () => {
    const cache = new EncodedFileCache(1000);
    await expect(
      cache.get(key('/a'), () => Promise.reject(new Error('zlib failed'))),
    ).rejects.toThrow('zlib failed');
    expect((await cache.get(key('/a'), async () => bytes(3))).byteLength).toBe(3);
  });
});
