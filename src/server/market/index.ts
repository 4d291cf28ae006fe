import Ajv2020 from 'ajv/dist/2020.js';
import { Hono } from 'hono';
import recordSchema from '../../../schema/market-record.schema.json' with { type: 'json' };
import { marketCacheControl } from '../cacheControl';

export interface MarketProxyConfig {
  /** The market-data service's API root, such as https://api.coingecko.com/api/v3. */
  upstreamUrl: string;
  /** Sent to the service from here only; it never reaches a browser. */
  apiKey?: string;
  /** How long one answer is reused for every visitor. */
  cacheMs: number;
  /** How long to wait for the service before answering 504. */
  timeoutMs: number;
}

/** The query fields the price list sends; anything else is dropped so it cannot bust the cache. */
const forwardedParams = [
  'vs_currency',
  'ids',
  'order',
  'per_page',
  'page',
  'sparkline',
  'price_change_percentage',
];
/** Each distinct query is one entry; a bound keeps odd queries from growing memory. */
const MAX_CACHE_ENTRIES = 50;

// Compiled once per process: ajv builds a function per schema, which is the slow part.
const validateRecord = new Ajv2020({ allErrors: false }).compile(recordSchema);

interface Answer {
  status: number;
  body: string;
  retryAfter?: string;
}

const failure = (status: number, message: string, retryAfter?: string): Answer => ({
  status,
  body: JSON.stringify({ error: message }),
  retryAfter,
});

/** Pro keys go to the pro host under their own header; everything else is a demo key. */
function keyHeader(upstreamUrl: string): string {
  return new URL(upstreamUrl).hostname.startsWith('pro-api.')
    ? 'x-cg-pro-api-key'
    : 'x-cg-demo-api-key';
}

async function askUpstream(config: MarketProxyConfig, query: string): Promise<Answer> {
  const url = `${config.upstreamUrl.replace(/\/$/, '')}/coins/markets?${query}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (config.apiKey) headers[keyHeader(config.upstreamUrl)] = config.apiKey;
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(config.timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return timedOut
      ? failure(504, 'The market-data service did not answer in time.')
      : failure(502, 'The market-data service could not be reached.');
  }
  if (!response.ok) {
    await response.body?.cancel();
    return failure(
      response.status,
      `The market-data service answered ${response.status}.`,
      response.headers.get('retry-after') ?? undefined,
    );
  }
  let records: unknown;
  try {
    records = await response.json();
  } catch {
    return failure(502, 'The market-data service sent something that is not JSON.');
  }
  if (!Array.isArray(records)) {
    return failure(502, 'The market-data service did not send a list of coins.');
  }
  const badIndex = records.findIndex((record) => !validateRecord(record));
  if (badIndex !== -1) {
    return failure(502, `The market-data service sent a malformed record at position ${badIndex}.`);
  }
  return { status: 200, body: JSON.stringify(records) };
}

/**
 * /api/market/coins/markets: the price list's data, fetched from the market-data service
 * with the server's key, checked record by record, and shared by every visitor for
 * cacheMs. Errors are passed on as errors (429 stays 429) and are never cached, so the
 * next request tries again.
 */
export function createMarketApp(config: MarketProxyConfig, now: () => number = Date.now) {
  const cache = new Map<string, { expires: number; answer: Answer }>();
  const inFlight = new Map<string, Promise<Answer>>();

  async function answerFor(query: string): Promise<Answer> {
    const cached = cache.get(query);
    if (cached && cached.expires > now()) return cached.answer;
    // Visitors arriving while a request is under way share it instead of each asking.
    let pending = inFlight.get(query);
    if (!pending) {
      pending = askUpstream(config, query).finally(() => inFlight.delete(query));
      inFlight.set(query, pending);
    }
    const answer = await pending;
    if (answer.status === 200 && config.cacheMs > 0) {
      cache.delete(query);
      if (cache.size >= MAX_CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
      cache.set(query, { expires: now() + config.cacheMs, answer });
    }
    return answer;
  }

  const app = new Hono();
  app.get('/coins/markets', async (c) => {
    const incoming = new URL(c.req.url).searchParams;
    const query = new URLSearchParams();
    for (const name of forwardedParams) {
      const value = incoming.get(name);
      if (value !== null) query.set(name, value);
    }
    const answer = await answerFor(query.toString());
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8',
      // Errors are never stored, so the next request (or instance) asks again.
      'cache-control': answer.status === 200 ? marketCacheControl(config.cacheMs) : 'no-store',
    };
    if (answer.retryAfter) headers['retry-after'] = answer.retryAfter;
    return c.body(answer.body, answer.status as 200, headers);
  });
  return app;
}
