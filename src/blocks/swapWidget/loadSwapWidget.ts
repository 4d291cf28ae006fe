import type { SwapWidgetProvider } from '../../engine/generated/schema-types';

export type SwapWidgetTheme = 'light' | 'dark';
export type SwapWidgetInit = (
  containerId: string,
  theme: SwapWidgetTheme,
  options: { feePercent: number; integratorAddress?: string },
) => void;

/** How long the adapter's init function may take to appear after both scripts loaded. */
export const INIT_WAIT_MS = 5_000;
const POLL_MS = 50;

// One load per page life: a re-render, a remount or a client-side navigation back to the
// home page reuses it. A failed load is forgotten so that Retry starts over.
let scriptsReady: Promise<SwapWidgetInit> | null = null;
// The provider draws into the container once; StrictMode's repeated effects in development
// and a retry after a late failure must not draw a second widget into the same element.
const initialised = new WeakSet<Element>();

function loadScript(src: string, added: HTMLScriptElement[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`The script ${src} did not load.`));
    added.push(script);
    document.head.appendChild(script);
  });
}

function globalFunction(name: string): SwapWidgetInit | undefined {
  const candidate = (window as unknown as Record<string, unknown>)[name];
  return typeof candidate === 'function' ? (candidate as SwapWidgetInit) : undefined;
}

function waitForGlobal(name: string, timeoutMs: number): Promise<SwapWidgetInit> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const check = () => {
      const init = globalFunction(name);
      if (init) resolve(init);
      else if (Date.now() >= deadline)
        reject(new Error(`window.${name} did not appear within ${timeoutMs} ms.`));
      else setTimeout(check, POLL_MS);
    };
    check();
  });
}

/** The provider's script, then the site's adapter, then the adapter's init function. */
function loadScripts(provider: SwapWidgetProvider, waitMs: number): Promise<SwapWidgetInit> {
  const added: HTMLScriptElement[] = [];
  const loading = (async () => {
    await loadScript(provider.scriptUrl, added);
    await loadScript(provider.adapterUrl, added);
    return waitForGlobal(provider.initFunction, waitMs);
  })();
  return loading.catch((error: unknown) => {
    for (const script of added) script.remove();
    scriptsReady = null;
    throw error;
  });
}

export async function mountSwapWidget(
  container: HTMLElement,
  provider: SwapWidgetProvider,
  theme: SwapWidgetTheme,
  waitMs = INIT_WAIT_MS,
): Promise<void> {
  scriptsReady ??= loadScripts(provider, waitMs);
  const init = await scriptsReady;
  if (initialised.has(container)) return;
  init(provider.containerId, theme, {
    feePercent: provider.feePercent,
    integratorAddress: provider.integratorAddress,
  });
  initialised.add(container);
}

/** For tests: forget the loaded scripts as a fresh page would. */
export function resetSwapWidgetForTests() {
  scriptsReady = null;
}
