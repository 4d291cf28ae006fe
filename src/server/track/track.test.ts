import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerFromBody, createTrackApp, parseTrackQuery, type TrackProxyConfig } from '.';
import { UpstreamBudget } from '../fairShare';

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
    // Whole numbers on purpose: the README's 10 a minute, and the wait until the first call
    // leaves the window.
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
  /** The times (by the test's clock) and hashes of the calls, when a test records them. */
  asked: string[];
  bytesSent: number;
  answer: (res: import('node:http').ServerResponse) => void;
}

let server: Server | undefined;

async function startProvider(answer: Provider['answer']): Promise<Provider> {
  const provider: Provider = { url: '', calls: 0, asked: [], bytesSent: 0, answer };
  server = createServer((req, res) => {
    provider.calls += 1;
    provider.asked.push(new URL(req.url ?? '/', 'http://x').searchParams.get('srcTxHash') ?? '');
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
  // These tests are about caching, not fair shares: one client may use the whole budget.
  clientSharePerMinute: 10,
});

const json = (status: string) => (res: import('node:http').ServerResponse) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status }));

describe('createTrackApp', () => {
  it('asks again for a pending swap once its 30 seconds are up, and never again for a final one', async () => {
    const provider = await startProvider(json('PENDING'));
    let clock = CHECKED;
    const app = createTrackApp(settings(provider.url), { now: () => clock });
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
    const app = createTrackApp(
      { ...settings(provider.url), maxEntries: 2 },
      { now: () => CHECKED },
    );
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
    const app = createTrackApp(settings(provider.url), { now: () => CHECKED });
    const heapBefore = process.memoryUsage().heapUsed;
    for (let visit = 0; visit < 5; visit += 1) {
      const response = await app.request(`/?hash=0x${String(visit).repeat(64)}`);
      expect(response.status).toBe(502);
      expect(((await response.json()) as { error: string }).error).toBe(
        'The status service sent more than 16384 bytes.',
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
    const app = createTrackApp(settings(provider.url), { now: () => clock });
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

describe('createTrackApp: fair shares of the budget', { timeout: 30_000 }, () => {
  /** The production default: 10 calls a minute, 2 of them for any one client. */
  const fair = (url: string): TrackProxyConfig => ({
    ...settings(url),
    upstreamPerMinute: 10,
    clientSharePerMinute: 2,
  });
  const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

  function fairApp(provider: Provider, clock: () => number) {
    const app = createTrackApp(fair(provider.url), {
      now: clock,
      clientOf: (c) => c.req.header('x-client') ?? '',
    });
    return (query: string, client: string) =>
      app.request(`/?${query}`, { headers: { 'x-client': client } });
  }

  it('answers any trade id for a hash already final from that answer, without a call', async () => {
    const provider = await startProvider(json('SUCCESS'));
    const ask = fairApp(provider, () => CHECKED);
    expect((await ask(`hash=${HASH}`, 'visitor')).status).toBe(200);
    for (let junk = 0; junk < 50; junk += 1) {
      const answer = await ask(`hash=${HASH}&id=junk-${junk}`, 'prober');
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { state: string }).state).toBe('SUCCESS');
    }
    expect(provider.calls).toBe(1);
  });

  it('never calls for a hash the provider’s format refuses', async () => {
    const provider = await startProvider(json('PENDING'));
    const ask = fairApp(provider, () => CHECKED);
    for (const bad of ['0x1234', `0x${'g'.repeat(64)}`, 'x'.repeat(89), `${HASH}&id=%3Cb%3E`]) {
      expect((await ask(`hash=${bad}`, 'prober')).status).toBe(400);
    }
    expect(provider.calls).toBe(0);
  });

  it('tells a client past its share when to come back, and serves the next client', async () => {
    const provider = await startProvider(json('PENDING'));
    const ask = fairApp(provider, () => CHECKED);
    expect((await ask(`hash=${hashOf(1)}`, 'prober')).status).toBe(200);
    expect((await ask(`hash=${hashOf(2)}`, 'prober')).status).toBe(200);
    const third = await ask(`hash=${hashOf(3)}`, 'prober');
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('30');
    expect(third.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await third.json()).toEqual({
      error: 'You have checked many swaps in the last minute. Please try again in 30 seconds.',
      busy: true,
      retryAfterSeconds: 30,
    });
    // An answer kept for everyone is served before any budget is asked.
    expect((await ask(`hash=${hashOf(1)}`, 'prober')).status).toBe(200);
    expect((await ask(`hash=${hashOf(4)}`, 'visitor')).status).toBe(200);
    expect(provider.calls).toBe(3);
  });

  it('replays the probe: 100 distinct hashes a minute from one client, and 8 visitors all answered', async () => {
    const provider = await startProvider(json('PENDING'));
    let clock = CHECKED;
    const ask = fairApp(provider, () => clock);
    type Event = { at: number; who: string; hash: string };
    const events: Event[] = [];
    // The attacker: one new hash every 0.6 s for three minutes.
    for (let n = 0; n < 300; n += 1) events.push({ at: n * 600, who: 'attacker', hash: hashOf(n) });
    // Eight visitors, each with a swap of their own, within the first minute.
    const visitors = Array.from({ length: 8 }, (_, v) => ({
      who: `visitor-${v}`,
      hash: hashOf(10_000 + v),
      arrived: 2_000 + v * 7_000,
      answeredAt: undefined as number | undefined,
      waits: 0,
    }));
    for (const visitor of visitors) events.push({ at: visitor.arrived, ...visitor });

    // A bounded loop over the events in time order; a refused visitor comes back when told.
    while (events.length > 0) {
      events.sort((a, b) => a.at - b.at);
      const event = events.shift()!;
      clock = CHECKED + event.at;
      const answer = await ask(`hash=${event.hash}`, event.who);
      const visitor = visitors.find((one) => one.who === event.who);
      if (!visitor) continue;
      if (answer.status === 200) {
        visitor.answeredAt = event.at;
        continue;
      }
      expect(answer.status).toBe(429);
      visitor.waits += 1;
      const seconds = Number(answer.headers.get('retry-after'));
      expect(visitor.waits).toBeLessThan(4);
      events.push({ at: event.at + seconds * 1_000, who: event.who, hash: event.hash });
    }

    for (const visitor of visitors) {
      expect(visitor.answeredAt, visitor.who).toBeDefined();
      // A fair wait: within the minute the budget is counted over.
      expect(visitor.answeredAt! - visitor.arrived, visitor.who).toBeLessThanOrEqual(60_000);
    }
    // The attacker got its share (2 at once, then 2 a minute) and no more.
    const attackerCalls = provider.asked.filter((hash) => Number.parseInt(hash, 16) < 10_000);
    expect(attackerCalls.length).toBeLessThanOrEqual(8);
    expect(provider.calls).toBe(attackerCalls.length + 8);
  });
});
