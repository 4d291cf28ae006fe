import { useEffect } from 'react';
import { whenPageShown } from '../../net/pageShown';
import { useRuntimeConfig } from '../../net/runtimeConfig';
import { useSite } from '../../site/site';
import { useAnalyticsConsent } from './useAnalyticsConsent';

export const ANALYTICS_SCRIPT_ID = 'analytics-script';

/**
 * Keeps the analytics script on the page exactly while the visitor allows it and the
 * deployment names one. Until the visitor allows it, not even the deployment's settings are
 * asked for.
 */
export function Consent() {
  const { allowed } = useAnalyticsConsent();
  return allowed ? <AnalyticsScript /> : null;
}

function AnalyticsScript() {
  const scriptUrl = useRuntimeConfig(useSite().providers)?.analyticsScriptUrl ?? null;

  useEffect(() => {
    if (!scriptUrl) return;
    const script = document.createElement('script');
    script.id = ANALYTICS_SCRIPT_ID;
    script.src = scriptUrl;
    script.async = true;
    const cancel = whenPageShown(() => document.head.append(script));
    return () => {
      cancel();
      script.remove();
    };
  }, [scriptUrl]);

  return null;
}
