import useSWR from 'swr';
import { getQueryFn } from './request';
import { swrDefaults } from './swrDefaults';

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

const queryPublicConfig = getQueryFn<Partial<PublicConfig>>();

/** A failed request is logged by the helper; the hook then uses the defaults. */
async function fetchPublicConfig(url: string, defaults: PublicConfig): Promise<PublicConfig> {
  return { ...defaults, ...(await queryPublicConfig(url)) };
}

/**
 * Provider addresses as the server was configured at start, over the site data's own
 * (`useSite().providers`). Undefined until known, so that no third-party script is loaded
 * from a default the deployment has overridden.
 */
export function useRuntimeConfig(providers: ProviderDefaults): PublicConfig | undefined {
  const defaults = defaultPublicConfig(providers);
  const { data, error } = useSWR(RUNTIME_CONFIG_URL, (url) => fetchPublicConfig(url, defaults), {
    ...swrDefaults,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  return error ? defaults : data;
}
