import type { SWRConfiguration } from 'swr';

/**
 * The spec's data-fetch defaults (section 9), which every useSWR call in the site spreads
 * before its own options. Per call rather than an SWRConfig around the app, so that SWR
 * loads only with the blocks and the client navigation that fetch.
 */
export const swrDefaults: SWRConfiguration = {
  revalidateOnFocus: false,
  errorRetryCount: 1,
  dedupingInterval: 2000,
  onErrorRetry: (_error, _key, config, revalidate, { retryCount }) => {
    if (retryCount > (config.errorRetryCount ?? 1)) return;
    const delay = Math.min(1000 * 2 ** (retryCount - 1), 30_000);
    setTimeout(() => void revalidate({ retryCount }), delay);
  },
};
