import { useCallback, useMemo, useRef } from 'react';
import { useRuntimeConfig } from '../net/runtimeConfig';
import { useWidgetDrawing, type WidgetStatus } from '../net/useWidgetDrawing';
import { useSite } from '../site/site';
import type { SwapWidgetProvider } from '../types/schema';
import { readAppliedTheme, type ThemeName } from '../theme/themeStore';
import { mountSwapWidget, redrawSwapWidget } from './loadSwapWidget';
import { widgetTradeFromQuery, type WidgetCoin, type WidgetTrade } from './widgetTrade';

export type SwapWidgetStatus = WidgetStatus;

/**
 * Which trade the widget starts on: the query of the address the visitor opened (read in the
 * browser, as the prerendered page has none), a query the caller built, or nothing yet.
 */
export type SwapWidgetStart = 'page address' | { query: string } | null;

interface SwapWidgetDrawing {
  theme: ThemeName;
  trade: WidgetTrade;
}

/**
 * The swap widget drawn into `container`: once the server's settings are known (so a
 * deployment's script address is never bypassed) and the start is known. Its scripts load once
 * for the page. A failure offers `retry`, and a script that turns up after the time limit
 * still draws it. `redrawInAppliedTheme` draws it again, on the same trade, when the site's
 * theme is no longer the one it was drawn in; the provider's redraw drops what the visitor
 * entered, so the caller decides when that is acceptable.
 */
export function useSwapWidget(
  container: HTMLElement | null,
  start: SwapWidgetStart,
  coins: readonly WidgetCoin[],
) {
  const site = useSite();
  const runtimeConfig = useRuntimeConfig(site.providers);
  const drawn = useRef<SwapWidgetDrawing | null>(null);
  const configured = site.providers.swapWidget;
  const scriptUrl = runtimeConfig?.swapWidgetScriptUrl;
  const provider = useMemo<SwapWidgetProvider | null>(
    () => (scriptUrl === undefined ? null : { ...configured, scriptUrl }),
    [configured, scriptUrl],
  );
  const query = start === null ? null : start === 'page address' ? undefined : start.query;

  const draw = useMemo(() => {
    if (!provider || !container || query === null) return null;
    return async () => {
      const drawing = {
        theme: readAppliedTheme(),
        trade: widgetTradeFromQuery(query ?? window.location.search, coins),
      };
      drawn.current = drawing;
      await mountSwapWidget(container, provider, drawing.theme, drawing.trade);
    };
  }, [provider, container, query, coins]);
  const { status, retry } = useWidgetDrawing(draw, 'The swap widget could not be loaded:');

  const redrawInAppliedTheme = useCallback(() => {
    const drawing = drawn.current;
    const theme = readAppliedTheme();
    if (!provider || !container || !drawing || theme === drawing.theme) return;
    drawn.current = { ...drawing, theme };
    void redrawSwapWidget(container, provider, theme, drawing.trade);
  }, [provider, container]);

  return { status, retry, redrawInAppliedTheme };
}
