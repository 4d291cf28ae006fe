/**
 * Runs `start` once the window's load event has fired, at once if it already has; the
 * returned function cancels a start still waiting. Visitors see the page only after that
 * event (boot.js keeps it hidden until then), and a script added before it delays it: a slow
 * third party would keep the whole page blank. So third-party scripts start after it.
 */
export function afterPageLoad(start: () => void): () => void {
  if (document.readyState === 'complete') {
    start();
    return () => {};
  }
  const onLoad = () => start();
  window.addEventListener('load', onLoad, { once: true });
  return () => window.removeEventListener('load', onLoad);
}
