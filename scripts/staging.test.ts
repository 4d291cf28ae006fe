import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeAbandonedStaging, stagingFolder } from './staging';

let cacheDir: string;
afterEach(() => rm(cacheDir, { recursive: true, force: true }));

/** The id of a process that has ended. */
async function endedPid() {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  return child.pid!;
}

describe('staging folders', () => {
  it("deletes the folders of builds that ended without cleaning up, and keeps a running build's", async () => {
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'staging-'));
    const running = stagingFolder(cacheDir, 'bundles');
    const ended = await endedPid();
    const left = path.join(cacheDir, 'staging', `bundles-${ended}-1796000000000`);
    const leftBefore = path.join(cacheDir, 'staging', `client-${ended}`);
    const notOurs = path.join(cacheDir, 'staging', 'notes');
    for (const folder of [running, left, leftBefore, notOurs]) {
      await mkdir(path.join(folder, 'assets'), { recursive: true });
      await writeFile(path.join(folder, 'assets', 'app.js'), 'export {};');
    }

    expect((await removeAbandonedStaging(cacheDir)).sort()).toEqual(
      [path.basename(leftBefore), path.basename(left)].sort(),
    );
    expect((await readdir(path.join(cacheDir, 'staging'))).sort()).toEqual(
      [path.basename(running), 'notes'].sort(),
    );
  });

  it('does nothing when there is no staging folder', async () => {
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'staging-'));
    expect(await removeAbandonedStaging(cacheDir)).toEqual([]);
  });
});
