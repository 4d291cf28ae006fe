import { describe, expect, it } from 'vitest';
import { siteFixture } from '../../tests/support/siteFixture';
import { chartSymbol, symbolPageUrl } from './chartSymbols';

const siteData = siteFixture();

const rules = siteData.chart;

describe('chartSymbol', () => {
  it.each([
    // One coin on its own: against USDT on the main exchange.
    ['BTC', undefined, 'BINANCE:BTCUSDT'],
    ['SOL', undefined, 'BINANCE:SOLUSDT'],
    // MATIC trades as POL now, so its dollar chart comes from another exchange.
    ['MATIC', undefined, 'COINBASE:POLUSD'],
    ['MATIC', 'USD', 'COINBASE:POLUSD'],
    ['USDT', undefined, null],
    // Quotes the main exchange lists.
    ['BTC', 'USDT', 'BINANCE:BTCUSDT'],
    ['ETH', 'BTC', 'BINANCE:ETHBTC'],
    ['SOL', 'ETH', 'BINANCE:SOLETH'],
    ['PEPE', 'USDT', 'BINANCE:PEPEUSDT'],
    // Dollar pairs.
    ['BTC', 'USD', 'COINBASE:BTCUSD'],
    ['ADA', 'USD', 'COINBASE:ADAUSD'],
    // Anything else: the two symbols joined, for the provider to resolve.
    ['BTC', 'BNB', 'BTCBNB'],
    ['ETH', 'SOL', 'ETHSOL'],
    // Pairs with no market fall back to the coin against USDT.
    ['DOGE', 'BNB', 'BINANCE:DOGEUSDT'],
    ['SHIB', 'BNB', 'BINANCE:SHIBUSDT'],
    ['AVAX', 'BNB', 'BINANCE:AVAXUSDT'],
    ['LINK', 'BNB', 'BINANCE:LINKUSDT'],
    ['MATIC', 'BNB', 'COINBASE:POLUSD'],
    // USDT first reads as the other coin priced in USDT; USDT against dollars has no chart.
    ['USDT', 'BTC', 'BINANCE:BTCUSDT'],
    ['USDT', 'ETH', 'BINANCE:ETHUSDT'],
    ['USDT', 'USD', null],
    ['USDT', 'USDT', null],
  ] as const)('maps %s/%s to %s', (from, to, expected) => {
    expect(chartSymbol(from, to, rules)).toBe(expected);
  });
});

describe('symbolPageUrl', () => {
  it("links to the provider's page for the market", () => {
    expect(symbolPageUrl('BINANCE:BTCUSDT', rules)).toBe(
      'https://www.tradingview.com/symbols/BINANCE-BTCUSDT/',
    );
  });

  it("links to the provider's home page when there is no market", () => {
    expect(symbolPageUrl(null, rules)).toBe('https://www.tradingview.com/');
  });
});
