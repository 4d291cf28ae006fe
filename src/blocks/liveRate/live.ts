import {
  fetchMarketSnapshot,
  MARKET_REFRESH_MS,
  marketsUrl,
  type MarketState,
} from '../../market/client';
import { expiresAt } from '../../market/rate';
import { queryJson } from '../../net/request';
import { RUNTIME_CONFIG_URL, type PublicConfig } from '../../net/publicConfig';
import { escapeHtml } from '../../engine/html';
import { figuresHtml, figuresOf, type Figures, type RateCoins } from './figures';

/**
 * The live rate card's figures in the browser, without React: they are what a visitor reads
 * the page for, so they come at idle with a few kilobytes (islands.ts, `data-live`), and the
 * card's calculator brings React only when the visitor reaches for it. The card's figures
 * element is this loop's alone: LiveRate.tsx renders it once and never again, on the page the
 * document came with and on a page reached by client navigation alike.
 */

/** What marks the card's figures element, with its coins and the site's market address. */
export const FIGURES_ATTRIBUTE = 'data-live-rate';
export const COINS_ATTRIBUTE = 'data-coins';
export const MARKET_BASE_ATTRIBUTE = 'data-market-base';

/**
 * How long a first answer may take before the card says the market is slow, rather than
 * showing "Loading" for as long as the server waits for the service.
 */
export const SLOW_AFTER_MS = 3_000;

/** The rate the card shows, for its calculator: null while it shows none. */
export interface ShownRate {
  rate: number | null;
  printed: readonly string[];
}

const NO_RATE: ShownRate = { rate: null, printed: [] };

/** The rate each card shows, and who wants to know when it changes. */
interface RateWatch {
  shown: ShownRate;
  listeners: Set<() => void>;
}

const watches = new WeakMap<Element, RateWatch>();

function watchOf(element: Element): RateWatch {
  let watch = watches.get(element);
  if (!watch) {
    watch = { shown: NO_RATE, listeners: new Set() };
    watches.set(element, watch);
  }
  return watch;
}

/** What stops each card's loop, while it runs. */
const loops = new WeakMap<Element, () => void>();

/** The card's figures element and its parts, as `skeletonHtml` writes them. */
function partsOf(element: Element) {
  const part = (name: string) => element.querySelector<HTMLElement>(`[data-part="${name}"]`);
  const figures = part('figures');
  const status = part('status');
  const retryRow = part('retry');
  const retry = retryRow?.querySelector('button');
  return figures && status && retryRow && retry ? { figures, status, retryRow, retry } : null;
}

/**
 * The whole inside of the figures element: what the prerender writes, with the figures it had
 * (none: the market is asked in the browser). The parts stay; only their content changes.
 */
export function skeletonHtml(figures: Figures): string {
  const current = figures.status === 'current';
  const retry = current ? 'none' : figures.retry;
  return [
    `<div data-part="figures" data-rate-status="${figures.status}"${current ? '' : ' hidden'}>${figuresHtml(figures)}</div>`,
    `<p data-part="status" aria-live="polite"${current ? ' hidden' : ''}>${current ? '' : escapeHtml(figures.text)}</p>`,
    `<div data-part="retry"${retry === 'none' ? ' hidden' : ''}><button type="button"${retry === 'busy' ? ' aria-busy="true" disabled' : ''}>${retry === 'busy' ? 'Trying again…' : 'Try again'}</button></div>`,
  ].join('');
}

function paint(element: Element, figures: Figures) {
  const parts = partsOf(element);
  if (!parts) return;
  const current = figures.status === 'current';
  const html = figuresHtml(figures);
  // Unchanged figures are left as they are, so that a visitor's selection in them stays.
  if (parts.figures.innerHTML !== html) parts.figures.innerHTML = html;
  parts.figures.dataset.rateStatus = figures.status;
  parts.figures.hidden = !current;
  parts.status.hidden = current;
  const text = current ? '' : figures.text;
  if (parts.status.textContent !== text) parts.status.textContent = text;
  const retry = current ? 'none' : figures.retry;
  parts.retryRow.hidden = retry === 'none';
  parts.retry.disabled = retry === 'busy';
  if (retry === 'busy') parts.retry.setAttribute('aria-busy', 'true');
  else parts.retry.removeAttribute('aria-busy');
  parts.retry.textContent = retry === 'busy' ? 'Trying again…' : 'Try again';
}

