let failedOutside = false;
const listeners = new Set<() => void>();

/**
 * A render that failed outside the app, in a block's root of its own (hydrateIsland.tsx): the
 * app's error boundary shows the error screen for it, as for its own, once the app is there.
 */
export function reportRenderFailure(error: unknown) {
  console.error('Render failed:', error);
  failedOutside = true;
  for (const listener of listeners) listener();
}

/** Calls `showFailure` for a failure reported before or after; returns what stops it. */
export function onRenderFailure(showFailure: () => void) {
  listeners.add(showFailure);
  if (failedOutside) showFailure();
  return () => {
    listeners.delete(showFailure);
  };
}
