import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface NpmRun {
  child: ChildProcess;
  /** What the command has printed so far, stdout and stderr together. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves with the first match of the pattern in the output. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray>;
}

/**
 * `npm <args>` from the repository root (or `cwd`) as a supervisor starts it: in a process group of its
 * own, so a test can tell whether anything it started outlives it.
 */
export function spawnNpm(
  args: string[],
  env: Record<string, string> = {},
  cwd: string = repoRoot,
): NpmRun {
  const child = spawn('npm', args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const waitFor = (pattern: RegExp, timeoutMs: number) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (!match) return;
        cleanup();
        resolve(match);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no ${pattern} within ${timeoutMs} ms; output:\n${output}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      void exited.then(() => {
        if (!listeners.has(check)) return;
        cleanup();
        reject(new Error(`npm ${args.join(' ')} exited before ${pattern}; output:\n${output}`));
      });
      check();
    });
  return { child, output: () => output, exited, waitFor };
}

/** The live (not yet reaped zombie) processes of a process group, as "pid command" lines. */
export function liveMembers(group: number): string[] {
  try {
    process.kill(-group, 0);
  } catch {
    return [];
  }
  const members: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    // "pid (command) state ppid pgrp ...": the command may contain spaces and parentheses.
    const close = stat.lastIndexOf(')');
    const [state, , pgrp] = stat.slice(close + 2).split(' ');
    if (Number(pgrp) === group && state !== 'Z') members.push(`${pid} ${stat.slice(0, close + 1)}`);
  }
  return members;
}

/** Waits until no process of the group is left; returns what is still alive at the deadline. */
export async function waitForGroupGone(group: number, timeoutMs: number): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const alive = liveMembers(group);
    if (alive.length === 0 || Date.now() > deadline) return alive;
    await sleep(50);
  }
}

/** Kills whatever is left of the group; for test cleanup only. */
export function killGroup(group: number | undefined): void {
  if (group === undefined) return;
  try {
    process.kill(-group, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** Stops a server a test started: SIGTERM to its group, SIGKILL to what is left after 10 s. */
export async function stopNpm(run: NpmRun): Promise<void> {
  const group = run.child.pid;
  if (group === undefined) return;
  try {
    process.kill(-group, 'SIGTERM');
  } catch {
    return;
  }
  if ((await waitForGroupGone(group, 10_000)).length > 0) killGroup(group);
}
