import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { MiniChart } from './MiniChart';

let miniChartScriptUrl: string | null = 'https://charts.test/mini.js';
vi.mock('../../net/runtimeConfig', () => ({
  useRuntimeConfig: () => ({ marketBase: '/api/market', miniChartScriptUrl }),
}));

const SUBSTITUTE = 'substitute sparkline';
const scripts = () =>
  Array.from(
    document.querySelectorAll<HTMLScriptElement>('script[src="https://charts.test/mini.js"]'),
  );
const state = () => screen.getByText(SUBSTITUTE).closest('[data-mini-chart-state]');

function renderChart(symbol: string | null = 'BINANCE:BTCUSDT') {
  return renderWithSite(
    <a href="/bitcoin">
      Bitcoin
      <MiniChart symbol={symbol}>{SUBSTITUTE}</MiniChart>
    </a>,
  );
}

/** What the provider's embed does when it runs: draws inside the target next to its script. */
function providerDraws(script: HTMLScriptElement) {
  const drawing = document.createElement('iframe');
  drawing.title = 'provider drawing';
  act(() => {
    script.parentElement?.querySelector('.tradingview-widget-container__widget')?.append(drawing);
    script.dispatchEvent(new Event('load'));
  });
  return drawing;
}

beforeEach(() => {
  miniChartScriptUrl = 'https://charts.test/mini.js';
});

afterEach(() => {
  document.body.classList.remove('dark');
  vi.restoreAllMocks();
});

describe('MiniChart', () => {
  it('shows the substitute until the provider has drawn, then the drawing in its place', async () => {
    renderChart();
    const [script] = scripts();
    if (!script) throw new Error('no provider script');
    expect(JSON.parse(script.textContent ?? '')).toMatchObject({
      symbol: 'BINANCE:BTCUSDT',
      colorTheme: 'light',
    });
    expect(screen.getByText(SUBSTITUTE)).toBeVisible();
    expect(state()).toHaveAttribute('data-mini-chart-state', 'waiting');

    const drawing = providerDraws(script);
    await waitFor(() => expect(state()).toHaveAttribute('data-mini-chart-state', 'drawn'));
    expect(screen.getByText(SUBSTITUTE)).not.toBeVisible();
    expect(drawing).toBeVisible();
    // The row stays one link: the drawing takes no focus and no clicks.
    expect(drawing.closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('link')).toHaveAccessibleName('Bitcoin');
  });

  it('keeps the substitute and logs why when the provider script fails', async () => {
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderChart();
    act(() => scripts()[0]?.dispatchEvent(new Event('error')));
    await waitFor(() => expect(state()).toHaveAttribute('data-mini-chart-state', 'failed'));
    expect(screen.getByText(SUBSTITUTE)).toBeVisible();
    expect(scripts()).toHaveLength(0);
    expect(logged).toHaveBeenCalledWith(
      'The row chart fell back to the sparkline:',
      expect.objectContaining({ message: expect.stringContaining('could not be loaded') }),
    );
  });

  it('draws again in the dark theme when the site switches to it', async () => {
    renderChart();
    providerDraws(scripts()[0] as HTMLScriptElement);
    await waitFor(() => expect(state()).toHaveAttribute('data-mini-chart-state', 'drawn'));

    act(() => document.body.classList.add('dark'));
    await waitFor(() => {
      const [script] = scripts();
      expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({ colorTheme: 'dark' });
    });
    expect(scripts()).toHaveLength(1);
  });

  it.each([
    ['the deployment turned the mini chart off', null, 'BINANCE:BTCUSDT'],
    ['the coin has no market to chart', 'https://charts.test/mini.js', null],
  ])('shows only the substitute when %s', (_, url, symbol) => {
    miniChartScriptUrl = url;
    renderChart(symbol);
    expect(screen.getByText(SUBSTITUTE)).toBeVisible();
    expect(state()).toHaveAttribute('data-mini-chart-state', 'off');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
