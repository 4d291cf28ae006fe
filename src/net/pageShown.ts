/**
 * The page shown: the one signal for everything that must not compete with the first frame.
 * Visitors see the page only after the window's load event (boot.js keeps it hidden until
 * then), and a script added before that event delays it: a slow third party would keep the
 * whole page blank. A frame after the event the page is on screen. The app, the islands that
 * wake by themselves and every third-party script wait for it.
 */
let isShown = false;
const waiting = new Set<() => void>();
let watching = false;

function watchForPageShown() {
  if (watching) return;
  watching = true;
  const show = () =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        isShown = true;
        for (const start of waiting) start();
        waiting.clear();
      }, 0),
    );
  if (document.readyState === 'complete') show();
  else window.addEventListener('load', show, { once: true });
}

/**
 * Runs `start` once the page is shown, at once if it already is; the returned function cancels
 * a start still waiting.
 */
export function whenPageShown(start: () => void): () => void {
  if (isShown) {
    start();
    return () => {};
  }
  waiting.add(start);
  watchForPageShown();
  return () => waiting.delete(start);
}
