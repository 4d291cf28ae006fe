import { Hono } from 'hono';
import { checkTradeId, checkTxHash } from '../../track/hash';
import {
  FINAL_STATES,
  isProviderState,
  type TrackAnswer,
  type TrackState,
} from '../../track/states';
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
  /** The largest body read from the provider; a longer one is cut off and answered 502. */
  maxBodyBytes?: number;
  /** How many swaps' answers are kept at once; the oldest go first. */
  maxEntries?: number;
}

export const STATUS_PATH = '/api/info/statusExtended';
/** A status answer is a handful of short fields; anything near this size is not one. */
export const MAX_TRACK_BODY_BYTES = 16_384;
export const MAX_TRACK_ENTRIES = 5_000;
const MINUTE_MS = 60_000;
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

export const retryMessage = (seconds: number) =>
  `Too many swaps are being checked right now. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

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

/**
 * Upstream calls in the last minute, across every visitor, so that the site stays under
 * the provider's limit however many people check at once; a 429 from the provider holds
 * every call for as long as it asks.
 */
export class UpstreamBudget {
  private calls: number[] = [];
  private heldUntil = 0;

  constructor(private readonly perMinute: number) {}

  /** How many milliseconds until a call may be made; 0 when one may be made now. */
  waitMs(now: number): number {
    if (now < this.heldUntil) return this.heldUntil - now;
    this.calls = this.calls.filter((at) => now - at < MINUTE_MS);
    if (this.calls.length < this.perMinute) return 0;
    return Math.max(1, (this.calls[0] ?? now) + MINUTE_MS - now);
  }

  /** Takes one call and answers 0, or answers how many milliseconds to wait for one. */
  take(now: number): number {
    const wait = this.waitMs(now);
    if (wait === 0) this.calls.push(now);
    return wait;
  }

  hold(until: number) {
    this.heldUntil = Math.max(this.heldUntil, until);
  }
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

/**
 * /api/track?hash=<source transaction>[&id=<trade id>]: where a swap stands, asked of the
 * provider from here so that the browser never calls it (the CSP stays as it is). A bad
 * hash is answered 400 without a call; answers are kept per swap, shared by everyone
 * asking, pending ones briefly and final ones long; the upstream budget answers 429 with
 * Retry-After rather than let the provider refuse the site.
 */
export function createTrackApp(config: TrackProxyConfig, now: () => number = () => Date.now()) {
  const kept = new Map<string, Kept>();
  const inFlight = new Map<string, Promise<Outcome>>();
  const budget = new UpstreamBudget(config.upstreamPerMinute);
  const maxEntries = config.maxEntries ?? MAX_TRACK_ENTRIES;

  function keep(key: string, answer: TrackAnswer) {
    const lifetime = isFinal(answer.state) ? config.finalCacheMs : config.pendingCacheMs;
    if (lifetime <= 0) return;
    kept.delete(key);
    kept.set(key, { answer, until: now() + lifetime });
    // Map keeps insertion order, so the first keys are the oldest answers.
    for (const oldest of kept.keys()) {
      if (kept.size <= maxEntries) break;
      kept.delete(oldest);
    }
  }

  function ask(key: string, hash: string, id: string | undefined): Promise<Outcome> {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = askUpstream(config, hash, id, now)
        .then((outcome) => {
          if (outcome.ok) keep(key, outcome.answer);
          else if (outcome.failure.status === 429) {
            budget.hold(now() + Math.min(outcome.failure.retryAfterMs ?? MINUTE_MS, MAX_HOLD_MS));
          }
          return outcome;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  const app = new Hono();
  app.get('/', async (c) => {
    const parsed = parseTrackQuery(new URL(c.req.url).searchParams);
    if ('error' in parsed) {
      return c.json({ error: parsed.error }, 400, { 'Cache-Control': 'no-store' });
    }
    const key = trackKey(parsed.hash, parsed.id);
    const stored = kept.get(key);
    if (stored && now() < stored.until) {
      return c.json(stored.answer, 200, {
        'Cache-Control': cacheControlFor(stored.answer.state, stored.until - now()),
      });
    }
    if (stored) kept.delete(key);

    if (!inFlight.has(key)) {
      const waitMs = budget.take(now());
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        return c.json({ error: retryMessage(seconds) }, 429, {
          'Cache-Control': 'no-store',
          'Retry-After': String(seconds),
        });
      }
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
    const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
    if (failure.status === 429) {
      const seconds = Math.max(1, Math.ceil(budget.waitMs(now()) / 1000));
      headers['Retry-After'] = String(seconds);
      return c.json({ error: retryMessage(seconds) }, 429, headers);
    }
    return c.json({ error: failure.message }, failure.status, headers);
  });
  return app;
}
