// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR, loadContent } from '../../src/content/index.ts';
import { hugoTotalMs, hugoVersion, stageHugoSite } from './hugo.ts';
import { peerPageCount } from './peer-pages.ts';
import { loadBlockChecks } from '../../src/blocks';

const work = await mkdtemp(path.join(os.tmpdir(), 'hugo-peer-'));
afterAll(() => rm(work, { recursive: true, force: true }));

describe('the Hugo peer', () => {
  it.skipIf(!hugoVersion())(
    'renders as many pages as our build, made pairs included, with their blocks and JSON',
    async () => {
      const content = await loadContent(DEFAULT_CONTENT_DIR, { blockChecks: loadBlockChecks });
      const siteDir = path.join(work, 'site');
      const outDir = path.join(work, 'out');
      const staged = await stageHugoSite({
        pagesDir: DEFAULT_CONTENT_DIR,
        siteDir,
        inlineCssBytes: 2000,
      });
      expect(staged).toBe(peerPageCount(content));
      const run = spawnSync('hugo', ['--source', siteDir, '--destination', outDir], {
        encoding: 'utf8',
      });
      expect(run.status, run.stderr).toBe(0);
      expect(hugoTotalMs(run.stdout)).toBeGreaterThan(0);
      const written = (await readdir(outDir, { recursive: true })).filter((file) =>
        file.endsWith('index.html'),
      );
      expect(written).toHaveLength(staged);
      const made = await readFile(path.join(outDir, 'bnbtosolana', 'index.html'), 'utf8');
      expect(made).toContain('Swap BNB to Solana');
      expect(made).toMatch(/<section class="block block-[a-zA-Z]+">/);
      const json = /<script type="application\/json" id="page-data">(.*)<\/script>/.exec(made);
      expect(JSON.parse(json![1]!)).toMatchObject({ slug: 'bnbtosolana' });
      const home = await readFile(path.join(outDir, 'index.html'), 'utf8');
      expect(home).toMatch(/<style>\.c0\{[^<]{1990,2010}<\/style>/);
    },
    120_000,
  );

  it("reads Hugo's own build time from its summary", () => {
    expect(hugoTotalMs('  Cleaned          |   0  \n\nTotal in 1234 ms\n')).toBe(1234);
    expect(hugoTotalMs('Error: no layout')).toBeNull();
  });
});
