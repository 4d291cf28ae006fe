import siteJson from '../../pages-data/site.json' with { type: 'json' };
import type { SiteData } from '../engine/types';

const site = siteJson as SiteData;

/**
 * Third-party addresses the browser needs, decided when the server starts so that one
 * build can be pointed at real providers, staging or local test fakes.
 */
export interface PublicConfig {
  marketBase: string;
  chartScriptUrl: string;
  /** Loaded only while the visitor allows analytics; null when the deployment has none. */
  analyticsScriptUrl: string | null;
}

export interface ServerConfig {
  public: PublicConfig;
  /** RSS or Atom feeds the news API reads; empty turns feeds off (built-in articles only). */
  newsFeeds: string[];
}

type Env = Record<string, string | undefined>;

export function loadServerConfig(env: Env = process.env): ServerConfig {
  return {
    public: {
      marketBase: env.MARKET_BASE ?? site.providers.marketBase,
      chartScriptUrl: env.CHART_SCRIPT_URL ?? site.providers.chartScriptUrl,
      analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL || null,
    },
    newsFeeds: parseFeedList(env.NEWS_FEEDS) ?? site.providers.newsFeeds,
  };
}

function parseFeedList(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return value
    .split(',')
    .map((feed) => feed.trim())
    .filter(Boolean);
}
