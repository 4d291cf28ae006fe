import { Hono, type Context } from 'hono';
import { checkTradeId, checkTxHash } from '../../track/hash';
import {
  FINAL_STATES,
  isProviderState,
  type TrackAnswer,
  type TrackState,
} from '../../track/states';
import {
  ClientBuckets,
  FairBudget,
  reservedCalls,
  MINUTE_MS,
  retryAfterSeconds,
  type ClientLimiter,
  type Refusal,
} from '../fairShare';
import { fetchUpstreamJson } from '../upstream';
import { explorerUrl } from './explorers';

/**
 * The swap status proxy behind /track. It follows Rubic's API reference for
 * GET /api/info/statusExtended (docs.rubic.finance, "Get transaction status", read in
 * November 2026): query fields `srcTxHash` (the source transaction) and `id` (the trade id
 * from the swap; decentralized providers need both, deposit-based ones only the id), and an
 * answer of `status`, `destinationTxHash`, `destinationNetworkTitle` and
 * `destinationNetworkChainId`. Keyless use of api-v2 is limited to 10 requests a minute; a
 * key, for pro-api-v2, goes in an `apikey` header ("Referrer And Rate Limits" page). The
 * reference does not say how the provider refuses a hash-only request for a swap that needs
 * its id; a 400, 404 or 422 to a request without an id is read as that.
 */
export interface TrackProxyConfig {
  /** The provider's API root, such as https://api-v2.rubic.exchange. */
  upstreamUrl: string;
  /** Sent to the provider from here only; it never reaches a browser. */
  apiKey?: string;
  /** How long to wait for the provider, headers and body together, before answering 504. */
  timeoutMs: number;
  /** How long an answer in a state that can still change is shared by everyone asking. */
  pendingCacheMs: number;
  /** How long an answer in a final state (success, failure, refund) is kept. */
  finalCacheMs: number;
  /** Upstream calls allowed in any minute, across all visitors; past it visitors get 429. */
  upstreamPerMinute: number;
  /** The calls one client address may make in a minute, out of upstreamPerMinute. */
  clientSharePerMinute: number;
  /** The largest body read from the provider; a longer one is cut off and answered 502. */
  maxBodyBytes?: number;
  /** How many swaps' answers are kept at once; the oldest go first. */
  maxEntries?: number;
}

export const STATUS_PATH = '/api/info/statusExtended';
/** A status answer is a handful of short fields; anything near this size is not one. */
export const MAX_TRACK_BODY_BYTES = 16_384;
export const MAX_TRACK_ENTRIES = 5_000;
/** The longest Retry-After obeyed, so that one odd header cannot switch tracking off for long. */
const MAX_HOLD_MS = 10 * MINUTE_MS;

interface Failure {
  status: 429 | 502 | 504;
  message: string;
  retryAfterMs?: number;
}

type Outcome = { ok: true; answer: TrackAnswer } | { ok: false; failure: Failure };

const fail = (status: Failure['status'], message: string, retryAfterMs?: number): Outcome => ({
  ok: false,
  failure: { status, message, retryAfterMs },
});

const inSeconds = (seconds: number) => `${seconds} second${seconds === 1 ? '' : 's'}`;

export const retryMessage = (seconds: number) =>
  `Too many swaps are being checked right now. Please try again in ${inSeconds(seconds)}.`;

/** For one address that has used its own share: the others' lookups still go through. */
export const clientRetryMessage = (seconds: number) =>
  `You have checked many swaps in the last minute. Please try again in ${inSeconds(seconds)}.`;

type Parsed = { hash: string; id: string | undefined } | { error: string };

/** The visitor's query: `hash` once, `id` at most once, nothing else. */
export function parseTrackQuery(search: URLSearchParams): Parsed {
  const unknown = [...search.keys()].find((name) => name !== 'hash' && name !== 'id');
  if (unknown !== undefined) {
    return {
      error: `The status check takes a hash and a trade ID only, not "${unknown.slice(0, 40)}".`,
    };
  }
  if (search.getAll('hash').length > 1 || search.getAll('id').length > 1) {
    return { error: 'Give one transaction hash and at most one trade ID.' };
  }
  const hash = checkTxHash(search.get('hash') ?? '');
  if (!hash.ok) return { error: hash.error };
  const id = checkTradeId(search.get('id'));
  if (!id.ok) return { error: id.error };
  return { hash: hash.hash, id: id.id };
}

