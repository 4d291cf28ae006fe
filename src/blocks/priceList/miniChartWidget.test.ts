// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TRADINGVIEW_MINI_SYMBOL_OVERVIEW_FIELDS,
  undocumented,
} from '../../../tests/fixtures/fake-upstreams/documentedFields';
import { embedMiniChart, miniChartOptions } from './miniChartWidget';

const SCRIPT = 'https://charts.test/mini.js';

function setUp(drawWaitMs?: number) {
  const host = document.createElement('span');
  document.body.append(host);
  const embedding = embedMiniChart(
    host,
    SCRIPT,
    miniChartOptions('BINANCE:BTCUSDT', false),
    drawWaitMs,
  );
  const script = host.querySelector('script');
  const target = host.querySelector('.tradingview-widget-container__widget');
  if (!script || !target) throw new Error('the embed was not put in place');
  return { host, embedding, script, target };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('miniChartOptions', () => {
  it('asks for a bare line chart in the site theme, sized by its cell', () => {
    expect(miniChartOptions('BINANCE:ETHUSDT', true)).toEqual({
      symbol: 'BINANCE:ETHUSDT',
      width: '100%',
      height: '100%',
      locale: 'en',
      dateRange: '1M',
      colorTheme: 'dark',
      isTransparent: true,
      autosize: true,
      chartOnly: true,
      noTimeScale: true,
    });
    expect(miniChartOptions('BINANCE:ETHUSDT', false).colorTheme).toBe('light');
  });

  it('sets only settings the embed keeps, with sizes it accepts', () => {
    const options = miniChartOptions('BINANCE:ETHUSDT', true);
    expect(undocumented(Object.keys(options), TRADINGVIEW_MINI_SYMBOL_OVERVIEW_FIELDS)).toEqual([]);
    // The embed falls back to its own defaults (a 350 × 220 chart) for any other size.
    for (const size of [options.width, options.height]) {
      expect(size).toMatch(/^(\d+|\d+%|auto)$/);
    }
  });
});

describe('embedMiniChart', () => {
  it('puts the provider script in the documented shape, its options as JSON text', () => {
    const { host, script } = setUp();
    expect(host.firstElementChild?.className).toBe('tradingview-widget-container');
    expect(script.src).toBe(SCRIPT);
    expect(JSON.parse(script.textContent ?? '')).toMatchObject({
      symbol: 'BINANCE:BTCUSDT',
      colorTheme: 'light',
    });
  });

  it('settles once the provider has drawn beside its script', async () => {
    const { host, embedding, script, target } = setUp();
    target.append(document.createElement('iframe'));
    script.dispatchEvent(new Event('load'));
    await expect(embedding.drawn).resolves.toBeUndefined();
    // A spent script left in a row link would keep modal dialogs from hiding that link.
    expect(host.querySelector('script')).toBeNull();
    expect(host.querySelector('iframe')).not.toBeNull();
  });

  it('fails when the script cannot be loaded', async () => {
    const { embedding, script } = setUp();
    script.dispatchEvent(new Event('error'));
    await expect(embedding.drawn).rejects.toThrow(
      `The mini chart script ${SCRIPT} could not be loaded`,
    );
  });

  it('fails when the script runs but draws nothing within the wait', async () => {
    vi.useFakeTimers();
    const { embedding, script } = setUp(1_000);
    const outcome = expect(embedding.drawn).rejects.toThrow('drew no chart for BINANCE:BTCUSDT');
    script.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(1_000);
    await outcome;
  });

  it('takes its drawing away when removed', () => {
    const { host, embedding } = setUp();
    embedding.remove();
    expect(host.childElementCount).toBe(0);
  });
});
