import type { SwapWidgetProvider } from '../types/schema';
import { forgetScript, loadScriptOnce, ScriptTimeoutError } from '../net/loadScript';
import type { WidgetTrade } from './widgetTrade';

export type SwapWidgetTheme = 'light' | 'dark';
export type SwapWidgetInit = (
  containerId: string,
  theme: SwapWidgetTheme,
  options: { integratorAddress?: string; trade?: WidgetTrade },
) => void;

/** How long the adapter's init function may take to appear after both scripts loaded. */
export const INIT_WAIT_MS = 5_000;
const POLL_MS = 50;

// One load per page life: a re-render, a remount or a client-side navigation back to the
// home page reuses it. A failed load is forgotten so that Retry starts over.
let scriptsReady: Promise<SwapWidgetInit> | null = null;
// The provider draws into the container once; StrictMode's repeated effects in development
// and a retry after a late failure must not draw a second widget into the same element.
// The theme it was drawn with tells a later theme change whether a redraw is needed.
const drawnWith = new WeakMap<Element, SwapWidgetTheme>();

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
async function loadScripts(provider: SwapWidgetProvider, waitMs: number): Promise<SwapWidgetInit> {
  try {
    await loadScriptOnce(provider.scriptUrl);
    await loadScriptOnce(provider.adapterUrl);
    return await waitForGlobal(provider.initFunction, waitMs);
  } catch (error) {
    // A script still on its way past the time limit is left to arrive: the block recovers
    // when it does. Otherwise both scripts run again on Retry, so a provider script that
    // loaded without setting itself up gets a second chance too.
    if (error instanceof ScriptTimeoutError) scriptsReady = null;
    else forgetSwapWidgetScripts(provider);
    throw error;
  }
}

function forgetSwapWidgetScripts(provider: SwapWidgetProvider) {
  forgetScript(provider.scriptUrl);
  forgetScript(provider.adapterUrl);
  scriptsReady = null;
}

/** `trade` is the pair the page's address asked for, already checked against the catalogue. */
export async function mountSwapWidget(
  container: HTMLElement,
  provider: SwapWidgetProvider,
  theme: SwapWidgetTheme,
  trade: WidgetTrade = {},
  waitMs = INIT_WAIT_MS,
): Promise<void> {
  scriptsReady ??= loadScripts(provider, waitMs);
  const init = await scriptsReady;
  if (drawnWith.has(container)) return;
  draw(init, container, provider, theme, trade);
}

function draw(
  init: SwapWidgetInit,
  container: HTMLElement,
  provider: SwapWidgetProvider,
  theme: SwapWidgetTheme,
  trade: WidgetTrade,
) {
  init(provider.containerId, theme, { integratorAddress: provider.integratorAddress, trade });
  drawnWith.set(container, theme);
}

/**
 * Draws the widget again in `theme`, as the provider documents a theme change: its init
 * replaces the whole widget, and with it anything the visitor had entered. The caller
 * decides whether that is acceptable; here only a widget already drawn in another theme
 * is redrawn.
 */
export async function redrawSwapWidget(
  container: HTMLElement,
  provider: SwapWidgetProvider,
  theme: SwapWidgetTheme,
  trade: WidgetTrade = {},
): Promise<boolean> {
  const drawn = drawnWith.get(container);
  if (!scriptsReady || drawn === undefined || drawn === theme) return false;
  draw(await scriptsReady, container, provider, theme, trade);
  return true;
}

/** For tests: forget the loaded scripts as a fresh page would. */
export function resetSwapWidgetForTests(provider: SwapWidgetProvider) {
  forgetSwapWidgetScripts(provider);
}
