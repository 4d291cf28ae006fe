import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishAnswer } from './routes';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'publish-routes-'));
  execFileSync('git', ['init', '--quiet'], { cwd: dir });
  await writeFile(path.join(dir, 'about.json'), '{}\n');
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const json = { 'content-type': 'application/json' };
const ask = (route: string, method: string, headers = {}, body: Record<string, unknown> = {}) =>
  publishAnswer(dir, route, new URLSearchParams(), { method, headers }, () =>
    Promise.resolve(body),
  );

describe("the editor's Publish routes", () => {
  it('answer what will be published', async () => {
    const answer = await ask('changes', 'GET');
    expect(answer).toEqual({
      status: 200,
      body: {
        files: [{ file: 'about.json', change: 'added' }],
        diff: expect.stringContaining('+{}'),
        values: { 'about.json': { before: undefined, after: {} } },
      },
    });
  });

  it('refuse an undo with a plain message', async () => {
    expect(await ask('revert', 'POST', json, { file: '../x.json', commit: 'x' })).toEqual({
      status: 400,
      body: { message: '"../x.json" is not a page file of the content folder.' },
    });
  });

  it('leave other routes, Publish among them, to the editor’s child process', async () => {
    expect(await ask('pages', 'GET')).toBeUndefined();
    expect(await ask('save', 'POST', json)).toBeUndefined();
    expect(await ask('publish', 'POST', json, { name: 'Ann', message: 'x' })).toBeUndefined();
  });
});
