const loads = new Map<string, Promise<void>>();

/**
 * Adds a classic script to the document once, however many blocks ask for it. A failed
 * load is forgotten (and its tag removed) so that a later page can try again.
 */
export function loadScriptOnce(url: string): Promise<void> {
  const pending = loads.get(url);
  if (pending) return pending;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      loads.delete(url);
      reject(new Error(`The script ${url} could not be loaded`));
    });
    document.head.append(script);
  });
  loads.set(url, load);
  return load;
}
