import type { SiteData } from '../types/siteData';
import type { PublicConfig } from '../net/publicConfig';

export type { PublicConfig };
import type { MarketProxyConfig } from './market';
import type { TrackProxyConfig } from './track';
import { defaultClientShare } from './fairShare';

export interface ServerConfig {
  public: PublicConfig;
  /** RSS or Atom feeds the news API reads; empty turns feeds off (built-in articles only). */
  newsFeeds: string[];
  /** The coin ids come from the build's content, not from the environment. */
  market: Omit<MarketProxyConfig, 'coinIds'>;
  /** The swap status provider behind /track; without it /api/track answers 404. */
  track?: TrackProxyConfig;
  /**
   * A proxy in front terminates TLS and sets X-Forwarded-Proto, and clients cannot reach
   * this server around it; only then does that header decide whether to send HSTS.
   */
  trustForwardedProto?: boolean;
  /**
   * The same proxy appends the client's address to X-Forwarded-For; only then is that
   * address, not the proxy's, the one each client's fair share is counted against.
   */
  trustForwardedFor?: boolean;
}

type Env = Record<string, string | undefined>;

function seconds(value: string | undefined, fallback: number): number {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

/** A whole number of calls a minute, at least one. */
const perMinute = (value: string | undefined, fallback: number) =>
  Math.max(1, Math.floor(seconds(value, fallback)));

/** A budget and one client's share of it, which is never more than the budget. */
function budget(env: Env, budgetName: string, shareName: string, fallback: number) {
  const upstreamPerMinute = perMinute(env[budgetName], fallback);
  const clientSharePerMinute = Math.min(
    upstreamPerMinute,
    perMinute(env[shareName], defaultClientShare(upstreamPerMinute)),
  );
  return { upstreamPerMinute, clientSharePerMinute };
}

/** The deployment's environment over the providers the content names (the build wrote them). */
export function loadServerConfig(env: Env, providers: SiteData['providers']): ServerConfig {
  return {
    public: {
      marketBase: env.MARKET_BASE ?? providers.marketBase,
      chartScriptUrl: env.CHART_SCRIPT_URL ?? providers.chartScriptUrl,
      miniChartScriptUrl:
        env.MINI_CHART_SCRIPT_URL === undefined
          ? providers.miniChartScriptUrl
          : env.MINI_CHART_SCRIPT_URL || null,
      analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL || null,
      swapWidgetScriptUrl: env.SWAP_WIDGET_SCRIPT_URL ?? providers.swapWidget.scriptUrl,
    },
    market: {
      upstreamUrl: env.COINGECKO_API_URL ?? 'https://api.coingecko.com/api/v3',
      apiKey: env.COINGECKO_API_KEY || undefined,
      cacheMs: seconds(env.MARKET_CACHE_SECONDS, 60) * 1000,
      timeoutMs: seconds(env.MARKET_UPSTREAM_TIMEOUT_SECONDS, 8) * 1000,
      // CoinGecko's Demo plan allows 30 calls a minute.
      ...budget(env, 'MARKET_UPSTREAM_PER_MINUTE', 'MARKET_CLIENT_SHARE_PER_MINUTE', 30),
      ...(env.MARKET_IMAGE_ORIGINS === undefined
        ? {}
        : { imageOrigins: parseList(env.MARKET_IMAGE_ORIGINS) }),
    },
    track: {
      upstreamUrl: env.RUBIC_API_URL || 'https://api-v2.rubic.exchange',
      apiKey: env.RUBIC_API_KEY || undefined,
      timeoutMs: seconds(env.TRACK_UPSTREAM_TIMEOUT_SECONDS, 8) * 1000,
      pendingCacheMs: seconds(env.TRACK_PENDING_CACHE_SECONDS, 30) * 1000,
      finalCacheMs: seconds(env.TRACK_FINAL_CACHE_SECONDS, 24 * 60 * 60) * 1000,
      // Rubic's keyless limit on api-v2 is 10 requests a minute; a key raises it.
      ...budget(env, 'TRACK_UPSTREAM_PER_MINUTE', 'TRACK_CLIENT_SHARE_PER_MINUTE', 10),
    },
    newsFeeds: env.NEWS_FEEDS === undefined ? providers.newsFeeds : parseList(env.NEWS_FEEDS),
    trustForwardedProto: /^(1|true|yes)$/i.test(env.TRUST_FORWARDED_PROTO ?? ''),
    trustForwardedFor: /^(1|true|yes)$/i.test(env.TRUST_FORWARDED_FOR ?? ''),
  };
}

/** A comma-separated list; an empty value is an empty list. */
function parseList(value: string): string[] {
  return value
    .split(',')
    .map((feed) => feed.trim())
    .filter(Boolean);
}
