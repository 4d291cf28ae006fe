import { whenPageShown } from '../../net/pageShown';

/**
 * The options of TradingView's mini symbol overview embed that the site sets. The embed
 * script reads them as JSON from its own <script> element, then draws its chart next to it.
 */
export interface MiniChartOptions {
  symbol: string;
  width: string;
  height: string;
  locale: string;
  dateRange: string;
  colorTheme: 'light' | 'dark';
  isTransparent: boolean;
  autosize: boolean;
  chartOnly: boolean;
  noTimeScale: boolean;
}

/** The class names of the provider's documented markup; the drawing fills the target. */
export const WIDGET_CONTAINER_CLASS = 'tradingview-widget-container';
export const WIDGET_TARGET_CLASS = 'tradingview-widget-container__widget';

/** How long a loaded embed script may take to draw before the row keeps its sparkline. */
export const MINI_CHART_DRAW_WAIT_MS = 5_000;

export function miniChartOptions(symbol: string, dark: boolean): MiniChartOptions {
  return {
    symbol,
    width: '100%',
    height: '100%',
    locale: 'en',
    // The shortest range the embed offers that still covers the row's 7-day change.
    dateRange: '1M',
    colorTheme: dark ? 'dark' : 'light',
    isTransparent: true,
    autosize: true,
    // A row already shows the name, price and changes; the widget adds only the line.
    chartOnly: true,
    noTimeScale: true,
  };
}

export interface MiniChartEmbedding {
  /** Settles once the provider has drawn, or fails when it cannot (script blocked, failed, silent). */
  drawn: Promise<void>;
  remove(): void;
}

/**
 * Puts one embed into `host`, in the provider's documented shape: a widget container, an
 * inner target, and the provider script carrying its options as JSON text. Each row has its
 * own script element because the embed draws beside the element that ran it; the browser
 * fetches the file once and reuses it.
 */
export function embedMiniChart(
  host: HTMLElement,
  scriptUrl: string,
  options: MiniChartOptions,
  drawWaitMs = MINI_CHART_DRAW_WAIT_MS,
): MiniChartEmbedding {
  const container = document.createElement('div');
  container.className = WIDGET_CONTAINER_CLASS;
  const target = document.createElement('div');
  target.className = WIDGET_TARGET_CLASS;
  const script = document.createElement('script');
  script.src = scriptUrl;
  script.async = true;
  script.textContent = JSON.stringify(options);
  container.append(target, script);

  const hasDrawing = () =>
    target.childElementCount > 0 ||
    Array.from(container.children).some((child) => child !== target && child !== script);

  let stopWatching = () => {};
  const drawn = new Promise<void>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => {
      if (!hasDrawing()) return;
      stopWatching();
      resolve();
    });
    stopWatching = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(container, { childList: true, subtree: true });
    script.addEventListener('error', () => {
      stopWatching();
      script.remove();
      reject(new Error(`The mini chart script ${scriptUrl} could not be loaded`));
    });
    script.addEventListener('load', () => {
      // Once it has run the element is spent, and a <script> left inside the row link makes
      // modal dialogs' hide-the-rest logic spare the link while hiding its text.
      script.remove();
      if (hasDrawing()) return;
      timer = setTimeout(() => {
        stopWatching();
        reject(new Error(`${scriptUrl} loaded but drew no chart for ${options.symbol}`));
      }, drawWaitMs);
    });
  });
  const cancelEmbed = whenPageShown(() => host.replaceChildren(container));

  return {
    drawn,
    remove() {
      cancelEmbed();
      stopWatching();
      container.remove();
    },
  };
}
