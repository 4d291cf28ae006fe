import Ajv2020 from 'ajv/dist/2020.js';
import { Hono, type Context } from 'hono';
import recordSchema from '../../../schema/market-record.schema.json' with { type: 'json' };
import type { MarketRecord } from '../../types/schema';
import { STALE_HEADER } from '../../market/client';
import { MARKET_QUERY_FIXED, marketQuery } from '../../market/query';
import { marketCacheControl } from '../cacheControl';
import { PrecompressedBody, sendPrecompressed, type Compressor } from '../precompressed';
import {
  ClientBuckets,
  FairBudget,
  reservedCalls,
  retryAfterSeconds,
  type ClientLimiter,
  type Refusal,
} from '../fairShare';
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
  /** Upstream calls allowed in any minute, across all visitors (CoinGecko Demo: 30). */
  upstreamPerMinute: number;
  /** The calls one client address may cause in a minute, out of upstreamPerMinute. */
  clientSharePerMinute: number;
}

export const MAX_MARKET_BODY_BYTES = 2_000_000;
/** A failure is remembered this long (at most cacheMs) when the service names no Retry-After. */
export const FAILURE_HOLD_MS = 10_000;
/** The longest Retry-After obeyed, so that one odd header cannot switch prices off for a day. */
export const MAX_RETRY_AFTER_MS = 15 * 60_000;
/** How old the last good answer may be and still stand in while the service refuses. */
export const MAX_STALE_MS = 60 * 60_000;
/** CoinGecko's largest per_page: the most ids one /coins/markets call, or one visitor query, holds. */
export const MAX_IDS_PER_CALL = 250;
/** Visitors missing coins within this long of each other share one upstream call. */
export const BATCH_WINDOW_MS = 25;
/** Ready-compressed answers kept for the id sets asked most lately (the home page's, a pair's). */
export const MAX_KEPT_ANSWERS = 64;

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

/** Each catalogue id with its place, so that a query is checked in time of its own length. */
export const catalogueIndex = (coinIds: readonly string[]): ReadonlyMap<string, number> =>
  new Map(coinIds.map((id, index) => [id, index]));

/**
 * Accepts the query the site's market client sends (see src/market/query.ts): every field
 * present once, fixed fields at the site's values, ids from the catalogue (at most 250, the
 * service's page size), one page holding them.
 */
export function parseVisitorQuery(
  search: URLSearchParams,
  catalogue: ReadonlyMap<string, number>,
): Parsed {
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
  if (asked.length > MAX_IDS_PER_CALL) {
    return { error: `At most ${MAX_IDS_PER_CALL} coins can be asked for at once.` };
  }
  const stranger = asked.find((id) => !catalogue.has(id));
  if (stranger !== undefined) {
    return { error: `"${stranger.slice(0, 40)}" is not a coin this site lists.` };
  }
  if (new Set(asked).size !== asked.length) return { error: 'A coin id is repeated.' };
  if (search.get('per_page') !== String(asked.length)) {
    return { error: `The field "per_page" must be ${asked.length}, the number of ids.` };
  }
  // Catalogue order, so that the same set of coins is always the same request and answer.
  return { ids: asked.sort((a, b) => catalogue.get(a)! - catalogue.get(b)!) };
}

/** One coin's last answer from the service; null when the service had no record for it. */
interface Kept {
  record: MarketRecord | null;
  fetchedAt: number;
}

/** Ids gathered for one upstream call, and that call once it is made. */
interface Batch {
  ids: string[];
  outcome: Promise<Outcome>;
}

/** A ready-compressed answer, good while every coin in it is still the record it was made from. */
interface KeptAnswer {
  records: MarketRecord[];
  body: PrecompressedBody;
}

export interface MarketAppOptions {
  /** Read at each call, so that a test that moves the clock moves this one too. */
  now?: () => number;
  /** The client address a request counts against; the runtime's entry knows where it is. */
  clientOf?: (c: Context) => string;
  /** Each client's share of the budget; an in-memory token bucket per address by default. */
  clientLimiter?: ClientLimiter;
}

/**
 * /api/market/coins/markets: the market figures of the coins a page shows. Each coin's record
 * is kept for cacheMs; the coins a visitor asks for that are not kept are asked of the
 * service together, with those of visitors arriving within BATCH_WINDOW_MS, up to 250 ids a
 * call, so a page costs the same whatever the catalogue's size. A call is made only within
 * the budget (MARKET_UPSTREAM_PER_MINUTE), and each client address within its share of it;
 * kept records are served before either is asked. Past the budget, or while the service
 * fails (remembered briefly, longer when it sends Retry-After), the last figures up to an
 * hour old are served marked stale with their time; with none, a JSON "busy" or the failure.
 */
