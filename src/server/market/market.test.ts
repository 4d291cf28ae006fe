import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import * as zlib from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { marketQuery, priceListCoins } from '../../market/query';
import { createNodeApp } from '../node';
import type { ServerConfig } from '../config';
import { keyHeader, type MarketProxyConfig } from '.';

// The limits src/server/README.md states, written out: a changed constant must fail here.
/** A failure without Retry-After is remembered 10 s. */
const FAILURE_HOLD_MS = 10_000;
/** Retry-After is obeyed up to 15 minutes. */
const MAX_RETRY_AFTER_MS = 15 * 60_000;
/** The service's body is read up to 2 MB. */
const MAX_MARKET_BODY_BYTES = 2_000_000;
import { absentCoin, readContentFile, siteFixture } from '../../../tests/support/siteFixture';
import type { BuiltinNews } from '../../news/types';
import { serverContentOf } from '../content';

const builtinArticles = readContentFile<BuiltinNews>('news/articles.json');

// Counts compressions, so a test can tell a kept answer from one compressed again.
vi.mock('node:zlib', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:zlib')>();
  return { ...actual, brotliCompress: vi.fn(actual.brotliCompress), gzip: vi.fn(actual.gzip) };
});

const siteData = siteFixture();
// The proxy's coins: the whole catalogue, coins outside the price list included.
const catalogue = siteData.coins.map((coin) => coin.id);
const priceListIds = priceListCoins(siteData).map((coin) => coin.id);
const siteQuery = marketQuery(catalogue).toString();

const records = catalogue.map((id, index) => ({
  id,
  symbol: id.slice(0, 3),
  name: id,
  image: `https://images.example/${id}.png`,
  current_price: 1000 - index,
  price_change_percentage_24h: 1.5,
  price_change_percentage_7d_in_currency: -3.2,
  market_cap: 1e12 - index,
  total_volume: 3e10,
  high_24h: 1001,
  low_24h: 999,
  sparkline_in_7d: { price: Array.from({ length: 168 }, (_, hour) => 990 + (hour % 20)) },
}));

/** The market-data service as a hostile tester would run it; each test sets its behaviour. */
let behave: (req: IncomingMessage, res: ServerResponse) => void;
const seen: { url: string; headers: IncomingMessage['headers'] }[] = [];
let upstream: Server;
let upstreamOrigin: string;
/** Another origin, the target of cross-origin redirects: it records whatever reaches it. */
const elsewhereSeen: IncomingMessage['headers'][] = [];
let elsewhere: Server;
let elsewhereOrigin: string;

async function listenHttp(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  upstream = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    behave(req, res);
  });
  upstreamOrigin = await listenHttp(upstream);
  elsewhere = createServer((req, res) => {
    elsewhereSeen.push(req.headers);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(records));
  });
  elsewhereOrigin = await listenHttp(elsewhere);
});
afterAll(async () => {
  upstream.closeAllConnections();
  elsewhere.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
  await new Promise((resolve) => elsewhere.close(resolve));
});
afterEach(() => {
  seen.length = 0;
  elsewhereSeen.length = 0;
  vi.useRealTimers();
  vi.mocked(zlib.brotliCompress).mockClear();
  vi.mocked(zlib.gzip).mockClear();
});

const answerJson = (status: number, body: unknown, headers: Record<string, string> = {}) => {
  behave = (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
};

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
  json: () => unknown;
}

