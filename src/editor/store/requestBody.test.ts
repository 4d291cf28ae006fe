import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BodyTooLarge, jsonBody } from './requestBody';

const LIMIT = 64 * 1024;
let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((req, res) => {
    jsonBody(req, LIMIT).then(
      (body) => res.end(JSON.stringify(body)),
      (error: Error) => {
        res.statusCode = error instanceof BodyTooLarge ? 413 : 400;
        res.setHeader('Connection', 'close');
        res.end(error.message);
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Posts `body` in pieces, without a declared length when `chunked`. */
function post(body: string, chunked = false): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        headers: chunked ? {} : { 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, text }));
      },
    );
    // The server may answer and close before the whole body is sent; its answer is what counts.
    req.on('error', reject);
    for (let at = 0; at < body.length; at += 16 * 1024) req.write(body.slice(at, at + 16 * 1024));
    req.end();
  });
}

describe('the editor’s request bodies', () => {
  it('reads a body within the limit whole, a character split across pieces included', async () => {
    const text = 'é'.repeat(20_000);
    expect(await post(JSON.stringify({ text }), true)).toEqual({
      status: 200,
      text: JSON.stringify({ text }),
    });
  });

  it('refuses a larger body with 413 and a message, declared or not', async () => {
    const large = JSON.stringify({ text: 'x'.repeat(LIMIT) });
    for (const chunked of [false, true]) {
      const answer = await post(large, chunked);
      expect(answer.status).toBe(413);
      expect(answer.text).toContain('larger than the editor takes');
    }
  });
});
