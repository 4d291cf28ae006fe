import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * A folder for a build to make something in before renaming it into place, in the cache's
 * staging folder. Its name carries the process making it: a build stopped with Ctrl-C ends
 * before its own clean-up runs, and a later build tells such a folder from one that another
 * build, still running, is making.
 */
export const stagingFolder = (cacheDir: string, what: string) =>
  path.join(cacheDir, 'staging', `${what}-${process.pid}-${Date.now()}`);

const pidOf = (name: string) => {
  const match = /^[a-z]+-(\d+)(?:-\d+)?$/.exec(name);
  return match ? Number(match[1]) : undefined;
};

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process is there, another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Deletes the staging folders of builds no longer running; returns their names. */
export async function removeAbandonedStaging(cacheDir: string): Promise<string[]> {
  const dir = path.join(cacheDir, 'staging');
  const names = await readdir(dir).catch(() => [] as string[]);
  const abandoned = names.filter((name) => {
    const pid = pidOf(name);
    return pid !== undefined && !isRunning(pid);
  });
  await Promise.all(
    abandoned.map((name) => rm(path.join(dir, name), { recursive: true, force: true })),
  );
  return abandoned;
}