/** The market's address the deployment set, or the site data's when the server says none. */
async function marketBaseOf(fallback: string): Promise<string> {
  try {
    const config = await queryJson<Partial<PublicConfig>>(RUNTIME_CONFIG_URL);
    return typeof config.marketBase === 'string' ? config.marketBase : fallback;
  } catch {
    return fallback;
  }
}

function readCoins(element: Element): RateCoins | null {
  try {
    const coins = JSON.parse(element.getAttribute(COINS_ATTRIBUTE) ?? '') as RateCoins;
    return typeof coins.from?.id === 'string' ? coins : null;
  } catch {
    return null;
  }
}

/**
 * Starts the card's loop on its figures element (or the island around it): asks the market at
 * once and every five minutes whatever the last answer was, says so when the first answer is
 * slow, hides the figures when their prices pass the age limit, and asks again on Try again.
 * Started once per element, whoever asks first (the runtime at idle, or the card's component);
 * returns what stops it.
 */
export function startLive(island: Element): () => void {
  const element = island.matches(`[${FIGURES_ATTRIBUTE}]`)
    ? island
    : island.querySelector(`[${FIGURES_ATTRIBUTE}]`);
  const coins = element && readCoins(element);
  if (!element || !coins) return () => {};
  const running = loops.get(element);
  if (running) return running;
  const parts = partsOf(element);
  const watch = watchOf(element);

  let state: MarketState = { status: 'loading' };
  let slow = false;
  let retrying = false;
  let stopped = false;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (run: () => void, delay: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, delay);
    timers.add(timer);
  };

  const stop = () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    parts?.retry.removeEventListener('click', onRetry);
    if (loops.get(element) === stop) loops.delete(element);
  };
  loops.set(element, stop);

  const show = () => {
    // A page left behind by client navigation asks nothing more.
    if (!element.isConnected) {
      stop();
      return;
    }
    const figures = figuresOf(state, coins, { slow, retrying, now: Date.now() });
    paint(element, figures);
    const shown = figures.status === 'current' ? figures : NO_RATE;
    if (shown.rate !== watch.shown.rate || shown.printed.join() !== watch.shown.printed.join()) {
      watch.shown = { rate: shown.rate, printed: shown.printed };
      for (const listener of watch.listeners) listener();
    }
  };

  const url = marketBaseOf(element.getAttribute(MARKET_BASE_ATTRIBUTE) ?? '').then((base) =>
    marketsUrl(
      base,
      [coins.from, coins.to].flatMap((coin) => (coin ? [coin.id] : [])),
    ),
  );
  const ask = async () => {
    try {
      const { records, receivedAt, pricesAt, clockOffset, stale } = await fetchMarketSnapshot(
        await url,
      );
      // A stale answer from the server is real prices, just not current.
      state = { status: stale ? 'cached' : 'live', records, receivedAt, pricesAt, clockOffset };
      // Hidden the moment they pass the limit (a millisecond after its last current one), if
      // no fresher answer came first.
      later(show, Math.max(0, expiresAt(pricesAt, clockOffset) - Date.now()) + 1);
    } catch (error) {
      console.warn('Market data request failed:', error);
      // Real prices that are not current are still shown with their time, until too old.
      state =
        state.status === 'live' || state.status === 'cached'
          ? { ...state, status: 'cached' }
          : { status: 'failed' };
    }
  };
  const refresh = async () => {
    await ask();
    if (!stopped) show();
  };
  const everyFewMinutes = () => {
    later(() => {
      void refresh().then(() => {
        if (!stopped) everyFewMinutes();
      });
    }, MARKET_REFRESH_MS);
  };

  const onRetry = () => {
    if (retrying) return;
    retrying = true;
    show();
    void ask().then(() => {
      retrying = false;
      if (!stopped) show();
    });
  };
  parts?.retry.addEventListener('click', onRetry);

  later(() => {
    slow = true;
    show();
  }, SLOW_AFTER_MS);
  show();
  void refresh().then(() => {
    if (!stopped) everyFewMinutes();
  });
  return stop;
}

/** What the card's figures show now, for its calculator. */
export const shownRate = (element: Element | null): ShownRate =>
  element ? watchOf(element).shown : NO_RATE;

/** Calls `listener` whenever the shown rate changes, loop or not yet; returns what stops it. */
export function onShownRate(element: Element | null, listener: () => void): () => void {
  if (!element) return () => {};
  const { listeners } = watchOf(element);
  listeners.add(listener);
  return () => listeners.delete(listener);
}
