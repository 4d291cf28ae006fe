import Ajv2020 from 'ajv/dist/2020.js';
import { Hono } from 'hono';
import recordSchema from '../../../schema/market-record.schema.json' with { type: 'json' };
import type { MarketRecord } from '../../types/schema';
import { STALE_HEADER } from '../../market/client';
import { MARKET_QUERY_FIXED, marketQuery } from '../../market/query';
import { marketCacheControl } from '../cacheControl';
import { PrecompressedBody, sendPrecompressed, type Compressor } from '../precompressed';
import { fetchUpstreamJson } from '../upstream';
import { COINGECKO_IMAGE_ORIGINS, sanitizeMarketRecord } from './sanitize';

export interface MarketProxyConfig {
  /** The market-data service's API root, such as https://api.coingecko.com/api/v3. */
  upstreamUrl: string;
  /** Sent to the service from here only; it never reaches a browser. */
  apiKey?: string;
  /** How long one answer is reused for every visitor; 0 turns every kind of caching off. */
  cacheMs: number;
  /** How long to wait for the service, headers and body together, before answering 504. */
  timeoutMs: number;
  /** The largest body read from the service; a longer one is cut off and answered 502. */
  maxBodyBytes?: number;
  /** Origins the provider's coin logos come from; a logo anywhere else is left out. */
  imageOrigins?: readonly string[];
  /** The coin ids visitors may ask about: the site's coin catalogue. */
  coinIds: readonly string[];
  /** Makes the compressed forms kept with the answer; left out where the platform compresses. */
  compress?: Compressor;
}

export const MAX_MARKET_BODY_BYTES = 2_000_000;
/** A failure is remembered this long (at most cacheMs) when the service names no Retry-After. */
export const FAILURE_HOLD_MS = 10_000;
/** The longest Retry-After obeyed, so that one odd header cannot switch prices off for a day. */
export const MAX_RETRY_AFTER_MS = 15 * 60_000;
/** How old the last good answer may be and still stand in while the service refuses. */
export const MAX_STALE_MS = 60 * 60_000;

// Compiled once per process: ajv builds a function per schema, which is the slow part.
const validateRecord = new Ajv2020({ allErrors: false }).compile(recordSchema);

interface Failure {
  status: 429 | 502 | 504;
  message: string;
  /** Milliseconds the service asked us to wait, when it said. */
  retryAfterMs?: number;
}

type Outcome = { ok: true; records: MarketRecord[] } | { ok: false; failure: Failure };

const fail = (status: Failure['status'], message: string, retryAfterMs?: number): Outcome => ({
  ok: false,
  failure: { status, message, retryAfterMs },
});

/**
 * CoinGecko takes a paid plan's key only at pro-api.coingecko.com, as x-cg-pro-api-key, and
 * a Demo key only at api.coingecko.com, as x-cg-demo-api-key (docs.coingecko.com, the two
 * Authentication pages); any other root (a test fake, a proxy) is given the Demo header.
 */
export function keyHeader(upstreamUrl: string): string {
  return new URL(upstreamUrl).hostname.startsWith('pro-api.')
    ? 'x-cg-pro-api-key'
    : 'x-cg-demo-api-key';
}

/** The service's status in the words a visitor's client can act on: 429, 504 or 502. */
function failureForStatus(status: number, retryAfterMs: number | undefined): Outcome {
  if (status === 429) {
    return fail(429, 'The market-data service is rate limiting this site.', retryAfterMs);
  }
  if (status === 408 || status === 504 || status === 524) {
    return fail(504, `The market-data service timed out (it answered ${status}).`, retryAfterMs);
  }
  if (status >= 300 && status < 400) {
    return fail(502, `The market-data service answered ${status}; redirects are not followed.`);
  }
  // A 503 may say when to come back, too.
  return fail(
    502,
    `The market-data service answered ${status} instead of market data.`,
    retryAfterMs,
  );
}

async function askUpstream(
  config: MarketProxyConfig,
  coinIds: readonly string[],
  now: () => number,
): Promise<Outcome> {
  const url = `${config.upstreamUrl.replace(/\/$/, '')}/coins/markets?${marketQuery(coinIds).toString()}`;
  const headers: Record<string, string> = {};
  if (config.apiKey) headers[keyHeader(config.upstreamUrl)] = config.apiKey;
  const maxBytes = config.maxBodyBytes ?? MAX_MARKET_BODY_BYTES;
  const answer = await fetchUpstreamJson(url, {
    headers,
    timeoutMs: config.timeoutMs,
    maxBytes,
    now,
  });
  switch (answer.kind) {
    case 'status':
      return failureForStatus(answer.status, answer.retryAfterMs);
    case 'too-large':
      return fail(502, `The market-data service sent more than ${maxBytes} bytes.`);
    case 'not-json':
      return fail(502, 'The market-data service sent something that is not JSON.');
    case 'timeout':
      return fail(504, 'The market-data service did not answer in time.');
    case 'unreachable':
      return fail(502, 'The market-data service could not be reached.');
  }
  if (!Array.isArray(answer.body)) {
    return fail(502, 'The market-data service did not send a list of coins.');
  }
  const imageOrigins = config.imageOrigins ?? COINGECKO_IMAGE_ORIGINS;
  const records = answer.body.map((record) => sanitizeMarketRecord(record, imageOrigins));
  const badIndex = records.findIndex((record) => !validateRecord(record));
  if (badIndex !== -1) {
    return fail(502, `The market-data service sent a malformed record at position ${badIndex}.`);
  }
  const asked = new Set(coinIds);
  return { ok: true, records: (records as MarketRecord[]).filter((r) => asked.has(r.id)) };
}

