import useSWR from 'swr';
import { getQueryFn } from '../net/request';
import type { PublicConfig } from '../server/config';
import { siteData } from './siteData';

export const RUNTIME_CONFIG_URL = '/api/config';

/** What a static host without the API server uses: the addresses in site.json. */
export const defaultPublicConfig: PublicConfig = {
  marketBase: siteData.providers.marketBase,
  chartScriptUrl: siteData.providers.chartScriptUrl,
  miniChartScriptUrl: siteData.providers.miniChartScriptUrl,
  analyticsScriptUrl: null,
  swapWidgetScriptUrl: siteData.providers.swapWidget.scriptUrl,
};

const queryPublicConfig = getQueryFn<Partial<PublicConfig>>();

/** A failed request is logged by the helper; the hook then uses the defaults. */
async function fetchPublicConfig(url: string): Promise<PublicConfig> {
  return { ...defaultPublicConfig, ...(await queryPublicConfig(url)) };
}

/**
 * Provider addresses as the server was configured at start. Undefined until known, so
 * that no third-party script is loaded from a default the deployment has overridden.
 */
export function useRuntimeConfig(): PublicConfig | undefined {
  const { data, error } = useSWR(RUNTIME_CONFIG_URL, fetchPublicConfig, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  return error ? defaultPublicConfig : data;
}
