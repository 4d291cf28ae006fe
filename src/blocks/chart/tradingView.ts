/** The options of TradingView's advanced chart widget that the site sets. */
export interface TradingViewWidgetOptions {
  container_id: string;
  symbol: string;
  interval: string;
  timezone: string;
  theme: 'light' | 'dark';
  style: string;
  locale: string;
  hide_top_toolbar: boolean;
  allow_symbol_change: boolean;
  width: string;
  height: number;
}

declare global {
  interface Window {
    TradingView?: { widget: new (options: TradingViewWidgetOptions) => unknown };
  }
}

export const CHART_HEIGHT_PX = 400;

export function widgetOptions(
  containerId: string,
  symbol: string,
  dark: boolean,
): TradingViewWidgetOptions {
  return {
    container_id: containerId,
    symbol,
    interval: 'D',
    timezone: 'Etc/UTC',
    theme: dark ? 'dark' : 'light',
    style: '1',
    locale: 'en',
    hide_top_toolbar: true,
    allow_symbol_change: false,
    width: '100%',
    height: CHART_HEIGHT_PX,
  };
}