type Parsed = { ids: string[] } | { error: string };

/**
 * Accepts the price list's own query only (see src/market/query.ts): every field present
 * once, fixed fields at the site's values, ids from the catalogue, one page holding them.
 */
export function parseVisitorQuery(search: URLSearchParams, catalogue: readonly string[]): Parsed {
  const names = [...search.keys()];
  const allowed = [...Object.keys(MARKET_QUERY_FIXED), 'ids', 'per_page'];
  const unknown = names.find((name) => !allowed.includes(name));
  if (unknown !== undefined) return { error: `Unknown query field "${unknown.slice(0, 40)}".` };
  for (const name of allowed) {
    const values = search.getAll(name);
    if (values.length !== 1) {
      return { error: `The query needs the field "${name}" exactly once.` };
    }
  }
  for (const [name, expected] of Object.entries(MARKET_QUERY_FIXED)) {
    if (search.get(name)?.toLowerCase() !== expected) {
      return { error: `The field "${name}" must be ${expected}.` };
    }
  }
  const asked = (search.get('ids') ?? '').toLowerCase().split(',');
  const known = new Set(catalogue);
  const stranger = asked.find((id) => !known.has(id));
  if (stranger !== undefined) {
    return { error: `"${stranger.slice(0, 40)}" is not a coin this site lists.` };
  }
  if (new Set(asked).size !== asked.length) return { error: 'A coin id is repeated.' };
  if (search.get('per_page') !== String(asked.length)) {
    return { error: `The field "per_page" must be ${asked.length}, the number of ids.` };
  }
  // Catalogue order, so that the same set of coins is always the same request.
  return { ids: catalogue.filter((id) => asked.includes(id)) };
}

interface Good {
  records: MarketRecord[];
  fetchedAt: number;
  /** The whole catalogue's answer, the one the price list asks for, kept ready to send. */
  everything: PrecompressedBody;
}

/**
 * /api/market/coins/markets: the price list's data. The service is asked for the whole
 * coin catalogue, at most once per cacheMs whatever visitors send, with the server's key;
 * every record is checked, and each visitor gets the coins they asked for. Failures are
 * remembered briefly (longer when the service sends Retry-After); meanwhile the last good
 * answer, if recent, is served marked stale with its time, else the failure as JSON.
 */
export function createMarketApp(
  config: MarketProxyConfig,
  // Read at each call, so that a test that moves the clock moves this one too.
  now: () => number = () => Date.now(),
) {
  const { coinIds } = config;
  const caching = config.cacheMs > 0;
  let good: Good | null = null;
  let held: { failure: Failure; until: number } | null = null;
  let inFlight: Promise<Outcome> | null = null;

  const fresh = () => caching && good !== null && now() - good.fetchedAt < config.cacheMs;
  const holding = () => caching && held !== null && now() < held.until;

  function remember(outcome: Outcome) {
    if (outcome.ok) {
      good = {
        records: outcome.records,
        fetchedAt: now(),
        everything: new PrecompressedBody(JSON.stringify(outcome.records), config.compress),
      };
      held = null;
      return;
    }
    const { retryAfterMs } = outcome.failure;
    const hold = Math.min(
      Math.max(retryAfterMs ?? 0, Math.min(FAILURE_HOLD_MS, config.cacheMs)),
      MAX_RETRY_AFTER_MS,
    );
    held = { failure: outcome.failure, until: now() + hold };
  }

  async function refresh(): Promise<Failure | null> {
    // Visitors arriving while a request is under way share it instead of each asking.
    if (!inFlight) {
      inFlight = askUpstream(config, coinIds, now)
        .then((outcome) => {
          remember(outcome);
          return outcome;
        })
        .finally(() => {
          inFlight = null;
        });
    }
    const outcome = await inFlight;
    return outcome.ok ? null : outcome.failure;
  }

  const app = new Hono();
  app.get('/coins/markets', async (c) => {
    const parsed = parseVisitorQuery(new URL(c.req.url).searchParams, coinIds);
    if ('error' in parsed) {
      return c.json(
        { error: `The market API answers the price list's own query only. ${parsed.error}` },
        400,
        { 'Cache-Control': 'no-store' },
      );
    }

    let failure: Failure | null = null;
    if (!fresh()) {
      failure = holding() && held ? held.failure : await refresh();
    }
    const current = good as Good | null;
    const usable =
      current && (failure === null || (caching && now() - current.fetchedAt <= MAX_STALE_MS));
    if (current && usable) {
      const headers: Record<string, string> = {
        // A shared cache may serve fresh prices for the period; stale ones stand in for this
        // answer only, so the next request (or instance) asks the service again.
        'Cache-Control': failure ? 'no-store' : marketCacheControl(config.cacheMs),
        'Last-Modified': new Date(current.fetchedAt).toUTCString(),
      };
      // The price list must not present these prices as live.
      if (failure) headers[STALE_HEADER] = 'true';
      if (parsed.ids.length === coinIds.length) {
        return sendPrecompressed(c, current.everything, 200, headers);
      }
      const records = current.records.filter((record) => parsed.ids.includes(record.id));
      return c.json(records, 200, headers);
    }

    const shown = failure ?? {
      status: 502 as const,
      message: 'The market-data service has not answered yet.',
    };
    const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
    if (shown.status === 429 || shown.retryAfterMs !== undefined) {
      const waitMs = held ? held.until - now() : (shown.retryAfterMs ?? FAILURE_HOLD_MS);
      headers['Retry-After'] = String(Math.max(1, Math.ceil(waitMs / 1000)));
    }
    return c.json({ error: shown.message }, shown.status, headers);
  });
  return app;
}
