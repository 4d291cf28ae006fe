import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materializeValidatorFixtures } from '../tests/support/validatorFixtures';
import type { PageDefinition } from './types/schema';

let folder: string;
let removeAll: () => Promise<void>;
beforeAll(async () => {
  const fixtures = await materializeValidatorFixtures();
  const parent = await mkdtemp(path.join(tmpdir(), 'print-content-'));
  folder = path.join(parent, 'content');
  await cp(path.join(fixtures.dir, 'valid'), folder, { recursive: true });
  removeAll = async () => {
    await fixtures.remove();
    await rm(parent, { recursive: true, force: true });
  };
});
afterAll(() => removeAll());

/** What the dev server reads: the child process's one JSON answer. */
async function printContent(): Promise<{
  ok: boolean;
  warnings?: string;
  pages?: PageDefinition[];
}> {
  const script = path.join(import.meta.dirname, 'entry-content.ts');
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--import',
    'tsx',
    script,
    folder,
  ]);
  return JSON.parse(stdout) as { ok: boolean; warnings?: string; pages?: PageDefinition[] };
}

describe('printContent, as the dev server reads content', () => {
  it("hands over the warnings, with or without an error in the same file, for the dev server's terminal", async () => {
    const pageFile = path.join(folder, 'coins', 'bitcoin.json');
    const page = JSON.parse(await readFile(pageFile, 'utf8')) as Record<string, unknown>;
    const title = `${'A very long title '.repeat(4)}| SwapRoute`;

    try {
      await writeFile(pageFile, JSON.stringify({ ...page, title }, null, 2));
      const passing = await printContent();
      expect(passing.ok).toBe(true);
      expect(passing.warnings).toMatch(
        /warning .*coins\/bitcoin\.json:\d+:\d+ +title +is \d+ characters/,
      );

      await writeFile(pageFile, JSON.stringify({ ...page, title, colour: 'red' }, null, 2));
      const failing = await printContent();
      expect(failing.ok).toBe(false);
      expect(failing.warnings).toMatch(/title +is \d+ characters/);
    } finally {
      await writeFile(pageFile, JSON.stringify(page, null, 2));
    }
  }, 60_000);

  it('hands over the pages as the production loader makes them: a coin directory lists the catalogue', async () => {
    const directory = {
      kind: 'fixed',
      slug: 'all-coins',
      title: 'All coins | SwapRoute',
      description: 'Every coin you can swap, each with a page of its own.',
      keywords: ['coins'],
      blocks: [{ type: 'coinDirectory', heading: 'All coins', entries: [] }],
    };
    await writeFile(path.join(folder, 'pages', 'all-coins.json'), JSON.stringify(directory));
    const answer = await printContent();
    try {
      expect(answer.ok).toBe(true);
      const block = answer.pages
        ?.find((page) => page.slug === 'all-coins')
        ?.blocks.find((candidate) => candidate.type === 'coinDirectory');
      const entries = block && 'entries' in block ? block.entries : [];
      expect(entries.map((entry) => entry.slug)).toContain('bitcoin');
      expect(entries.length).toBeGreaterThan(100);
    } finally {
      await rm(path.join(folder, 'pages', 'all-coins.json'));
    }
  }, 60_000);
});
