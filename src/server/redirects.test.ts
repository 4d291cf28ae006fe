import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIRECTS_FILE, STATIC_REDIRECTS_FILE, staticSite } from './static-site';

let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'redirects-'));
  await mkdir(path.join(distDir, '_server'), { recursive: true });
  await mkdir(path.join(distDir, 'page-data'), { recursive: true });
  await writeFile(path.join(distDir, 'ethtousdt.html'), '<p>ETH to USDT</p>');
  await writeFile(path.join(distDir, 'page-data', 'ethtousdt.json'), '{}');
  await writeFile(path.join(distDir, '404.html'), '<p>Not found</p>');
  await writeFile(
    path.join(distDir, REDIRECTS_FILE),
    JSON.stringify([{ from: '/ethereumtousdt', to: '/ethtousdt' }]),
  );
  await writeFile(path.join(distDir, STATIC_REDIRECTS_FILE), '/ethereumtousdt /ethtousdt 301\n');
});
afterAll(() => rm(distDir, { recursive: true, force: true }));

const get = (address: string) => staticSite(distDir).routes.request(address);

describe('redirects the build lists', () => {
  it('moves a pair address to the hand-written page of the same coins for good', async () => {
    for (const address of ['/ethereumtousdt', '/ethereumtousdt/']) {
      const answer = await get(address);
      expect(answer.status).toBe(301);
      expect(answer.headers.get('Location')).toBe('/ethtousdt');
    }
  });

  it('moves the address’s page data too, for navigation inside the site', async () => {
    const answer = await get('/page-data/ethereumtousdt.json');
    expect(answer.status).toBe(301);
    expect(answer.headers.get('Location')).toBe('/page-data/ethtousdt.json');
  });

  it('leaves other addresses alone and keeps the static hosts’ rule file private', async () => {
    expect((await get('/ethtousdt')).status).toBe(200);
    expect((await get('/usdttosol')).status).toBe(404);
    expect((await get(`/${STATIC_REDIRECTS_FILE}`)).status).toBe(404);
  });
});
