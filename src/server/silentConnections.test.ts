import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import path from 'node:path';
import { rm } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { writeTinyDist } from '../../tests/support/tinyDist';

/**
 * The probe of issue 44, replayed: 4,100 connections that each send half a request, then
 * never read or close. The server and the attacker run as child processes, each with its
 * file-descriptor limit raised to hold that many sockets.
 */
const ATTACK = 4_100;
const FDS_NEEDED = ATTACK + 1_000;
const hardLimit = Number(execFileSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).trim());
const fdLimit = Number.isFinite(hardLimit) ? Math.min(hardLimit, FDS_NEEDED) : FDS_NEEDED;
// Where the hard limit is lower (some containers), the attack shrinks to what fits and says so.
const attack = Math.min(ATTACK, fdLimit - 500);
if (attack < ATTACK) {
  console.warn(`The hard file-descriptor limit is ${hardLimit}: holding ${attack} connections.`);
}
// A visitor locked out would wait until the silent ones are cut: the headers timeout, plus up
// to a second for Node's check. A visitor let in is answered well before that, even on a
// machine busy with other tests: half the timeout is the line between the two.
const HEADERS_TIMEOUT_MS = 4_000;
const ANSWERED_WITHIN_MS = HEADERS_TIMEOUT_MS / 2;
const MAX_PER_CLIENT = 64;

const children: ChildProcess[] = [];
let distDir: string;
let port: number;

/** A fixture under node with tsx, its soft file-descriptor limit raised first. */
function spawnWithFds(fixture: string, env: Record<string, string>) {
  const child = spawn(
    'sh',
    [
      '-c',
      `ulimit -n ${fdLimit} && exec "$0" --import tsx "$1"`,
      process.execPath,
      path.join(import.meta.dirname, fixture),
    ],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  return child;
}

function waitForLine(child: ChildProcess, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) resolve(match);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', () => reject(new Error(`exited early: ${output}`)));
  });
}

function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  return exited;
}

interface Visit {
  status: number;
  ms: number;
  retryAfter?: string;
}

/** One new visitor from its own loopback address; no answer in time is status 0. */
function visit(localAddress: string): Promise<Visit> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number, retryAfter?: string) =>
      resolve({ status, ms: performance.now() - started, retryAfter });
    const asked = request(
      {
        host: '127.0.0.1',
        port,
        path: '/',
        localAddress,
        agent: false,
        timeout: ANSWERED_WITHIN_MS,
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          done(response.statusCode ?? 0, response.headers['retry-after'] as string | undefined),
        );
      },
    );
    asked.on('timeout', () => asked.destroy());
    asked.on('error', () => done(0));
    asked.end();
  });
}

/** Visitors from new addresses every 250 ms for the given time: a bounded loop. */
async function visitorsFor(ms: number, firstAddress: number) {
  const visits: (Visit & { at: number })[] = [];
  const started = performance.now();
  for (let index = 0; performance.now() - started < ms; index += 1) {
    const at = performance.now() - started;
    visits.push({ ...(await visit(`127.0.2.${firstAddress + index}`)), at });
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return visits;
}

beforeAll(async () => {
  distDir = await writeTinyDist('silent-dist-');
  const server = spawnWithFds('silentServer.fixture.ts', {
    PORT: '0',
    HOST: '127.0.0.1',
    DIST_DIR: distDir,
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
  });
  port = Number((await waitForLine(server, /http:\/\/127\.0\.0\.1:(\d+)/))[1]);
}, 30_000);

afterEach(async () => {
  // The attacker only; the server lives through both tests.
  while (children.length > 1) await stop(children.pop()!);
});

afterAll(async () => {
  for (const child of children.splice(0)) await stop(child);
  await rm(distDir, { recursive: true, force: true });
});

describe('silent connections cannot lock visitors out', { timeout: 60_000 }, () => {
  it('holds one address to its share, and serves every new visitor long before the silent ones are cut', async () => {
    const attacker = spawnWithFds('silentClients.fixture.ts', {
      PORT: String(port),
      COUNT: String(attack),
      ADDRESSES: '127.0.0.1',
    });
    await waitForLine(attacker, /ready/);
    // Through the headers timeout, the 408s and the grace after them.
    const visits = await visitorsFor(HEADERS_TIMEOUT_MS + 4_000, 1);
    expect(visits.length).toBeGreaterThan(10);
    for (const visited of visits) {
      expect(visited).toMatchObject({ status: 200 });
      expect(visited.ms).toBeLessThan(ANSWERED_WITHIN_MS);
    }
  });

  it('stops counting connections it has timed out, from however many addresses', async () => {
    // Enough addresses to get past the per-client cap and fill the overall one.
    const addresses = Array.from(
      { length: Math.ceil(attack / MAX_PER_CLIENT) },
      (_, index) => `127.0.1.${index + 1}`,
    );
    const attacker = spawnWithFds('silentClients.fixture.ts', {
      PORT: String(port),
      COUNT: String(attack),
      ADDRESSES: addresses.join(','),
    });
    await waitForLine(attacker, /ready/);
    const visits = await visitorsFor(HEADERS_TIMEOUT_MS + 4_000, 100);
    // While the attack fills the cap, a visitor is told when to come back; never left waiting.
    for (const visited of visits) {
      expect([200, 503]).toContain(visited.status);
      expect(visited.ms).toBeLessThan(ANSWERED_WITHIN_MS);
      if (visited.status === 503) expect(visited.retryAfter).toBe('5');
    }
    // Once the server has answered the silent ones 408 (the timeout, plus Node's check every
    // second), everyone is served, though the attacker still holds every socket open.
    const afterTimeout = visits.filter((visited) => visited.at > HEADERS_TIMEOUT_MS + 1_500);
    expect(afterTimeout.length).toBeGreaterThan(5);
    for (const visited of afterTimeout) expect(visited.status).toBe(200);
    expect(attacker.exitCode).toBeNull();
  });
});