/** The real site app on loopback, its market proxy pointed at the fake service. */
async function startSite(market: Partial<MarketProxyConfig> = {}) {
  const { coinIds, ...proxy } = market;
  const config: ServerConfig = {
    public: {
      marketBase: '/api/market',
      chartScriptUrl: 'https://charts.test/tv.js',
      miniChartScriptUrl: null,
      analyticsScriptUrl: null,
      swapWidgetScriptUrl: 'https://widget.test/script.js',
    },
    newsFeeds: [],
    market: {
      upstreamUrl: `${upstreamOrigin}/api/v3`,
      apiKey: 'secret-key',
      cacheMs: 60_000,
      timeoutMs: 2_000,
      imageOrigins: ['https://images.example'],
      // Most tests here are about caching and hostile answers: a budget that never binds.
      upstreamPerMinute: 600,
      clientSharePerMinute: 600,
      ...proxy,
    },
  };
  const content = serverContentOf(siteData, [], builtinArticles);
  const site = await new Promise<Server>((resolve) => {
    const started = serve(
      {
        fetch: createNodeApp({
          config,
          content: { ...content, coinIds: coinIds ? [...coinIds] : content.coinIds },
        }).fetch,
        hostname: '127.0.0.1',
        port: 0,
      },
      () => resolve(started as Server),
    ) as Server;
  });
  const port = (site.address() as AddressInfo).port;
  const ask = (query = siteQuery, headers: Record<string, string> = {}, localAddress?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const outgoing = request(
        {
          host: '127.0.0.1',
          localAddress,
          port,
          path: `/api/market/coins/markets?${query}`,
          headers,
          agent: false,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => {
            const body = Buffer.concat(chunks);
            resolve({
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              body,
              json: () => JSON.parse(body.toString()) as unknown,
            });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
  const close = () => {
    site.closeAllConnections();
    return new Promise((resolve) => site.close(resolve));
  };
  return { ask, close };
}

let site: Awaited<ReturnType<typeof startSite>> | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});
async function siteWith(market: Partial<MarketProxyConfig> = {}) {
  site = await startSite(market);
  return site.ask;
}

/** Moves Date only: sockets and timeouts keep running on real time. */
function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-03-01T12:00:00Z') });
  return (ms: number) => vi.setSystemTime(Date.now() + ms);
}

function expectSecurityHeaders(answer: Answer) {
  expect(answer.headers['content-security-policy']).toMatch(/default-src 'self'/);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
}

function expectJsonError(answer: Answer, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.json()).toEqual({ error: expect.stringMatching(/\S/) });
  expectSecurityHeaders(answer);
}

const subsetQuery = (ids: string[]) => {
  const query = marketQuery(ids);
  return query.toString();
};

