import path from 'node:path';

const queues = new Map<string, Promise<unknown>>();

/**
 * Runs `work` once every earlier call for the same content folder has finished: saves and new
 * pages of one folder happen one at a time, each checking the folder as the last one left it.
 * The editor's files are written by one process (the editor's worker), so a lock in memory
 * covers them all.
 */
export function withFolderLock<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const key = path.resolve(dir);
  const before = queues.get(key) ?? Promise.resolve();
  const mine = before.then(work);
  const settled = mine.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return mine;
}
