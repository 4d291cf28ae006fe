import { useEffect } from 'react';
import { whenPageShown } from '../../net/pageShown';
import { useRuntimeConfig } from '../../net/runtimeConfig';
import { useSite } from '../../site/site';
import { recordRequiredCookieConsent } from './consentStore';
import { useAnalyticsConsent } from './useAnalyticsConsent';

export const ANALYTICS_SCRIPT_ID = 'analytics-script';

/**
 * Records the always-on cookie consent and keeps the analytics script on the page exactly
 * while the visitor allows it and the deployment names one.
 */
export function Consent() {
  const { allowed } = useAnalyticsConsent();
  const scriptUrl = useRuntimeConfig(useSite().providers)?.analyticsScriptUrl ?? null;

  useEffect(() => recordRequiredCookieConsent(), []);

  useEffect(() => {
    if (!allowed || !scriptUrl) return;
    const script = document.createElement('script');
    script.id = ANALYTICS_SCRIPT_ID;
    script.src = scriptUrl;
    script.async = true;
    const cancel = whenPageShown(() => document.head.append(script));
    return () => {
      cancel();
      script.remove();
    };
  }, [allowed, scriptUrl]);

  return null;
}
