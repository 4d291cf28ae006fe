import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from '../src/content/collections';
import { absentCoin, siteFixture } from './support/siteFixture';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The unit tests that read the site's whole content folder (tests/README.md, "What a test may
 * pin"). They derive what they expect from the content, so they are run again here on a copy
 * with one more coin.
 */
const CONTENT_DERIVED_TESTS = [
  'src/content/pairPages.test.ts',
  'src/content/launchPages.test.ts',
  'src/content/validation/validate-pages-data.test.ts',
  'src/content/validation/formerSlugs.test.ts',
  'src/editor/edits.test.ts',
  'src/server/market/market.test.ts',
  'scripts/new.test.ts',
  'scripts/bench/generate.test.ts',
  'src/content/madePages.test.ts',
  'src/server/news/madeKeywords.test.ts',
  'src/content/pairTemplateText.test.ts',
  'src/content/validation/catalogueOverrides.test.ts',
  'src/content/exampleText.test.ts',
  'src/content/validation/pageInvariants.test.ts',
  'src/editor/jsonText.test.ts',
  'src/editor/form/paragraphText.test.ts',
  'src/editor/publish/checkedPublish.test.ts',
];

/**
 * Tests that read the whole content folder too, each building the site or copying and
 * validating it many times: too slow to run twice in one suite. Each adds a coin of its own, or derives from the
 * content, and the first run of the suite checks them.
 */
const TOO_SLOW_TO_REPEAT = [
  'scripts/build.test.ts',
  'scripts/bench/eleventy.test.ts',
  'scripts/bench/hugo.test.ts',
  'src/content/validation/validate-pages-data.fuzz.test.ts',
  'src/editor/client/rename.test.ts',
  'src/editor/store/saving.test.ts',
];

/** What a test reads the whole content folder through. */
const READS_THE_CONTENT_FOLDER = /\bDEFAULT_CONTENT_DIR\b|support\/site-routes/;

/** Far above the listed tests' minute or two on a busy 2-core machine; a hang still ends. */
const RUN_LIMIT_MS = 360_000;

interface Finished {
  code: number | null;
  output: string;
}

/**
 * Runs a command in a process group of its own and waits for it to end, killing the group at
 * the limit, so no worker it started outlives the test.
 */
function run(command: string, args: string[], env: Record<string, string>): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => (output += chunk.toString());
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const limit = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), RUN_LIMIT_MS);
    child.once('error', (error) => {
      clearTimeout(limit);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(limit);
      resolve({ code, output });
    });
  });
}

async function testFiles(): Promise<string[]> {
  const found: string[] = [];
  for (const folder of ['src', 'scripts', 'tests']) {
    for (const name of await readdir(path.join(root, folder), { recursive: true })) {
      if (/\.test\.tsx?$/.test(name)) found.push(path.posix.join(folder, name));
    }
  }
  return found.sort();
}

describe('the tests of the site’s content, on a copy with one more coin', () => {
  let copy: string;
  beforeAll(async () => {
    copy = await mkdtemp(path.join(tmpdir(), 'content-change-'));
    await cp(DEFAULT_CONTENT_DIR, copy, { recursive: true });
  });
  afterAll(() => rm(copy, { recursive: true, force: true }));

  it('lists every unit test that reads the whole content folder, here or as too slow', async () => {
    // The market proxy's test reads only the coins (siteFixture), so it is listed by hand.
    const files = await testFiles();
    const readers: string[] = [];
    for (const file of files) {
      if (file === 'tests/content-change.test.ts') continue;
      const text = await readFile(path.join(root, file), 'utf8');
      if (READS_THE_CONTENT_FOLDER.test(text)) readers.push(file);
    }
    const listed = [...CONTENT_DERIVED_TESTS, ...TOO_SLOW_TO_REPEAT];
    expect(readers.filter((file) => !listed.includes(file))).toEqual([]);
    expect(listed.filter((file) => !files.includes(file))).toEqual([]);
  });

  it(
    'pass after `npm run new` adds a coin the README’s way',
    async () => {
      const coin = absentCoin(siteFixture().coins);
      const { pair, widget } = coin.catalogue;
      const env = { CONTENT_DIR: copy };
      const added = await run(
        'npm',
        [
          ...['run', '--silent', 'new', '--', 'coin', coin.slug],
          ...['--name', coin.name, '--symbol', coin.symbol, '--market-id', coin.catalogue.id],
          ...['--color', coin.catalogue.color, '--network', pair.network],
          ...['--confirmation-time', pair.confirmationTime, '--swap-time', pair.swapTime],
          ...['--minimum', pair.minimumSwap, '--decimals', String(widget.decimals)],
          ...['--widget-chain', widget.chain!, '--widget-token', widget.token!],
        ],
        env,
      );
      expect(added.code, added.output).toBe(0);
      expect(await readdir(path.join(copy, 'coins'))).toContain(`${coin.slug}.json`);

      const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
      // One worker, with a test's limit to match: this run shares the machine with the
      // suite's own workers, and its tests time out on a starved core, not on a failure.
      const tests = await run(
        vitest,
        ['run', '--maxWorkers=1', '--testTimeout=60000', ...CONTENT_DERIVED_TESTS],
        { ...env, NO_COLOR: '1' },
      );
      expect(tests.code, tests.output.slice(-6_000)).toBe(0);
      expect(tests.output).toMatch(
        new RegExp(`Test Files +${CONTENT_DERIVED_TESTS.length} passed`),
      );
    },
    RUN_LIMIT_MS * 2,
  );
});