/** The one key a swap's answer is kept and shared under. */
export const trackKey = (hash: string, id: string | undefined) => `${hash}|${id ?? ''}`;

// Printable, short and free of markup: what a hash or a chain name can be.
const SAFE_TX_HASH = /^(0x)?[0-9A-Za-z]{16,100}$/;
const SAFE_NETWORK = /^[A-Za-z0-9][A-Za-z0-9 ._()-]{0,39}$/;

/** The provider's answer in the site's words; a state it does not list is UNKNOWN, never success. */
export function answerFromBody(body: unknown, checkedAt: number): TrackAnswer | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const fields = body as Record<string, unknown>;
  if (typeof fields.status !== 'string') return null;
  const answer: TrackAnswer = {
    state: isProviderState(fields.status) ? fields.status : 'UNKNOWN',
    checkedAt: new Date(checkedAt).toISOString(),
  };
  const destination = fields.destinationTxHash;
  if (typeof destination === 'string' && SAFE_TX_HASH.test(destination)) {
    answer.destinationTxHash = destination;
    const url = explorerUrl(fields.destinationNetworkChainId, destination);
    if (url) answer.destinationUrl = url;
  }
  const network = fields.destinationNetworkTitle;
  if (typeof network === 'string' && SAFE_NETWORK.test(network)) {
    answer.destinationNetwork = network;
  }
  return answer;
}

function failureForStatus(status: number, retryAfterMs: number | undefined): Outcome {
  if (status === 429) {
    return fail(429, 'The status service is rate limiting this site.', retryAfterMs);
  }
  if (status === 408 || status === 504 || status === 524) {
    return fail(504, `The status service timed out (it answered ${status}).`);
  }
  if (status >= 300 && status < 400) {
    return fail(502, `The status service answered ${status}; redirects are not followed.`);
  }
  return fail(502, `The status service answered ${status} instead of a status.`, retryAfterMs);
}

async function askUpstream(
  config: TrackProxyConfig,
  hash: string,
  id: string | undefined,
  now: () => number,
): Promise<Outcome> {
  const query = new URLSearchParams({ srcTxHash: hash });
  if (id) query.set('id', id);
  const url = `${config.upstreamUrl.replace(/\/$/, '')}${STATUS_PATH}?${query.toString()}`;
  const headers: Record<string, string> = {};
  if (config.apiKey) headers.apikey = config.apiKey;
  const maxBytes = config.maxBodyBytes ?? MAX_TRACK_BODY_BYTES;
  const answer = await fetchUpstreamJson(url, {
    headers,
    timeoutMs: config.timeoutMs,
    maxBytes,
    now,
  });
  switch (answer.kind) {
    case 'status':
      if (!id && [400, 404, 422].includes(answer.status)) {
        return {
          ok: true,
          answer: { state: 'NEEDS_ID', checkedAt: new Date(now()).toISOString() },
        };
      }
      return failureForStatus(answer.status, answer.retryAfterMs);
    case 'too-large':
      return fail(502, `The status service sent more than ${maxBytes} bytes.`);
    case 'not-json':
      return fail(502, 'The status service sent something that is not JSON.');
    case 'timeout':
      return fail(504, 'The status service did not answer in time.');
    case 'unreachable':
      return fail(502, 'The status service could not be reached.');
  }
  const found = answerFromBody(answer.body, now());
  return found ? { ok: true, answer: found } : fail(502, 'The status service sent no status.');
}

interface Kept {
  answer: TrackAnswer;
  until: number;
}

const isFinal = (state: TrackState) => FINAL_STATES.includes(state);

/** Browsers keep a final answer too; a pending one only a shared cache keeps, briefly. */
function cacheControlFor(state: TrackState, remainingMs: number): string {
  const seconds = Math.max(0, Math.floor(remainingMs / 1000));
  if (seconds === 0) return 'no-store';
  return isFinal(state)
    ? `public, max-age=${seconds}, s-maxage=${seconds}`
    : `public, max-age=0, s-maxage=${seconds}`;
}

export interface TrackAppOptions {
  /** Reads the clock; a test moves it. */
  now?: () => number;
  /** The client address a request counts against; the runtime's entry knows where it is. */
  clientOf?: (c: Context) => string;
  /** Each client's share of the budget; an in-memory token bucket per address by default. */
  clientLimiter?: ClientLimiter;
}

