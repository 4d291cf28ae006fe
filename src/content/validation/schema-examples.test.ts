import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBlockExamples } from './schema-examples';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const display = (absolute: string) => path.basename(absolute);

describe('checkBlockExamples', () => {
  it('passes the repository’s block schemas: each has examples that are valid blocks', async () => {
    expect(await checkBlockExamples(display)).toEqual([]);
  });

  it('reports an example that is not a valid block, and a schema without examples', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'block-examples-'));
    const hero = {
      examples: [
        { type: 'hero', heading: 'Fine', blurb: 'x' },
        { type: 'hero', heading: 42, blurb: 'x' },
      ],
    };
    await writeFile(path.join(dir, 'hero.schema.json'), JSON.stringify(hero));
    await writeFile(path.join(dir, 'faq.schema.json'), JSON.stringify({ title: 'FaqBlock' }));
    expect(await checkBlockExamples(display, dir)).toEqual([
      {
        file: 'faq.schema.json',
        path: '(top level)',
        message: 'has no "examples"; add at least one block',
      },
      {
        file: 'hero.schema.json',
        path: 'examples[1].heading',
        message: 'must be a string (got number)',
      },
    ]);
  });
});
