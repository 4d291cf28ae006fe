/**
 * Analytics consent as the spec stores it: `analyticsConsent` is 'true' while the visitor
 * allows analytics and absent otherwise. (`cookieConsent`, always 'true' because the site
 * cannot work without its required cookies, is stored by src/public/boot.js on every page.)
 */
export const ANALYTICS_CONSENT_KEY = 'analyticsConsent';

const listeners = new Set<() => void>();

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    // Storage switched off: nothing is remembered and analytics stays off.
    return fallback;
  }
}

export function readAnalyticsConsent(): boolean {
  return safely(() => localStorage.getItem(ANALYTICS_CONSENT_KEY) === 'true', false);
}

export function setAnalyticsConsent(allowed: boolean) {
  safely(() => {
    if (allowed) localStorage.setItem(ANALYTICS_CONSENT_KEY, 'true');
    else localStorage.removeItem(ANALYTICS_CONSENT_KEY);
  }, undefined);
  listeners.forEach((listener) => listener());
}

export function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
