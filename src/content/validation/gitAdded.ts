import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** A repository's history is local; a git that takes longer is stuck, and the order falls back. */
const GIT_TIMEOUT_MS = 5000;

/**
 * When git first committed each file (seconds since 1970), for the files it knows. Asked only
 * for files that share a slug, so a clean folder never starts git. No repository, no git, or a
 * file never committed: that file is simply left out.
 */
export async function gitAddedAt(
  files: readonly string[],
  absolute: (file: string) => string,
): Promise<Map<string, number>> {
  const added = new Map<string, number>();
  await Promise.all(
    files.map(async (file) => {
      const full = absolute(file);
      try {
        const { stdout } = await run(
          'git',
          ['log', '--diff-filter=A', '--format=%ct', '--', path.basename(full)],
          { cwd: path.dirname(full), timeout: GIT_TIMEOUT_MS },
        );
        const first = stdout.trim().split('\n').at(-1);
        if (first) added.set(file, Number(first));
      } catch {
        // Not a repository, or no git: the stable fallback order decides.
      }
    }),
  );
  return added;
}
