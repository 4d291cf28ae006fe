import { rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { killGroup, spawnNpm, waitForGroupGone, type NpmRun } from '../tests/support/npm-process';
import { writeTinyDist } from '../tests/support/tinyDist';

/** Bounds on the load loop, far above what one run needs, so it always ends. */
const MAX_REQUESTS_PER_CLIENT = 5_000;
const LOAD_LIMIT_MS = 15_000;
const CLIENTS = 4;

let distDir: string;
let running: NpmRun | undefined;

beforeAll(async () => {
  distDir = await writeTinyDist('start-dist-');
});

afterEach(() => {
  killGroup(running?.child.pid);
  running = undefined;
});

afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});

/** `npm start` serving the tiny site on a free loopback port; resolves once it listens. */
async function startSite(): Promise<{ run: NpmRun; port: number }> {
  running = spawnNpm(['start'], { DIST_DIR: distDir, PORT: '0', HOST: '127.0.0.1' });
  const match = await running.waitFor(/on http:\/\/127\.0\.0\.1:(\d+)/, 30_000);
  return { run: running, port: Number(match[1]) };
}

interface Outcome {
  /** The `Connection` header of each answer, in order. */
  answers: { status: number; connection: string | undefined; at: number }[];
  /** How the client's loop ended: the error code of its last request, or "limit". */
  ended: string;
}

function get(agent: Agent, port: number): Promise<{ status: number; connection?: string }> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
      );
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** One keep-alive client asking again as soon as each answer is in, until it is refused. */
async function busyClient(agent: Agent, port: number, deadline: number): Promise<Outcome> {
  const answers: Outcome['answers'] = [];
  for (let sent = 0; sent < MAX_REQUESTS_PER_CLIENT && Date.now() < deadline; sent++) {
    try {
      const { status, connection } = await get(agent, port);
      answers.push({ status, connection, at: Date.now() });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      return { answers, ended: code };
    }
  }
  return { answers, ended: 'limit' };
}

describe('npm start', () => {
  it('drains keep-alive clients on SIGTERM: close answers, no resets, nothing left, exit 0', async () => {
    const { run, port } = await startSite();
    const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
    const deadline = Date.now() + LOAD_LIMIT_MS;
    const clients = Array.from({ length: CLIENTS }, () => busyClient(agent, port, deadline));

    await new Promise((resolve) => setTimeout(resolve, 500));
    const signalledAt = Date.now();
    // Only npm's own process, as a supervisor that knows nothing of npm's children does.
    process.kill(run.child.pid!, 'SIGTERM');

    const outcomes = await Promise.all(clients);
    agent.destroy();
    expect(await run.exited).toEqual({ code: 0, signal: null });
    expect(await waitForGroupGone(run.child.pid!, 5_000)).toEqual([]);

    const answers = outcomes.flatMap((outcome) => outcome.answers);
    expect(answers.filter((answer) => answer.at < signalledAt).length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // Every client was answered until the server stopped listening; none was cut off.
    expect(outcomes.map((outcome) => outcome.ended)).toEqual(
      Array.from({ length: CLIENTS }, () => 'ECONNREFUSED'),
    );
    // Each connection's last answer told its client that it closes.
    const closing = answers.filter((answer) => answer.connection === 'close');
    expect(closing.length).toBeGreaterThan(0);
    expect(closing.every((answer) => answer.at >= signalledAt)).toBe(true);
    // Once the server drains, each connection's last answer tells its client that it closes.
    // A client whose last answer came before that (a loaded machine can hold it past the half
    // second idle limit) had its quiet connection closed instead, which is the other half of
    // draining; the ECONNREFUSED above shows it was not cut off mid-request.
    const drainingFrom = Math.min(...closing.map((answer) => answer.at));
    for (const outcome of outcomes) {
      const last = outcome.answers.at(-1);
      if (last && last.at > drainingFrom) expect(last.connection).toBe('close');
    }
    expect(run.output()).toContain('SIGTERM received: finishing open requests, then stopping.');
  }, 60_000);

  it('stops on SIGINT sent to its whole process group, as Ctrl-C in a terminal does', async () => {
    const { run, port } = await startSite();
    const agent = new Agent({ keepAlive: true });
    // An idle keep-alive connection must not hold the shutdown up.
    expect((await get(agent, port)).connection).toBe('keep-alive');

    // npm passes the signal on as well, so the server receives it twice.
    process.kill(-run.child.pid!, 'SIGINT');

    expect(await run.exited).toEqual({ code: 0, signal: null });
    expect(await waitForGroupGone(run.child.pid!, 5_000)).toEqual([]);
    agent.destroy();
    expect(run.output()).toContain('SIGINT received');
  }, 60_000);
});
