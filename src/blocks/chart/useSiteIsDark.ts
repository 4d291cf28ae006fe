import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const isDark = () => document.body.classList.contains('dark');

/**
 * Whether the site shows its dark theme: the `dark` class on <body>, watched so that
 * third-party widgets which take a theme option can be redrawn when it changes. The
 * prerendered HTML and the first client render assume light, so hydration matches.
 */
export function useSiteIsDark(): boolean {
  return useSyncExternalStore(subscribe, isDark, () => false);
}