export function createMarketApp(
  config: MarketProxyConfig,
  { now = () => Date.now(), clientOf = () => '', clientLimiter }: MarketAppOptions = {},
) {
  const catalogue = catalogueIndex(config.coinIds);
  const caching = config.cacheMs > 0;
  const coins = new Map<string, Kept>();
  const answers = new Map<string, KeptAnswer>();
  const inFlight = new Map<string, Promise<Outcome>>();
  const budget = new FairBudget(
    config.upstreamPerMinute,
    clientLimiter ?? new ClientBuckets(config.clientSharePerMinute),
    reservedCalls(config),
  );
  let gathering: Batch | null = null;
  let held: { failure: Failure; until: number } | null = null;

  const holding = () => caching && held !== null && now() < held.until;
  /** Current for this request: within the cache period, or (caching off) fetched for it. */
  const current = (kept: Kept | undefined, since: number): kept is Kept =>
    kept !== undefined &&
    (caching ? now() - kept.fetchedAt < config.cacheMs : kept.fetchedAt >= since);

  function remember(ids: readonly string[], outcome: Outcome) {
    if (outcome.ok) {
      const fetchedAt = now();
      const byId = new Map(outcome.records.map((record) => [record.id, record]));
      for (const id of ids) coins.set(id, { record: byId.get(id) ?? null, fetchedAt });
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

  function gather(): Batch {
    const batch: Batch = {
      ids: [],
      outcome: new Promise<void>((resolve) => setTimeout(resolve, BATCH_WINDOW_MS))
        .then(() => {
          if (gathering === batch) gathering = null;
          return askUpstream(config, batch.ids, now);
        })
        .then((outcome) => {
          remember(batch.ids, outcome);
          return outcome;
        })
        .finally(() => {
          for (const id of batch.ids) {
            if (inFlight.get(id) === batch.outcome) inFlight.delete(id);
          }
        }),
    };
    return batch;
  }

  /** Puts the ids not kept into a call, within the budget; says who refused when it would not. */
  async function fetchMissing(c: Context, missing: string[]): Promise<Refusal | null> {
    const fits = () =>
      gathering !== null && gathering.ids.length + missing.length <= MAX_IDS_PER_CALL;
    // Joining a call already being gathered costs nothing; a new call is charged to its asker.
    if (!fits()) {
      const refusal = await budget.take(clientOf(c), now);
      if (refusal) return refusal;
      gathering = gather();
    }
    const batch = gathering!;
    for (const id of missing) {
      if (inFlight.has(id)) continue;
      batch.ids.push(id);
      inFlight.set(id, batch.outcome);
    }
    return null;
  }

  /** The answer for a set of coins that are all current, compressed once while they stay so. */
  function keptAnswer(ids: string[], records: MarketRecord[]): PrecompressedBody {
    const key = ids.join(',');
    const kept = answers.get(key);
    answers.delete(key);
    if (
      kept &&
      kept.records.length === records.length &&
      kept.records.every((r, i) => r === records[i])
    ) {
      answers.set(key, kept);
      return kept.body;
    }
    const body = new PrecompressedBody(JSON.stringify(records), config.compress);
    answers.set(key, { records, body });
    for (const oldest of answers.keys()) {
      if (answers.size <= MAX_KEPT_ANSWERS) break;
      answers.delete(oldest);
    }
    return body;
  }

  const app = new Hono();
  app.get('/coins/markets', async (c) => {
    const parsed = parseVisitorQuery(new URL(c.req.url).searchParams, catalogue);
    if ('error' in parsed) {
      return c.json(
        { error: `The market API answers the site's own market query only. ${parsed.error}` },
        400,
        { 'Cache-Control': 'no-store' },
      );
    }
    const { ids } = parsed;
    const askedAt = now();
    let refusal: Refusal | null = null;
    let failure: Failure | null = null;

    const missing = ids.filter((id) => !current(coins.get(id), askedAt));
    const toAsk = missing.filter((id) => !inFlight.has(id));
    if (toAsk.length > 0) {
      if (holding()) failure = held!.failure;
      else refusal = await fetchMissing(c, toAsk);
    }
    const waits = new Set(missing.flatMap((id) => inFlight.get(id) ?? []));
    for (const outcome of await Promise.all(waits)) {
      if (!outcome.ok) failure ??= outcome.failure;
    }

    const kept = ids.map((id) => coins.get(id));
    if (kept.every((entry) => current(entry, askedAt))) {
      const records = kept.flatMap((entry) => entry!.record ?? []);
      const oldest = Math.min(...kept.map((entry) => entry!.fetchedAt));
      const headers = {
        'Cache-Control': marketCacheControl(config.cacheMs),
        'Last-Modified': new Date(oldest).toUTCString(),
      };
      if (!caching) return c.json(records, 200, headers);
      return sendPrecompressed(c, keptAnswer(ids, records), 200, headers);
    }

    // Some coins are not current: the last figures up to an hour old stand in, for this
    // answer only and marked so, with the time of the oldest.
    const standIns = caching
      ? kept.filter((entry): entry is Kept => !!entry && now() - entry.fetchedAt <= MAX_STALE_MS)
      : [];
    const records = standIns.flatMap((entry) => entry.record ?? []);
    if (records.length > 0) {
      const oldest = Math.min(...standIns.map((entry) => entry.fetchedAt));
      return c.json(records, 200, {
        'Cache-Control': 'no-store',
        'Last-Modified': new Date(oldest).toUTCString(),
        [STALE_HEADER]: 'true',
      });
    }

    if (refusal && !failure) {
      const seconds = retryAfterSeconds(refusal.waitMs);
      const error =
        refusal.who === 'client'
          ? `You have opened many pages with prices in the last minute. Please try again in ${seconds} s.`
          : `Many visitors are asking for prices right now. Please try again in ${seconds} s.`;
      return c.json({ error, busy: true, retryAfterSeconds: seconds }, 429, {
        'Cache-Control': 'no-store',
        'Retry-After': String(seconds),
      });
    }
    const shown = failure ?? {
      status: 502 as const,
      message: 'The market-data service has not answered yet.',
    };
    const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
    if (shown.status === 429 || shown.retryAfterMs !== undefined) {
      const waitMs = holding() ? held!.until - now() : (shown.retryAfterMs ?? FAILURE_HOLD_MS);
      headers['Retry-After'] = String(retryAfterSeconds(waitMs));
    }
    return c.json({ error: shown.message }, shown.status, headers);
  });
  return app;
}
