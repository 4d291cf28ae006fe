// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  answerFromBody,
  createTrackApp,
  MAX_TRACK_BODY_BYTES,
  parseTrackQuery,
  UpstreamBudget,
  type TrackProxyConfig,
} from '.';

const HASH = `0x${'ab'.repeat(32)}`;
const CHECKED = Date.UTC(2026, 10, 24, 12, 0, 0);

describe('parseTrackQuery', () => {
  it('takes a hash in any case and keeps it in lower case, with an optional trade id', () => {
    expect(
      parseTrackQuery(new URLSearchParams({ hash: HASH.toUpperCase().replace('0X', '0x') })),
    ).toEqual({
      hash: HASH,
      id: undefined,
    });
    expect(parseTrackQuery(new URLSearchParams({ hash: HASH, id: 'abc-123' }))).toEqual({
      hash: HASH,
      id: 'abc-123',
    });
  });

  it.each([
    ['a second hash', `hash=${HASH}&hash=${HASH}`, /one transaction hash/],
    ['a field it does not know', `hash=${HASH}&srcTxHash=${HASH}`, /not "srcTxHash"/],
    ['a trade id with markup', `hash=${HASH}&id=%3Cb%3E`, /letters, digits, hyphens/],
    ['no hash', '', /Paste the transaction hash/],
  ])('refuses %s with a sentence', (_, query, message) => {
    const parsed = parseTrackQuery(new URLSearchParams(query));
    expect('error' in parsed && parsed.error).toMatch(message);
  });
});

describe('answerFromBody', () => {
  it('links a delivered swap to the destination chain’s explorer', () => {
    const destination = `0x${'cd'.repeat(32)}`;
    expect(
      answerFromBody(
        {
          status: 'SUCCESS',
          destinationTxHash: destination,
          destinationNetworkTitle: 'BSC',
          destinationNetworkChainId: 56,
        },
        CHECKED,
      ),
    ).toEqual({
      state: 'SUCCESS',
      checkedAt: '2026-11-24T12:00:00.000Z',
      destinationTxHash: destination,
      destinationNetwork: 'BSC',
      destinationUrl: `https://bscscan.com/tx/${destination}`,
    });
  });

  it('shows an unknown status as UNKNOWN, never as success', () => {
    expect(answerFromBody({ status: 'DONE' }, CHECKED)?.state).toBe('UNKNOWN');
    expect(answerFromBody({ status: 'success' }, CHECKED)?.state).toBe('UNKNOWN');
  });

  it('drops destination fields that carry markup or are not strings', () => {
    const answer = answerFromBody(
      {
        status: 'SUCCESS',
        destinationTxHash: '"><script>alert(1)</script>',
        destinationNetworkTitle: '<img src=x>',
        destinationNetworkChainId: 1,
      },
      CHECKED,
    );
    expect(answer).toEqual({ state: 'SUCCESS', checkedAt: '2026-11-24T12:00:00.000Z' });
  });

  it.each([[null], [[]], ['PENDING'], [{ status: 7 }], [{}]])('refuses %j as no answer', (body) => {
    expect(answerFromBody(body, CHECKED)).toBeNull();
  });
});

describe('UpstreamBudget', () => {
  it('allows the limit in any minute and says how long until the next call', () => {
    const budget = new UpstreamBudget(10);
    for (let call = 0; call < 10; call += 1) expect(budget.take(1_000 + call * 1_000)).toBe(0);
    expect(budget.take(20_000)).toBe(41_000);
    expect(budget.take(61_000)).toBe(0);
  });

  it('holds every call while the provider asks it to', () => {
    const budget = new UpstreamBudget(10);
    budget.hold(30_000);
    expect(budget.take(0)).toBe(30_000);
    expect(budget.take(30_000)).toBe(0);
  });
});

/** A provider on loopback whose answer each test sets, counting calls and bytes sent. */
interface Provider {
  url: string;
  calls: number;
  bytesSent: number;
  answer: (res: import('node:http').ServerResponse) => void;
}

let server: Server | undefined;

