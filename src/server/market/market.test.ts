// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMarketApp, keyHeader, type MarketProxyConfig } from '.';

const record = {
  id: 'bitcoin',
  symbol: 'btc',
  name: 'Bitcoin',
  image: 'https://images.example/btc.png',
  current_price: 97_000,
  price_change_percentage_24h: 1.5,
  price_change_percentage_7d_in_currency: -3.2,
  market_cap: 1.9e12,
  total_volume: 3e10,
  high_24h: 98_000,
  low_24h: 95_000,
  sparkline_in_7d: { price: [95_000, 96_000, 97_000] },
};

/** A stand-in for the market-data service over real HTTP; each test sets what it answers. */
let reply: (res: import('node:http').ServerResponse) => void;
const seen: { url: string; headers: Record<string, unknown> }[] = [];
let upstream: Server;
let upstreamUrl: string;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    reply(res);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/api/v3`;
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));
afterEach(() => {
  seen.length = 0;
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
  reply = (res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
};

function proxy(overrides: Partial<MarketProxyConfig> = {}, now?: () => number) {
  const app = createMarketApp(
    { upstreamUrl, cacheMs: 60_000, timeoutMs: 2_000, ...overrides },
    now,
  );
  return (query = 'vs_currency=usd&ids=bitcoin') =>
    app.request(`http://site.test/coins/markets?${query}`);
}

describe('market proxy', () => {
  it('passes the records on and sends the API key only upstream', async () => {
    json(200, [record]);
    const response = await proxy({ apiKey: 'secret-key' })();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([record]);
    expect(seen[0]?.url).toBe('/api/v3/coins/markets?vs_currency=usd&ids=bitcoin');
    expect(seen[0]?.headers['x-cg-demo-api-key']).toBe('secret-key');
    expect(JSON.stringify(Object.fromEntries(response.headers))).not.toContain('secret-key');
  });

  it('drops query fields the price list never sends, so they cannot bust the cache', async () => {
    json(200, [record]);
    await proxy()('vs_currency=usd&ids=bitcoin&cachebuster=1');
    expect(seen[0]?.url).toBe('/api/v3/coins/markets?vs_currency=usd&ids=bitcoin');
  });

  it('answers every visitor from one upstream call for 60 seconds, then asks again', async () => {
    json(200, [record]);
    let clock = 1_000_000;
    const ask = proxy({}, () => clock);
    await ask();
    clock += 59_999;
    expect((await ask()).status).toBe(200);
    expect(seen).toHaveLength(1);
    clock += 1;
    await ask();
    expect(seen).toHaveLength(2);
  });

  it('shares one upstream call between visitors who arrive at the same time', async () => {
    json(200, [record]);
    const ask = proxy();
    const answers = await Promise.all([ask(), ask(), ask()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(seen).toHaveLength(1);
  });

  it('passes a 429 through with its Retry-After and does not cache it', async () => {
    json(429, { status: { error_code: 429 } }, { 'retry-after': '30' });
    const ask = proxy();
    const first = await ask();
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('30');
    json(200, [record]);
    expect((await ask()).status).toBe(200);
    expect(seen).toHaveLength(2);
  });

  it('passes other upstream errors through as errors', async () => {
    json(500, 'boom');
    const response = await proxy()();
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'The market-data service answered 500.' });
  });

  it('answers 502 for a body that is not JSON', async () => {
    json(200, '[{"id": "bitcoin",');
    expect((await proxy()()).status).toBe(502);
  });

  it('answers 502 naming the first malformed record', async () => {
    json(200, [record, { ...record, current_price: 'a lot' }]);
    const response = await proxy()();
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: 'The market-data service sent a malformed record at position 1.',
    });
  });

  it('accepts the nulls the service sends for figures it does not have', async () => {
    json(200, [{ ...record, price_change_percentage_24h: null, sparkline_in_7d: null }]);
    expect((await proxy()()).status).toBe(200);
  });

  it('answers 504 when the service takes longer than the timeout', async () => {
    reply = (res) => setTimeout(() => res.writeHead(200).end('[]'), 1_000);
    const response = await proxy({ timeoutMs: 100 })();
    expect(response.status).toBe(504);
  });
});

describe('keyHeader', () => {
  it('names the key the way CoinGecko documents for each host', () => {
    expect(keyHeader('https://pro-api.coingecko.com/api/v3')).toBe('x-cg-pro-api-key');
    expect(keyHeader('https://api.coingecko.com/api/v3')).toBe('x-cg-demo-api-key');
    expect(keyHeader('http://127.0.0.1:4301/market')).toBe('x-cg-demo-api-key');
  });
});