describe('market proxy: the site’s own query', { timeout: 30_000 }, () => {
  it('asks for the whole catalogue with the key, which never reaches the visitor', async () => {
    answerJson(200, records);
    const answer = await (await siteWith())();
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual(records);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe(`/api/v3/coins/markets?${siteQuery}`);
    expect(seen[0]?.headers['x-cg-demo-api-key']).toBe('secret-key');
    expect(JSON.stringify(answer.headers)).not.toContain('secret-key');
    expect(answer.body.toString()).not.toContain('secret-key');
    expectSecurityHeaders(answer);
  });

  it('asks for the coins a page shows only, in one call, and answers them in catalogue order', async () => {
    answerJson(200, records);
    const ask = await siteWith();
    const two = await ask(subsetQuery([catalogue[1] ?? '', catalogue[0] ?? '']));
    expect(two.status).toBe(200);
    expect(two.json()).toEqual(records.slice(0, 2));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe(`/api/v3/coins/markets?${subsetQuery(catalogue.slice(0, 2))}`);
  });

  it('answers later pages from each coin’s kept record, asking only for the coins it lacks', async () => {
    answerJson(200, records);
    const ask = await siteWith();
    const priceList = await ask(subsetQuery(priceListIds));
    expect(priceList.json()).toEqual(records.filter((record) => priceListIds.includes(record.id)));
    const others = catalogue.filter((id) => !priceListIds.includes(id));
    const withOthers = await ask(subsetQuery([priceListIds[0]!, ...others]));
    expect(withOthers.status).toBe(200);
    expect(withOthers.json()).toEqual(
      records.filter((record) => [priceListIds[0], ...others].includes(record.id)),
    );
    expect(seen).toHaveLength(2);
    expect(seen[1]?.url).toContain(`ids=${others.join('%2C')}&`);
    // Every coin is kept now: the whole catalogue costs nothing more.
    expect((await ask()).status).toBe(200);
    expect(seen).toHaveLength(2);
  });

  it.each([
    ['an unknown field', `${siteQuery}&cachebuster=1`],
    ['a repeated field', `${siteQuery}&page=1`],
    ['a missing field', siteQuery.replace(/&sparkline=true/, '')],
    ['another currency', siteQuery.replace('vs_currency=usd', 'vs_currency=eur')],
    ['another page', siteQuery.replace('page=1', 'page=2')],
    ['another page size', siteQuery.replace(/per_page=\d+/, 'per_page=250')],
    ['another order', siteQuery.replace('market_cap_desc', 'volume_desc')],
    [
      'a coin the site does not list',
      subsetQuery(['bitcoin', absentCoin(siteData.coins).catalogue.id]),
    ],
    ['a repeated coin', subsetQuery(['bitcoin', 'bitcoin'])],
    ['no coins', subsetQuery([])],
    ['no query at all', ''],
  ])('answers 400 to %s without asking the service', async (_label, query) => {
    answerJson(200, records);
    const answer = await (await siteWith())(query);
    expectJsonError(answer, 400);
    expect(seen).toHaveLength(0);
  });

  it('makes at most one upstream call per cache period, whatever visitors send', async () => {
    const advance = freezeClock();
    answerJson(200, records);
    const ask = await siteWith({ cacheMs: 60_000 });
    const hostile = Array.from({ length: 200 }, (_, index) => {
      switch (index % 5) {
        case 0:
          return siteQuery.replace('page=1', `page=${index}`);
        case 1:
          return `${siteQuery}&cachebuster=${index}`;
        case 2:
          return subsetQuery(catalogue.filter((_id, at) => (index >> at) % 2 === 1));
        case 3:
          // The same query written differently: other field order, upper case.
          return [...marketQuery(catalogue).entries()]
            .reverse()
            .map(([name, value]) =>
              ['vs_currency', 'ids'].includes(name) ? [name, value.toUpperCase()] : [name, value],
            )
            .map(([name = '', value = '']) => `${name}=${encodeURIComponent(value)}`)
            .join('&');
        default:
          return subsetQuery([...catalogue].reverse().slice(0, 1 + (index % catalogue.length)));
      }
    });
    for (let batch = 0; batch < hostile.length; batch += 20) {
      await Promise.all(hostile.slice(batch, batch + 20).map((query) => ask(query)));
    }
    const real = await Promise.all(Array.from({ length: 10 }, () => ask()));
    expect(real.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(seen).toHaveLength(1);

    advance(59_999);
    await ask();
    expect(seen).toHaveLength(1);
    advance(1);
    await ask(`${siteQuery}&junk=1`);
    expect(seen).toHaveLength(1);
    await ask();
    expect(seen).toHaveLength(2);
  });

  it('shares one upstream call between visitors who arrive at the same time', async () => {
    behave = (_req, res) =>
      void setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(records));
      }, 100);
    const ask = await siteWith();
    const answers = await Promise.all(Array.from({ length: 8 }, () => ask()));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(seen).toHaveLength(1);
  });
});