async function startProvider(answer: Provider['answer']): Promise<Provider> {
  const provider: Provider = { url: '', calls: 0, bytesSent: 0, answer };
  server = createServer((_req, res) => {
    provider.calls += 1;
    provider.answer(res);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  provider.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return provider;
}

afterEach(async () => {
  const running = server;
  if (!running) return;
  server = undefined;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
});

const settings = (url: string): TrackProxyConfig => ({
  upstreamUrl: url,
  timeoutMs: 2_000,
  pendingCacheMs: 30_000,
  finalCacheMs: 86_400_000,
  upstreamPerMinute: 10,
});

const json = (status: string) => (res: import('node:http').ServerResponse) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status }));

describe('createTrackApp', () => {
  it('asks again for a pending swap once its 30 seconds are up, and never again for a final one', async () => {
    const provider = await startProvider(json('PENDING'));
    let clock = CHECKED;
    const app = createTrackApp(settings(provider.url), () => clock);
    const ask = (hash: string) => app.request(`/?hash=${hash}`);

    expect((await ask(HASH)).status).toBe(200);
    clock += 29_000;
    await ask(HASH);
    expect(provider.calls).toBe(1);
    clock += 2_000;
    await ask(HASH);
    expect(provider.calls).toBe(2);

    provider.answer = json('SUCCESS');
    const done = `0x${'ef'.repeat(32)}`;
    await ask(done);
    clock += 23 * 60 * 60_000;
    const later = await ask(done);
    expect(((await later.json()) as { state: string }).state).toBe('SUCCESS');
    expect(later.headers.get('cache-control')).toBe('public, max-age=3600, s-maxage=3600');
    expect(provider.calls).toBe(3);
  });

  it('keeps at most maxEntries swaps, forgetting the oldest first', async () => {
    const provider = await startProvider(json('SUCCESS'));
    const app = createTrackApp({ ...settings(provider.url), maxEntries: 2 }, () => CHECKED);
    const hashes = ['1', '2', '3'].map((digit) => `0x${digit.repeat(64)}`);
    for (const hash of hashes) await app.request(`/?hash=${hash}`);
    await app.request(`/?hash=${hashes[2]}`);
    expect(provider.calls).toBe(3);
    await app.request(`/?hash=${hashes[0]}`);
    expect(provider.calls).toBe(4);
  });

  it('stops reading an endless answer at the cap, so memory stays flat', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const provider = await startProvider((res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const pump = () => {
        while (!res.destroyed && res.write(chunk)) provider.bytesSent += chunk.length;
        if (!res.destroyed) res.once('drain', pump);
      };
      pump();
    });
    const app = createTrackApp(settings(provider.url), () => CHECKED);
    const heapBefore = process.memoryUsage().heapUsed;
    for (let visit = 0; visit < 5; visit += 1) {
      const response = await app.request(`/?hash=0x${String(visit).repeat(64)}`);
      expect(response.status).toBe(502);
      expect(((await response.json()) as { error: string }).error).toBe(
        `The status service sent more than ${MAX_TRACK_BODY_BYTES} bytes.`,
      );
    }
    // The socket buffers hold a few chunks; a reader that kept going would take megabytes.
    expect(provider.bytesSent).toBeLessThan(5 * 8 * 1024 * 1024);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(32 * 1024 * 1024);
  });

  it('answers a 429 from the provider with its Retry-After, and asks nothing until then', async () => {
    const provider = await startProvider((res) =>
      res.writeHead(429, { 'retry-after': '45' }).end('{}'),
    );
    let clock = CHECKED;
    const app = createTrackApp(settings(provider.url), () => clock);
    const first = await app.request(`/?hash=${HASH}`);
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('45');
    clock += 15_000;
    const second = await app.request(`/?hash=0x${'2'.repeat(64)}`);
    expect(second.headers.get('retry-after')).toBe('30');
    expect(((await second.json()) as { error: string }).error).toBe(
      'Too many swaps are being checked right now. Please try again in 30 seconds.',
    );
    expect(provider.calls).toBe(1);
  });
});
