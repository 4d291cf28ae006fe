import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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
  it.skipIf(!hugoVersion()).each(['recursive', 'flat'] as const)(
    'renders as many pages as our build with the %s template, made pairs included, with their blocks and JSON',
    async (template) => {
      const content = await loadContent(DEFAULT_CONTENT_DIR, { blockChecks: loadBlockChecks });
      const siteDir = path.join(work, `site-${template}`);
      const outDir = path.join(work, `out-${template}`);
      const staged = await stageHugoSite({
        pagesDir: DEFAULT_CONTENT_DIR,
        siteDir,
        inlineCssBytes: 2000,
        template,
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
      // Both print the block's text; only the recursive one through a partial.
      expect(made).toContain('<p>Swap BNB to Solana');
      expect(existsSync(path.join(siteDir, 'layouts', 'partials', 'value.html'))).toBe(
        template === 'recursive',
      );
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
