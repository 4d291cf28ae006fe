import { readAnalyticsConsent, subscribeToConsent } from './consentStore';

/**
 * Starts the analytics keeper (`start`: its code and a root of its own) the first time the
 * visitor allows analytics, on this page or before it: off by default, so most visits never
 * fetch it. From then on the keeper follows the visitor's choice itself. A start that failed
 * (its code could not be fetched) is tried again with the next change of mind. Returns what
 * stops listening.
 */
export function startWhenAnalyticsAllowed(start: () => Promise<unknown>) {
  let started = false;
  const check = () => {
    if (started || !readAnalyticsConsent()) return;
    started = true;
    start().catch((error: unknown) => {
      started = false;
      console.error('The analytics keeper could not be started:', error);
    });
  };
  const stop = subscribeToConsent(check);
  check();
  return stop;
}
