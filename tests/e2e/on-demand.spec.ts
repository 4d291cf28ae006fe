import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loadMakePage } from '../../src/server/onDemandNode';
import { prerenderedMadePages } from '../support/madePages';

const distDir = path.resolve('dist');
const make = await loadMakePage(distDir);

/** A few of them at random; the seed is printed so a failure can be repeated. */
function sample<T>(items: readonly T[], count: number, seed: number): T[] {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31);
  return Array.from({ length: Math.min(count, items.length) }, () => items[next() % items.length]!);
}

test.describe('pages made on demand', () => {
  test.skip(({ isMobile }) => isMobile, 'no browser is involved: once is enough');

  test('a page made on demand is byte for byte the prerender’s', async () => {
    expect(make).not.toBeNull();
    const seed = Number(process.env.SAMPLE_SEED ?? Date.now() % 100_000);
    const slugs = sample(await prerenderedMadePages(distDir), 8, seed);
    expect(slugs.length, `seed ${seed}`).toBeGreaterThan(0);
    for (const slug of slugs) {
      const answer = make!(slug);
      expect(answer && 'document' in answer, `${slug} (seed ${seed})`).toBe(true);
      const prerendered = await readFile(path.join(distDir, `${slug}.html`), 'utf8');
      expect(
        (answer as { document: string }).document === prerendered,
        `${slug} (seed ${seed})`,
      ).toBe(true);
      const data = await readFile(path.join(distDir, 'page-data', `${slug}.json`), 'utf8');
      expect((answer as { data: string }).data, slug).toBe(data);
    }
  });
});
