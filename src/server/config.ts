import siteJson from '../../pages-data/site.json' with { type: 'json' };
import type { SiteData } from '../engine/types';
import type { MarketProxyConfig } from './market';

const site = siteJson as SiteData;

/**
 * Third-party addresses the browser needs, decided when the server starts so that one
 * build can be pointed at real providers, staging or local test fakes.
 */
export interface PublicConfig {
  marketBase: string;
  chartScriptUrl: string;
  /** The small chart in each home price-list row; null draws the site's own sparklines only. */
  miniChartScriptUrl: string | null;
  /** Loaded only while the visitor allows analytics; null when the deployment has none. */
  analyticsScriptUrl: string | null;
  swapWidgetScriptUrl: string;
}

export interface ServerConfig {
  public: PublicConfig;
  /** RSS or Atom feeds the news API reads; empty turns feeds off (built-in articles only). */
  newsFeeds: string[];
  market: MarketProxyConfig;
  /**
   * A proxy in front terminates TLS and sets X-Forwarded-Proto, and clients cannot reach
   * this server around it; only then does that header decide whether to send HSTS.
   */
  trustForwardedProto?: boolean;
}

type Env = Record<string, string | undefined>;

function seconds(value: string | undefined, fallback: number): number {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

export function loadServerConfig(env: Env = process.env): ServerConfig {
  return {
    public: {
      marketBase: env.MARKET_BASE ?? site.providers.marketBase,
      chartScriptUrl: env.CHART_SCRIPT_URL ?? site.providers.chartScriptUrl,
      miniChartScriptUrl:
        env.MINI_CHART_SCRIPT_URL === undefined
          ? site.providers.miniChartScriptUrl
          : env.MINI_CHART_SCRIPT_URL || null,
      analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL || null,
      swapWidgetScriptUrl: env.SWAP_WIDGET_SCRIPT_URL ?? site.providers.swapWidget.scriptUrl,
    },
    market: {
      upstreamUrl: env.COINGECKO_API_URL ?? 'https://api.coingecko.com/api/v3',
      apiKey: env.COINGECKO_API_KEY || undefined,
      cacheMs: seconds(env.MARKET_CACHE_SECONDS, 60) * 1000,
      timeoutMs: seconds(env.MARKET_UPSTREAM_TIMEOUT_SECONDS, 8) * 1000,
    },
    newsFeeds: parseFeedList(env.NEWS_FEEDS) ?? site.providers.newsFeeds,
    trustForwardedProto: /^(1|true|yes)$/i.test(env.TRUST_FORWARDED_PROTO ?? ''),
  };
}

function parseFeedList(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return value
    .split(',')
    .map((feed) => feed.trim())
    .filter(Boolean);
}
