import { open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { switchableFakePort } from './ports';

const LOCK_FILE = path.join(tmpdir(), `swaproute-fake-upstreams-${switchableFakePort}.lock`);
/** Longer than the longest test that holds the lock may take on a loaded machine. */
const WAIT_LIMIT_MS = 100_000;
/** Long enough for a waiting worker's next poll to find the lock free. */
const HAND_OVER_MS = 300;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A lock left by a test worker that has since died is taken over instead of waited on. */
async function removeIfAbandoned(): Promise<void> {
  const owner = Number(await readFile(LOCK_FILE, 'utf8').catch(() => ''));
  if (Number.isInteger(owner) && owner > 0 && !isRunning(owner))
    await rm(LOCK_FILE, { force: true });
}

/**
 * The switchable fakes are one process shared by every Playwright worker, and a test that
 * switches a fake's mode (say, the market answering 429) would otherwise change what a
 * test in the other worker sees. Such tests hold this lock, across workers, for their whole
 * run; the returned function lets go of it.
 */
export async function holdFakeUpstreams(): Promise<() => Promise<void>> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    try {
      const handle = await open(LOCK_FILE, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return async () => {
        await rm(LOCK_FILE, { force: true });
        // A worker that waits polls every 100 ms; without a pause here this worker's next test
        // can take the lock straight back, again and again, while the other waits out its limit.
        await sleep(HAND_OVER_MS);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Waited ${WAIT_LIMIT_MS / 1000} s for ${LOCK_FILE}; is another test run active?`,
      );
    }
    await removeIfAbandoned();
    await sleep(100);
  }
}
