/**
 * The page shown: the one signal for everything that must not compete with the first frame.
 * Visitors see the page only after the window's load event (boot.js keeps it hidden until
 * then), and a script added before that event delays it: a slow third party would keep the
 * whole page blank. A frame after the event the page is on screen. The app, the islands that
 * wake by themselves and every third-party script wait for it.
 *
 * The wait has a cap, the same as boot.js's: `SHOW_CAP_MS` after the HTML was parsed the page
 * is shown even if a picture or a third party still holds the load event.
 */
export const SHOW_CAP_MS = 2_000;

let isShown = false;
const waiting = new Set<() => void>();
let watching = false;

/** When the parser had read the whole document, on the clock of performance.now(). */
function parsedAt(): number | undefined {
  const [navigation] =
    typeof performance.getEntriesByType === 'function'
      ? (performance.getEntriesByType('navigation') as PerformanceNavigationTiming[])
      : [];
  return navigation && navigation.domInteractive > 0 ? navigation.domInteractive : undefined;
}

function whenCapReached(show: () => void) {
  const startCap = (from: number) =>
    setTimeout(show, Math.max(0, from + SHOW_CAP_MS - performance.now()));
  const parsed = parsedAt();
  if (parsed !== undefined) startCap(parsed);
  else if (document.readyState !== 'loading') startCap(performance.now());
  else {
    const onParsed = () => {
      if (document.readyState === 'loading') return;
      document.removeEventListener('readystatechange', onParsed);
      startCap(performance.now());
    };
    document.addEventListener('readystatechange', onParsed);
  }
}

function watchForPageShown() {
  if (watching) return;
  watching = true;
  let showing = false;
  const show = () => {
    if (showing) return;
    showing = true;
    requestAnimationFrame(() =>
      setTimeout(() => {
        isShown = true;
        for (const start of waiting) start();
        waiting.clear();
      }, 0),
    );
  };
  if (document.readyState === 'complete') {
    show();
    return;
  }
  window.addEventListener('load', show, { once: true });
  whenCapReached(show);
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
