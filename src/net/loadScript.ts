import { afterPageLoad } from './afterPageLoad';

const loads = new Map<string, { script: HTMLScriptElement; loaded: Promise<void> }>();

/**
 * Adds a classic script to the document once, however many blocks ask for it, after the
 * page's load event (see afterPageLoad). A failed
 * load is forgotten (and its tag removed) so that a later page can try again.
 */
export function loadScriptOnce(url: string): Promise<void> {
  const known = loads.get(url);
  if (known) return known.loaded;
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  const loaded = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      forgetScript(url);
      reject(new Error(`The script ${url} could not be loaded`));
    });
  });
  loads.set(url, { script, loaded });
  afterPageLoad(() => document.head.append(script));
  return loaded;
}

/**
 * Takes a script out of the document and out of memory, so that the next loadScriptOnce
 * fetches and runs it afresh: for a provider whose script loaded but did not set itself up.
 */
export function forgetScript(url: string): void {
  loads.get(url)?.script.remove();
  loads.delete(url);
}
