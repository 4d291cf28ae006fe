import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMP_PREFIX } from './atomicWrite';

const projectRoot = path.resolve(import.meta.dirname, '../../..');
const SIZE = 32 * 1024 * 1024;
const ROUNDS = 4;

/**
 * A writer in a process of its own, writing the old and the new text in turn into one file
 * (at most 400 times), saying "w" as each write begins.
 */
const WRITER = `
import { writeFileAtomic } from ${JSON.stringify(path.join(import.meta.dirname, 'atomicWrite.ts'))};
const [file, size] = process.argv.slice(1);
const texts = ['o'.repeat(Number(size)), 'n'.repeat(Number(size))];
for (let write = 0; write < 400; write++) {
  process.stdout.write('w');
  await writeFileAtomic(file, texts[write % 2]);
}
`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'editor-atomic-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/**
 * Starts the writer and kills it (SIGKILL) as soon as a file in the folder is seen part
 * written, the page file or the writer's temporary one: mid-save, whatever the machine's load.
 */
async function killMidWrite(): Promise<void> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      WRITER,
      path.join(dir, 'about.json'),
      String(SIZE),
    ],
    { cwd: projectRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal)),
  );
  let running = true;
  void exited.then(() => (running = false));
  const deadline = Date.now() + 60_000;
  while (running && Date.now() < deadline) {
    const sizes = await Promise.all(
      (await readdir(dir)).map((name) =>
        stat(path.join(dir, name)).then(
          (found) => found.size,
          () => SIZE,
        ),
      ),
    );
    if (sizes.some((size) => size < SIZE)) {
      child.kill('SIGKILL');
      break;
    }
  }
  const signal = await exited;
  if (signal !== 'SIGKILL') throw new Error('the writer finished before it was seen mid-write');
}

describe('a save killed mid-write', () => {
  it('leaves the file whole: the old text or the new, never part of one', async () => {
    const file = path.join(dir, 'about.json');
    for (let round = 0; round < ROUNDS; round++) {
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir);
      await writeFile(file, 'o'.repeat(SIZE));
      await killMidWrite();
      const text = await readFile(file, 'utf8');
      expect(text.length, `round ${round}`).toBe(SIZE);
      expect(text === 'o'.repeat(SIZE) || text === 'n'.repeat(SIZE), `round ${round}`).toBe(true);
    }
    // A killed write may leave its temporary file, never under a page's name.
    expect((await readdir(dir)).filter((name) => !name.startsWith(TEMP_PREFIX))).toEqual([
      'about.json',
    ]);
  }, 120_000);
});
