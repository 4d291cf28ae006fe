import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeUpstreamEnv } from '../../tests/fixtures/fake-upstreams/deploymentEnv';
import {
  killGroup,
  spawnNpm,
  waitForGroupGone,
  type NpmRun,
} from '../../tests/support/npm-process';

let running: NpmRun | undefined;
afterEach(() => {
  killGroup(running?.child.pid);
  running = undefined;
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('npm run dev', () => {
  it("answers /api/* with the production server's app, and stops on SIGTERM to npm alone", async () => {
    const port = await freePort();
    // Upstreams nobody answers on: the API must still answer in its own words.
    running = spawnNpm(
      ['run', 'dev', '--', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
      fakeUpstreamEnv('http://127.0.0.1:9'),
    );
    const base = `http://127.0.0.1:${port}`;
    // Asked until it answers: Vite's own lines are coloured in CI, so they are not parsed.
    const deadline = Date.now() + 60_000;
    while (!(await fetch(`${base}/api/config`).catch(() => null))) {
      if (Date.now() > deadline)
        throw new Error(`npm run dev never answered:\n${running.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    const config = await fetch(`${base}/api/config`);
    expect(config.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await config.json()).toMatchObject({ marketBase: '/api/market' });
    const news = await fetch(`${base}/api/news/bitcoin`);
    expect(news.status).toBe(200);
    expect(await news.json()).toMatchObject({ success: true });
    const unknown = await fetch(`${base}/api/nothing-here`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Not found' });

    const npm = running.child.pid!;
    process.kill(npm, 'SIGTERM');
    await running.exited;
    // Before, Vite went on serving on its own after npm had stopped.
    expect(await waitForGroupGone(npm, 5_000)).toEqual([]);
  }, 120_000);
});
