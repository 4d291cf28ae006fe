import { describe, expect, it } from 'vitest';
import { isMarketRecord, isMarketRecordList } from './guard';

const record = {
  id: 'pepe',
  symbol: 'pepe',
  name: 'Pepe',
  image: 'https://images.example/pepe.png',
  current_price: 0.0000123,
  price_change_percentage_24h: -4.1,
  price_change_percentage_7d_in_currency: 12.9,
  market_cap: 5.2e9,
  total_volume: 1.1e9,
  high_24h: 0.0000129,
  low_24h: 0.0000119,
  sparkline_in_7d: { price: [0.000011, 0.000012] },
  market_cap_rank: 31,
  circulating_supply: 420_690_000_000_000,
  max_supply: 420_690_000_000_000,
  last_updated: '2026-11-24T12:00:00.000Z',
};

describe('isMarketRecord', () => {
  it('accepts a complete record', () => {
    expect(isMarketRecord(record)).toBe(true);
  });

  it('accepts the nulls and gaps the service leaves for figures it does not have', () => {
    expect(
      isMarketRecord({
        ...record,
        price_change_percentage_24h: null,
        price_change_percentage_7d_in_currency: undefined,
        market_cap: null,
        sparkline_in_7d: null,
        market_cap_rank: null,
        max_supply: null,
        last_updated: undefined,
      }),
    ).toBe(true);
  });

  it.each([
    ['no id', { ...record, id: undefined }],
    ['an empty id', { ...record, id: '' }],
    ['a price as text', { ...record, current_price: '0.0000123' }],
    ['a price that is not a number', { ...record, current_price: NaN }],
    ['a change as text', { ...record, price_change_percentage_24h: '-4.1' }],
    ['an image that is not text', { ...record, image: 42 }],
    ['a sparkline without prices', { ...record, sparkline_in_7d: {} }],
    ['a sparkline with text in it', { ...record, sparkline_in_7d: { price: [1, 'two'] } }],
    ['a rank of zero', { ...record, market_cap_rank: 0 }],
    ['a rank that is not whole', { ...record, market_cap_rank: 2.5 }],
    ['a negative supply', { ...record, circulating_supply: -1 }],
    ['a maximum supply as text', { ...record, max_supply: '21000000' }],
    ['an update time that is no time', { ...record, last_updated: 'yesterday' }],
    ['a list instead of a record', [record]],
    ['null', null],
  ])('rejects %s', (_name, value) => {
    expect(isMarketRecord(value)).toBe(false);
  });
});

describe('isMarketRecordList', () => {
  it('accepts a list of records and rejects a list with one bad record', () => {
    expect(isMarketRecordList([record, record])).toBe(true);
    expect(isMarketRecordList([record, { ...record, name: null }])).toBe(false);
  });

  it('rejects an error object where a list was expected', () => {
    expect(isMarketRecordList({ status: { error_code: 429 } })).toBe(false);
  });
});
