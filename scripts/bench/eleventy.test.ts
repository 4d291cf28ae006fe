// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR, loadContent } from '../../src/content/index.ts';
import { renderWithEleventy } from './eleventy.ts';

const work = await mkdtemp(path.join(os.tmpdir(), 'eleventy-peer-'));
afterAll(() => rm(work, { recursive: true, force: true }));

describe('the Eleventy peer', () => {
  it('renders as many pages as our build, the pair template filled in for every pair', async () => {
    const content = await loadContent(DEFAULT_CONTENT_DIR);
    const outDir = path.join(work, 'out');
    const rendered = await renderWithEleventy({
      pagesDir: DEFAULT_CONTENT_DIR,
      outDir,
      inlineCssBytes: 2000,
    });
    // Our build answers the addresses hand-written pages cover with a redirect instead. The
    // peer knows no coin aliases, so the redirects of addresses spelled with one (/usdttosol)
    // are not pages it renders.
    const slugs = content.site.coins.map((coin) => coin.slug);
    const pairAddresses = new Set(slugs.flatMap((from) => slugs.map((to) => `/${from}to${to}`)));
    const coveredPairs = content.redirects.filter(({ from }) => pairAddresses.has(from));
    expect(rendered).toBe(content.pages.length + coveredPairs.length);
    const made = await readFile(path.join(outDir, 'bnbtosolana', 'index.html'), 'utf8');
    expect(made).toContain('Swap BNB to Solana');
    expect(made).not.toMatch(/\{(from|to)\.[a-z]+\}/i);
  }, 60_000);
});
