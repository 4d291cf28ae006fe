import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogueMarks } from '../siteAssets';
import { brandIconsPlugin } from './vitePlugin';

type Hook = (this: unknown, options: { dir?: string }) => Promise<void>;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'brand-marks-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const writeBundle = (environment: string) =>
  (brandIconsPlugin().writeBundle as Hook).call({ environment: { name: environment } }, { dir });

describe('the brand marks in a build', () => {
  it('are written into the client output, a mark for every catalogue coin that has one', async () => {
    await writeBundle('client');
    const coinMarks = [...catalogueMarks().keys()];
    expect(coinMarks.length).toBeGreaterThan(1000);
    expect(new Set(await readdir(path.join(dir, 'icons', 'coins')))).toEqual(
      new Set(coinMarks.map((sitePath) => path.basename(sitePath))),
    );
    const metamask = await readFile(path.join(dir, 'icons', 'wallets', 'metamask.svg'), 'utf8');
    expect(metamask).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });

  it('are not written into the server-side output', async () => {
    await writeBundle('ssr');
    expect(await readdir(dir)).toEqual([]);
  });
});
