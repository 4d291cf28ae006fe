import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR, loadContent } from '../../src/content/index.ts';
import { renderWithEleventy } from './eleventy.ts';
import { peerPageCount } from './peer-pages.ts';
import { loadBlockChecks } from '../../src/blocks';

const work = await mkdtemp(path.join(os.tmpdir(), 'eleventy-peer-'));
afterAll(() => rm(work, { recursive: true, force: true }));

describe('the Eleventy peer', () => {
  it('renders as many pages as our build, the pair template filled in for every pair', async () => {
    const content = await loadContent(DEFAULT_CONTENT_DIR, { blockChecks: loadBlockChecks });
    const outDir = path.join(work, 'out');
    const rendered = await renderWithEleventy({
      pagesDir: DEFAULT_CONTENT_DIR,
      outDir,
      inlineCssBytes: 2000,
    });
    expect(rendered).toBe(peerPageCount(content));
    const made = await readFile(path.join(outDir, 'bnbtosolana', 'index.html'), 'utf8');
    expect(made).toContain('Swap BNB to Solana');
    expect(made).not.toMatch(/\{(from|to)\.[a-z]+\}/i);
  }, 60_000);
});
