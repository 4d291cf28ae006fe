import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listSiteAssets } from './siteAssets';
import { uploadsPlugin } from './uploadsPlugin';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => Promise<void>;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'content-uploads-'));
  await mkdir(path.join(dir, 'uploads'));
  await writeFile(path.join(dir, 'uploads/toncoin.svg'), '<svg/>');
  await writeFile(path.join(dir, 'secret.txt'), 'not a picture');
  await symlink(path.join(dir, 'secret.txt'), path.join(dir, 'uploads/linked.svg'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The dev server's answer to a GET of `url`, or 'next' when the plugin leaves it. */
async function served(url: string) {
  let middleware: Middleware | undefined;
  const plugin = uploadsPlugin({ dir });
  (plugin.configureServer as (server: unknown) => void)({
    middlewares: { use: (handler: Middleware) => (middleware = handler) },
  });
  const headers: Record<string, string> = {};
  let body: unknown;
  let passed = false;
  await middleware!(
    { url } as IncomingMessage,
    {
      setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
      end: (bytes: unknown) => (body = bytes),
    } as unknown as ServerResponse,
    () => (passed = true),
  );
  return passed ? 'next' : { type: headers['content-type'], body: String(body) };
}

describe('the content folder’s uploads', () => {
  it('are pictures a page may name, a link among them not', async () => {
    const assets = await listSiteAssets(dir);
    expect(assets).toContain('/icons/uploads/toncoin.svg');
    expect(assets).not.toContain('/icons/uploads/linked.svg');
    expect(await listSiteAssets()).not.toContain('/icons/uploads/toncoin.svg');
  });

  it('are served by the dev server at the address pages name, and nothing else is', async () => {
    expect(await served('/icons/uploads/toncoin.svg?v=1')).toEqual({
      type: 'image/svg+xml',
      body: '<svg/>',
    });
    expect(await served('/icons/uploads/linked.svg')).toBe('next');
    expect(await served('/icons/uploads/..%2Fsecret.txt')).toBe('next');
    expect(await served('/icons/tokens/btc.svg')).toBe('next');
  });

  it('are written into the client build, at the same address', async () => {
    const emitted: { fileName: string; source: unknown }[] = [];
    const generate = uploadsPlugin({ dir }).generateBundle as (this: unknown) => Promise<void>;
    await generate.call({
      environment: { name: 'client' },
      emitFile: (file: { fileName: string; source: unknown }) => emitted.push(file),
    });
    expect(emitted.map(({ fileName, source }) => [fileName, String(source)])).toEqual([
      ['icons/uploads/toncoin.svg', '<svg/>'],
    ]);
  });
});