/**
 * /api/track?hash=<source transaction>[&id=<trade id>]: where a swap stands, asked of the
 * provider from here so that the browser never calls it (the CSP stays as it is). A bad
 * hash is answered 400 without a call; answers are kept per swap, shared by everyone
 * asking, pending ones briefly and final ones long, and a swap whose hash is final answers
 * any trade id from that, so junk ids on a real hash cost nothing. Only then is the budget
 * asked: each client's share first, then everyone's; past either the visitor gets 429 with
 * Retry-After and the seconds to wait.
 */
export function createTrackApp(
  config: TrackProxyConfig,
  { now = () => Date.now(), clientOf = () => '', clientLimiter }: TrackAppOptions = {},
) {
  const kept = new Map<string, Kept>();
  /** A final answer per hash: the swap is over, whichever trade id is asked with it. */
  const finalByHash = new Map<string, Kept>();
  const inFlight = new Map<string, Promise<Outcome>>();
  const budget = new FairBudget(
    config.upstreamPerMinute,
    clientLimiter ?? new ClientBuckets(config.clientSharePerMinute),
    reservedCalls(config),
  );
  const maxEntries = config.maxEntries ?? MAX_TRACK_ENTRIES;

  function bounded(map: Map<string, Kept>) {
    // Map keeps insertion order, so the first keys are the oldest answers.
    for (const oldest of map.keys()) {
      if (map.size <= maxEntries) break;
      map.delete(oldest);
    }
  }

  function keep(key: string, hash: string, answer: TrackAnswer) {
    const final = isFinal(answer.state);
    const lifetime = final ? config.finalCacheMs : config.pendingCacheMs;
    if (lifetime <= 0) return;
    const entry = { answer, until: now() + lifetime };
    kept.delete(key);
    kept.set(key, entry);
    bounded(kept);
    if (final) {
      finalByHash.delete(hash);
      finalByHash.set(hash, entry);
      bounded(finalByHash);
    }
  }

  /** A kept answer still in date for this swap: its own, or its hash's final one. */
  function stored(key: string, hash: string): Kept | undefined {
    for (const [map, mapKey] of [
      [kept, key],
      [finalByHash, hash],
    ] as const) {
      const entry = map.get(mapKey);
      if (entry && now() < entry.until) return entry;
      if (entry) map.delete(mapKey);
    }
    return undefined;
  }

  function ask(key: string, hash: string, id: string | undefined): Promise<Outcome> {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = askUpstream(config, hash, id, now)
        .then((outcome) => {
          if (outcome.ok) keep(key, hash, outcome.answer);
          else if (outcome.failure.status === 429) {
            budget.everyone.hold(
              now() + Math.min(outcome.failure.retryAfterMs ?? MINUTE_MS, MAX_HOLD_MS),
            );
          }
          return outcome;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  const busy = (c: Context, { waitMs, who }: Refusal) => {
    const seconds = retryAfterSeconds(waitMs);
    const error = who === 'client' ? clientRetryMessage(seconds) : retryMessage(seconds);
    return c.json({ error, busy: true, retryAfterSeconds: seconds }, 429, {
      'Cache-Control': 'no-store',
      'Retry-After': String(seconds),
    });
  };

  const app = new Hono();
  app.get('/', async (c) => {
    const parsed = parseTrackQuery(new URL(c.req.url).searchParams);
    if ('error' in parsed) {
      return c.json({ error: parsed.error }, 400, { 'Cache-Control': 'no-store' });
    }
    const key = trackKey(parsed.hash, parsed.id);
    const known = stored(key, parsed.hash);
    if (known) {
      return c.json(known.answer, 200, {
        'Cache-Control': cacheControlFor(known.answer.state, known.until - now()),
      });
    }

    if (!inFlight.has(key)) {
      const refusal = await budget.take(clientOf(c), now);
      if (refusal) return busy(c, refusal);
    }
    const outcome = await ask(key, parsed.hash, parsed.id);
    if (outcome.ok) {
      const fresh = kept.get(key);
      return c.json(outcome.answer, 200, {
        'Cache-Control': fresh
          ? cacheControlFor(outcome.answer.state, fresh.until - now())
          : 'no-store',
      });
    }
    const { failure } = outcome;
    if (failure.status === 429) {
      return busy(c, { waitMs: budget.everyone.waitMs(now()), who: 'everyone' });
    }
    return c.json({ error: failure.message }, failure.status, { 'Cache-Control': 'no-store' });
  });
  return app;
}
