import { useEffect } from 'react';
import { loadOnce } from '../../engine/codeLoader';
import { useSite } from '../../site/site';
import type { SiteShell } from '../../site/siteParts';
import { siteToasts } from './toastStore';

/**
 * The toasts' root: Radix's toasts in a React root of their own, fetched with the first
 * toast, which only a press raises (CONNECT WALLET with no wallet, a connection that failed).
 * Most visits raise none.
 */
const toastRoot = loadOnce(() => import('./ToastRoot'));

let listening = false;
let shown = false;

/**
 * Shows the site's toasts from the first one raised on: the first call listens, and the root
 * is made once. Code that could not be fetched is tried again with the next toast.
 */
export function showToastsOnceRaised(site: SiteShell) {
  if (listening) return;
  listening = true;
  const show = () =>
    void toastRoot.load().then(
      ({ mountToastRoot }) => {
        stop();
        if (shown) return;
        shown = true;
        mountToastRoot(site);
      },
      (error: unknown) => console.error('The toasts could not be shown:', error),
    );
  const stop = siteToasts.subscribe(show);
  if (siteToasts.getToasts().length > 0) show();
}

/**
 * For an island that raises toasts (the wallet button): they show, from the first one on,
 * whatever else the page has woken. Islands that raise none carry none of this.
 */
export function useToastsShown() {
  const site = useSite();
  useEffect(() => showToastsOnceRaised(site), [site]);
}
