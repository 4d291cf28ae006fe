/**
 * What the server tells the browser at start (GET /api/config), apart from the hook that asks
 * for it: the live rate's figures read it without React or SWR (blocks/liveRate/live.ts).
 */

export const RUNTIME_CONFIG_URL = '/api/config';

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

/** The provider addresses the site data names (site.json `providers`). */
export interface ProviderDefaults {
  marketBase: string;
  chartScriptUrl: string;
  miniChartScriptUrl: string | null;
  swapWidget: { scriptUrl: string };
}

/** What a static host without the API server uses: the addresses in the site data. */
export const defaultPublicConfig = (providers: ProviderDefaults): PublicConfig => ({
  marketBase: providers.marketBase,
  chartScriptUrl: providers.chartScriptUrl,
  miniChartScriptUrl: providers.miniChartScriptUrl,
  analyticsScriptUrl: null,
  swapWidgetScriptUrl: providers.swapWidget.scriptUrl,
});