describe('market proxy: hostile bodies', { timeout: 30_000 }, () => {
  /** Writes 64 KiB chunks as fast as the reader takes them, until it hangs up or 64 MiB pass. */
  function endless(prefix: string, withLength: boolean) {
    const sent = { bytes: 0, closed: false };
    const closed = new Promise<void>((resolve) => {
      behave = (req, res) => {
        const chunk = Buffer.alloc(64 * 1024, '1');
        res.writeHead(200, {
          'content-type': 'application/json',
          ...(withLength ? { 'content-length': String(64 * 1024 * 1024) } : {}),
        });
        res.write(prefix);
        const pump = () => {
          while (!sent.closed && sent.bytes < 64 * 1024 * 1024) {
            sent.bytes += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          if (!sent.closed) res.end();
        };
        req.socket.on('close', () => {
          sent.closed = true;
          resolve();
        });
        pump();
      };
    });
    return { sent, closed };
  }

  it.each([
    ['an endless number', '[{"id":"bitcoin","current_price":', false],
    ['an endless list, its length announced', '[', true],
  ])(
    'cuts %s off at the cap, hangs up, answers 502 and caches nothing',
    async (_label, prefix, withLength) => {
      const advance = freezeClock();
      const { sent, closed } = endless(prefix, withLength);
      const ask = await siteWith();
      const answer = await ask();
      expectJsonError(answer, 502);
      await closed;
      expect(sent.closed).toBe(true);
      // The cap plus what sockets buffer on the way: nowhere near the 64 MiB on offer.
      expect(sent.bytes).toBeLessThan(MAX_MARKET_BODY_BYTES + 8 * 1024 * 1024);

      answerJson(200, records);
      advance(FAILURE_HOLD_MS);
      expect((await ask()).status).toBe(200);
      expect(seen).toHaveLength(2);
    },
    20_000,
  );

  it('refuses a valid answer larger than the cap instead of caching and serving it', async () => {
    const padded = records.map((record) => ({
      ...record,
      sparkline_in_7d: { price: Array.from({ length: 20_000 }, () => 12_345.678_9) },
    }));
    expect(JSON.stringify(padded).length).toBeGreaterThan(MAX_MARKET_BODY_BYTES);
    answerJson(200, padded);
    const answer = await (await siteWith())();
    expectJsonError(answer, 502);
    expect(JSON.stringify(answer.json())).toMatch(/more than 2000000 bytes/);
  });
});

describe('market proxy: hostile records', { timeout: 30_000 }, () => {
  it('drops a record’s unsafe name, symbol or logo, keeping the record and the list', async () => {
    const hostile = [
      { ...records[0]!, image: 'javascript:alert(1)', name: '<img src=x onerror=alert(1)>' },
      { ...records[1]!, image: 'http://images.example/a.png', symbol: 'x'.repeat(21) },
      { ...records[2]!, image: 'https://evil.example/a.png', name: 'Tab\tname', symbol: 7 },
      { ...records[3]!, image: 'https://user@images.example/a.png', name: 'Ether &lt;b&gt;' },
      { ...records[4]!, image: 42, name: 'n'.repeat(101) },
      ...records.slice(5),
    ];
    answerJson(200, hostile);
    const answer = await (await siteWith())();
    expect(answer.status).toBe(200);
    const served = answer.json() as Record<string, unknown>[];
    expect(served).toHaveLength(records.length);
    const shown = (index: number) => {
      const { name, symbol, image } = served[index]!;
      return { name, symbol, image };
    };
    expect(shown(0)).toEqual({ name: undefined, symbol: records[0]!.symbol, image: undefined });
    expect(shown(1)).toEqual({ name: records[1]!.name, symbol: undefined, image: undefined });
    expect(shown(2)).toEqual({ name: undefined, symbol: undefined, image: undefined });
    expect(shown(3)).toEqual({ name: undefined, symbol: records[3]!.symbol, image: undefined });
    expect(shown(4)).toEqual({ name: undefined, symbol: records[4]!.symbol, image: undefined });
    expect(served[0]!.current_price).toBe(records[0]!.current_price);
    expect(served.slice(5)).toEqual(records.slice(5));
    expect(JSON.stringify(served)).not.toMatch(/javascript:|<|evil\.example/);
  });

  it('takes logos only from the image hosts the deployment names', async () => {
    answerJson(200, records);
    const served = (await (await siteWith({ imageOrigins: ['https://other.example'] }))()).json();
    expect((served as { image?: string }[]).every((record) => record.image === undefined)).toBe(
      true,
    );
  });
});

describe('market proxy: redirects', { timeout: 30_000 }, () => {
  it('does not follow a cross-origin redirect, so the key stays home', async () => {
    behave = (_req, res) => res.writeHead(302, { location: `${elsewhereOrigin}/steal` }).end();
    const answer = await (await siteWith())();
    expectJsonError(answer, 502);
    expect(JSON.stringify(answer.json())).toMatch(/redirects are not followed/);
    expect(elsewhereSeen).toHaveLength(0);
  });

  it('makes one upstream call per visitor request in a redirect loop', async () => {
    behave = (req, res) => res.writeHead(301, { location: req.url ?? '/' }).end();
    const ask = await siteWith({ cacheMs: 0 });
    for (let visit = 1; visit <= 5; visit += 1) {
      expectJsonError(await ask(), 502);
      expect(seen).toHaveLength(visit);
    }
  });
});

describe('market proxy: refusals and odd statuses', { timeout: 30_000 }, () => {
  it('asks once during a 429 storm and obeys Retry-After', async () => {
    const advance = freezeClock();
    answerJson(429, { status: { error_code: 429 } }, { 'retry-after': '30' });
    const ask = await siteWith();
    for (let visit = 0; visit < 30; visit += 1) {
      const answer = await ask();
      expectJsonError(answer, 429);
      const wait = Number(answer.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(30);
      advance(900);
    }
    expect(seen).toHaveLength(1);
    advance(3_000);
    answerJson(200, records);
    expect((await ask()).status).toBe(200);
    expect(seen).toHaveLength(2);
  });

  it('reads a Retry-After given as a date', async () => {
    const advance = freezeClock();
    const until = new Date(Date.now() + 45_000).toUTCString();
    answerJson(503, {}, { 'retry-after': until });
    const ask = await siteWith();
    const refused = await ask();
    expectJsonError(refused, 502);
    expect(refused.headers['retry-after']).toBe('45');
    advance(44_999);
    await ask();
    expect(seen).toHaveLength(1);
    advance(1);
    await ask();
    expect(seen).toHaveLength(2);
  });

  it('remembers a failure without Retry-After for a short while only', async () => {
    const advance = freezeClock();
    answerJson(500, 'boom');
    const ask = await siteWith();
    expectJsonError(await ask(), 502);
    advance(FAILURE_HOLD_MS - 1);
    expectJsonError(await ask(), 502);
    expect(seen).toHaveLength(1);
    advance(1);
    await ask();
    expect(seen).toHaveLength(2);
  });

  it('obeys a very long Retry-After only up to its bound', async () => {
    const advance = freezeClock();
    answerJson(429, {}, { 'retry-after': String(24 * 3600) });
    const ask = await siteWith();
    await ask();
    advance(MAX_RETRY_AFTER_MS - 1);
    await ask();
    expect(seen).toHaveLength(1);
    advance(1);
    await ask();
    expect(seen).toHaveLength(2);
  });

  it('serves the last good answer, marked stale with its time, while the service refuses', async () => {
    const advance = freezeClock();
    const fetchedAt = new Date(Date.now()).toUTCString();
    answerJson(200, records);
    const ask = await siteWith();
    const fresh = await ask();
    expect(fresh.headers['x-market-stale']).toBeUndefined();
    expect(fresh.headers['last-modified']).toBe(fetchedAt);

    advance(60_000);
    answerJson(429, {}, { 'retry-after': '120' });
    for (let visit = 0; visit < 10; visit += 1) {
      const stale = await ask();
      expect(stale.status).toBe(200);
      expect(stale.json()).toEqual(records);
      expect(stale.headers['x-market-stale']).toBe('true');
      expect(stale.headers['last-modified']).toBe(fetchedAt);
    }
    expect(seen).toHaveLength(2);

    // The spec's limit, written out: prices up to an hour old may stand in, marked stale...
    advance(58 * 60_000);
    answerJson(429, {}, { 'retry-after': '1' });
    const lastStale = await ask();
    expect(lastStale.status).toBe(200);
    expect(lastStale.headers['x-market-stale']).toBe('true');
    // ...and past the hour they are too old: the visitor gets the refusal.
    advance(2 * 60_000);
    expectJsonError(await ask(), 429);
  });

  it.each([
    [204, 502],
    [206, 502],
    [301, 502],
    [304, 502],
    [307, 502],
    [400, 502],
    [401, 502],
    [403, 502],
    [404, 502],
    [408, 504],
    [500, 502],
    [503, 502],
    [504, 504],
  ])(
    'maps an upstream %i to a JSON %i with the security headers',
    async (upstreamStatus, status) => {
      behave = (_req, res) => {
        res.writeHead(upstreamStatus, { 'content-type': 'application/json' });
        res.end([204, 304].includes(upstreamStatus) ? undefined : '{"error":"odd"}');
      };
      const answer = await (await siteWith({ cacheMs: 0 }))();
      expectJsonError(answer, status);
    },
  );

  describe('statuses outside HTTP’s range', () => {
    let raw: TcpServer;
    let rawOrigin: string;
    let statusLine = '';
    beforeAll(async () => {
      raw = createTcpServer((socket) => {
        socket.once('data', () => {
          socket.end(
            `HTTP/1.1 ${statusLine}\r\ncontent-type: application/json\r\ncontent-length: 2\r\nconnection: close\r\n\r\n[]`,
          );
        });
      });
      await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
      rawOrigin = `http://127.0.0.1:${(raw.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => raw.close(() => resolve())));

    it.each(['600 Beyond', '999 Odd', '099 Low', '20 Short', 'abc Words'])(
      'answers the status line "%s" with a JSON 502',
      async (line) => {
        statusLine = line;
        const answer = await (await siteWith({ cacheMs: 0, upstreamUrl: rawOrigin }))();
        expectJsonError(answer, 502);
      },
    );
  });

  it('answers 504 when the service takes longer than the timeout', async () => {
    behave = (_req, res) => {
      // Slower than the timeout; dropped once the proxy gives up, so it outlives no test.
      const late = setTimeout(() => res.writeHead(200).end('[]'), 1_000);
      res.on('close', () => clearTimeout(late));
    };
    expectJsonError(await (await siteWith({ timeoutMs: 100 }))(), 504);
  });

  it('with caching off, asks on every request and passes refusals straight on', async () => {
    answerJson(200, records);
    const ask = await siteWith({ cacheMs: 0 });
    await ask();
    await ask();
    expect(seen).toHaveLength(2);
    answerJson(429, {}, { 'retry-after': '60' });
    const refused = await ask();
    expectJsonError(refused, 429);
    expect(refused.headers['retry-after']).toBe('60');
    answerJson(200, records);
    expect((await ask()).status).toBe(200);
    expect(seen).toHaveLength(4);
  });
});

describe('market proxy: compression', { timeout: 30_000 }, () => {
  it.each([
    ['br', zlib.brotliDecompressSync, () => zlib.brotliCompress],
    ['gzip', zlib.gunzipSync, () => zlib.gzip],
  ] as const)(
    'compresses a cached answer to %s once and sends the same bytes to every visitor',
    async (encoding, decompress, compressor) => {
      answerJson(200, records);
      const ask = await siteWith();
      const answers = [];
      for (let visit = 0; visit < 5; visit += 1) {
        answers.push(await ask(siteQuery, { 'Accept-Encoding': encoding }));
      }
      for (const answer of answers) {
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers.vary).toMatch(/Accept-Encoding/);
        expect(JSON.parse(decompress(answer.body).toString())).toEqual(records);
        expect(answer.body.equals(answers[0]?.body ?? Buffer.alloc(0))).toBe(true);
      }
      expect(vi.mocked(compressor())).toHaveBeenCalledTimes(1);
      const plain = await ask();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json()).toEqual(records);
    },
  );
});

describe('keyHeader', { timeout: 30_000 }, () => {
  it('names the key the way CoinGecko documents for each host', () => {
    expect(keyHeader('https://pro-api.coingecko.com/api/v3')).toBe('x-cg-pro-api-key');
    expect(keyHeader('https://api.coingecko.com/api/v3')).toBe('x-cg-demo-api-key');
    expect(keyHeader('http://127.0.0.1:4301/market')).toBe('x-cg-demo-api-key');
  });
});

describe('market proxy: at catalogue scale, within the budget', { timeout: 60_000 }, () => {
  /** 1,500 made-up ids, as a catalogue of that size would list. */
  const bigCatalogue = Array.from({ length: 1_500 }, (_, n) => `coin-${n}`);
  const recordFor = (id: string) => {
    const n = Number(id.replace(/\D/g, '') || 0);
    return { id, symbol: `c${n}`, name: `Coin ${n}`, current_price: 1 + n, market_cap: 1e9 - n };
  };
  /** The service answering whatever ids it is asked for, as CoinGecko does. */
  const answerAsked = () => {
    behave = (req, res) => {
      const ids = new URL(req.url ?? '/', 'http://x').searchParams.get('ids')?.split(',') ?? [];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(ids.map(recordFor)));
    };
  };
  const idsOf = (url: string) => new URL(url, 'http://x').searchParams.get('ids')?.split(',');
  /** The production budget: CoinGecko Demo's 30 a minute, 6 for one client. */
  const demo = { upstreamPerMinute: 30, clientSharePerMinute: 6 };
  const visitor = (n: number) => `127.0.3.${n + 1}`;

  it('asks for a page’s own coins only, however long the catalogue', async () => {
    answerAsked();
    for (const coinIds of [catalogue, [...catalogue, ...bigCatalogue]]) {
      const ask = await siteWith({ coinIds, ...demo });
      seen.length = 0;
      const page = await ask(subsetQuery(['bitcoin', 'ethereum']));
      expect(page.status).toBe(200);
      expect(seen.map((call) => idsOf(call.url))).toEqual([['bitcoin', 'ethereum']]);
      await site?.close();
      site = undefined;
    }
  });

  it('makes at most 30 calls for 40 coin pages a minute, one visitor each', async () => {
    freezeClock();
    answerAsked();
    const ask = await siteWith({ coinIds: bigCatalogue, ...demo });
    const answers: Answer[] = [];
    for (let page = 0; page < 40; page += 1) {
      answers.push(await ask(subsetQuery([`coin-${page}`]), {}, visitor(page)));
    }
    expect(seen.length).toBe(30);
    expect(answers.slice(0, 30).every((answer) => answer.status === 200)).toBe(true);
    // Past the budget, no figure at all for a coin never fetched: a clear busy answer.
    for (const busy of answers.slice(30)) {
      expect(busy.status).toBe(429);
      expect(busy.headers['retry-after']).toBe('60');
      expect(busy.headers['cache-control']).toBe('no-store');
      expect(busy.json()).toEqual({
        error: 'Many visitors are asking for prices right now. Please try again in 60 s.',
        busy: true,
        retryAfterSeconds: 60,
      });
    }
  });

  it('holds a crawler to its share, and keeps the rest for the visitors', async () => {
    freezeClock();
    answerAsked();
    const ask = await siteWith({ coinIds: bigCatalogue, ...demo });
    const crawler = '127.0.4.1';
    const crawled: Answer[] = [];
    for (let page = 0; page < 40; page += 1) {
      crawled.push(await ask(subsetQuery([`coin-${100 + page}`]), {}, crawler));
    }
    expect(crawled.filter((answer) => answer.status === 200)).toHaveLength(6);
    expect(crawled[6]?.json()).toMatchObject({ busy: true, retryAfterSeconds: 10 });
    for (let page = 0; page < 20; page += 1) {
      const seenBy = await ask(subsetQuery([`coin-${page}`]), {}, visitor(page));
      expect(seenBy.status).toBe(200);
    }
    expect(seen.length).toBe(26);
  });

  it('puts the coins of visitors arriving together into one call of at most 250 ids', async () => {
    answerAsked();
    const ask = await siteWith({ coinIds: bigCatalogue, ...demo });
    const pages = await Promise.all(
      Array.from({ length: 40 }, (_, page) =>
        ask(subsetQuery([`coin-${page * 7}`, `coin-${page * 7 + 1}`]), {}, visitor(page)),
      ),
    );
    expect(pages.every((page) => page.status === 200)).toBe(true);
    // How many calls depends on how the 40 connections spread over time on a loaded machine;
    // far fewer than one a page, and no coin asked for twice.
    expect(seen.length).toBeLessThanOrEqual(20);
    expect(seen.flatMap((call) => idsOf(call.url) ?? [])).toHaveLength(80);
    const wide = await ask(subsetQuery(bigCatalogue.slice(1_000, 1_250)), {}, visitor(99));
    expect(wide.json()).toHaveLength(250);
    expect(idsOf(seen.at(-1)!.url)).toHaveLength(250);
    const tooWide = await ask(subsetQuery(bigCatalogue.slice(0, 251)));
    expectJsonError(tooWide, 400);
  });

  it('over the budget, serves the last figures marked stale with their time', async () => {
    const advance = freezeClock();
    answerAsked();
    const ask = await siteWith({ coinIds: bigCatalogue, ...demo, cacheMs: 30_000 });
    const fetchedAt = new Date().toUTCString();
    for (let page = 0; page < 30; page += 1) {
      await ask(subsetQuery([`coin-${page}`]), {}, visitor(page));
    }
    advance(31_000);
    const stale = await ask(subsetQuery(['coin-0', 'coin-1']), {}, visitor(200));
    expect(stale.status).toBe(200);
    expect(stale.headers['x-market-stale']).toBe('true');
    expect(stale.headers['last-modified']).toBe(fetchedAt);
    expect(stale.headers['cache-control']).toBe('no-store');
    expect(stale.json()).toEqual([recordFor('coin-0'), recordFor('coin-1')]);
    expect(seen.length).toBe(30);
  });
});
