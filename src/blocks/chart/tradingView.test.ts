import { describe, expect, it } from 'vitest';
import {
  TRADINGVIEW_ADVANCED_CHART_FIELDS,
  undocumented,
} from '../../../tests/fixtures/fake-upstreams/documentedFields';
import { CHART_HEIGHT_PX, widgetOptions } from './tradingView';

describe('widgetOptions', () => {
  it('sets only options tv.js reads, in both themes', () => {
    for (const dark of [false, true]) {
      const options = widgetOptions('chart-1', 'BINANCE:BTCUSDT', dark);
      expect(undocumented(Object.keys(options), TRADINGVIEW_ADVANCED_CHART_FIELDS)).toEqual([]);
    }
  });

  it('asks for the spec’s daily UTC chart without the top toolbar, 400 px high', () => {
    expect(widgetOptions('chart-1', 'COINBASE:BTCUSD', true)).toMatchObject({
      container_id: 'chart-1',
      symbol: 'COINBASE:BTCUSD',
      interval: 'D',
      timezone: 'Etc/UTC',
      locale: 'en',
      hide_top_toolbar: true,
      theme: 'dark',
      height: CHART_HEIGHT_PX,
    });
    expect(CHART_HEIGHT_PX).toBe(400);
  });
});
