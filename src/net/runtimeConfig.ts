import useSWR from 'swr';
import { getQueryFn } from './request';
import {
  defaultPublicConfig,
  RUNTIME_CONFIG_URL,
  type ProviderDefaults,
  type PublicConfig,
} from './publicConfig';
import { swrDefaults } from './swrDefaults';

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
