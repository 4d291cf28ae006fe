import { useSyncExternalStore } from 'react';
import { readAnalyticsConsent, setAnalyticsConsent, subscribeToConsent } from './consentStore';

/** Off in the prerendered HTML; the stored choice is read once hydration is done. */
const serverConsent = () => false;

export function useAnalyticsConsent() {
  const allowed = useSyncExternalStore(subscribeToConsent, readAnalyticsConsent, serverConsent);
  return { allowed, setAllowed: setAnalyticsConsent };
}
