/**
 * Fair shares of a per-minute upstream budget (the swap status's, the market data's): the
 * budget counts every call in any 60 s across all visitors, and each client address draws
 * from its own small token bucket first, so that one client asking for many distinct things
 * spends its share and leaves the rest for everyone else.
 */
export const MINUTE_MS = 60_000;

/** Upstream calls in the last minute across every visitor; a provider's 429 holds them all. */
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

  /** Calls that may still be made now. */
  remaining(now: number): number {
    return this.waitMs(now) > 0 ? 0 : this.perMinute - this.calls.length;
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

/** What one client may still spend: answers 0 and takes a call, or the wait in milliseconds. */
export interface ClientLimiter {
  take(client: string, now: number): number | Promise<number>;
  /** How long until the client has its whole share back: 0 for one that has spent nothing lately. */
  refillMs?(client: string, now: number): number;
}

/** One client's share when the deployment names none: a fifth of the budget, at least one call. */
export const defaultClientShare = (perMinute: number) => Math.max(1, Math.floor(perMinute / 5));

/** Clients remembered at once; past it the fullest buckets, which hold no debt, are dropped. */
export const MAX_TRACKED_CLIENTS = 10_000;

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * A token bucket per client address, in this process's memory: `perMinute` calls at once,
 * refilled at `perMinute` a minute.
 */
export class ClientBuckets implements ClientLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly perMinute: number,
    private readonly maxClients = MAX_TRACKED_CLIENTS,
  ) {}

  private tokens(bucket: Bucket, now: number) {
    return Math.min(
      this.perMinute,
      bucket.tokens + ((now - bucket.at) * this.perMinute) / MINUTE_MS,
    );
  }

  refillMs(client: string, now: number): number {
    const bucket = this.buckets.get(client);
    if (!bucket) return 0;
    return Math.ceil(((this.perMinute - this.tokens(bucket, now)) * MINUTE_MS) / this.perMinute);
  }

  take(client: string, now: number): number {
    const bucket = this.buckets.get(client);
    const tokens = bucket ? this.tokens(bucket, now) : this.perMinute;
    if (tokens < 1) return Math.ceil(((1 - tokens) * MINUTE_MS) / this.perMinute);
    this.buckets.delete(client);
    this.buckets.set(client, { tokens: tokens - 1, at: now });
    this.forgetFull(now);
    return 0;
  }

  private forgetFull(now: number) {
    if (this.buckets.size <= this.maxClients) return;
    // Insertion order is last use: the first entries are the longest idle, so most refilled.
    for (const [client, bucket] of this.buckets) {
      if (this.buckets.size <= this.maxClients) break;
      if (this.tokens(bucket, now) >= this.perMinute || this.buckets.size > this.maxClients * 2) {
        this.buckets.delete(client);
      }
    }
  }
}

/**
 * A platform's rate limiter (Cloudflare's Rate Limiting binding: a fixed window of `period`
 * seconds per key) as a client limiter. It says yes or no, not how long to wait, so a refusal
 * waits one whole window.
 */
export interface PlatformRateLimit {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

export function platformClientLimiter(
  binding: PlatformRateLimit,
  periodSeconds = 60,
): ClientLimiter {
  return {
    async take(client) {
      const { success } = await binding.limit({ key: client });
      return success ? 0 : periodSeconds * 1000;
    },
  };
}

export type Refusal = { waitMs: number; who: 'client' | 'everyone' };

/**
 * The budget for everyone and the client's share of it, asked in that order. The last calls
 * of the budget (as many as one client's share) are kept for clients that have spent nothing
 * lately, so that someone asking for the first time is not beaten to a freed call by a
 * client that asks again the moment its bucket refills.
 */
export class FairBudget {
  readonly everyone: UpstreamBudget;

  constructor(
    perMinute: number,
    private readonly clients: ClientLimiter,
    private readonly reserved = 0,
  ) {
    this.everyone = new UpstreamBudget(perMinute);
  }

  /** Takes one upstream call for the client; null when taken, else who refused and for how long. */
  async take(client: string, now: () => number): Promise<Refusal | null> {
    // A full budget for everyone must not cost the client its own share as well.
    const full = this.everyone.waitMs(now());
    if (full > 0) return { waitMs: full, who: 'everyone' };
    const spent = this.clients.refillMs?.(client, now()) ?? 0;
    if (spent > 0 && this.everyone.remaining(now()) <= this.reserved) {
      return { waitMs: spent, who: 'client' };
    }
    const own = await this.clients.take(client, now());
    if (own > 0) return { waitMs: own, who: 'client' };
    const waitMs = this.everyone.take(now());
    return waitMs > 0 ? { waitMs, who: 'everyone' } : null;
  }
}

/** "busy, try again in N s" in whole seconds, at least one. */
export const retryAfterSeconds = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 1000));

/** The calls kept for newcomers: one client's share, while it leaves something to share. */
export const reservedCalls = ({
  upstreamPerMinute,
  clientSharePerMinute,
}: {
  upstreamPerMinute: number;
  clientSharePerMinute: number;
}) => (clientSharePerMinute < upstreamPerMinute ? clientSharePerMinute : 0);
