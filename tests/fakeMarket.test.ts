import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import recordSchema from '../schema/market-record.schema.json' with { type: 'json' };
import { isMarketRecordList } from '../src/market/guard';
import { marketQuery } from '../src/market/query';
import { startFakeUpstreams, type FakeUpstreams } from './support/contract/upstreams';

/** The fake market answers any id, as the coin pages of a 1,000-coin catalogue need. */
let upstreams: FakeUpstreams;
beforeAll(async () => {
  upstreams = await startFakeUpstreams();
});
afterAll(() => upstreams.close());

interface FakeRecord {
  id: string;
  symbol: string;
  current_price: number;
  market_cap: number;
  market_cap_rank: number;
  circulating_supply: number;
  max_supply: number | null;
  last_updated: string;
}

async function markets(ids: string[]): Promise<FakeRecord[]> {
  const response = await fetch(`${upstreams.base}/market/coins/markets?${marketQuery(ids)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as FakeRecord[];
}

describe('the fake market', () => {
  it('prices Dogecoin at 0.38 USD and Litecoin at 105 USD, the site’s coins as before', async () => {
    const byId = new Map(
      (await markets(['dogecoin', 'litecoin', 'bitcoin'])).map((r) => [r.id, r]),
    );
    expect(byId.get('dogecoin')).toMatchObject({ symbol: 'doge', current_price: 0.38 });
    expect(byId.get('litecoin')).toMatchObject({ symbol: 'ltc', current_price: 105 });
    expect(byId.get('bitcoin')).toMatchObject({ current_price: 97_000, market_cap: 97_000e9 });
  });

  it('answers any id with the same figures every time, and only the ids asked', async () => {
    const first = await markets(['made-up-coin', 'another-one']);
    const again = await markets(['made-up-coin', 'another-one']);
    expect(first.map((record) => record.id).sort()).toEqual(['another-one', 'made-up-coin']);
    expect(first.map((record) => record.current_price)).toEqual(
      again.map((record) => record.current_price),
    );
  });

  it('carries rank, supply and time as /coins/markets does, within the record schema', async () => {
    const records = await markets(['dogecoin', 'ethereum', 'made-up-coin']);
    for (const record of records) {
      expect(record.market_cap_rank).toBeGreaterThanOrEqual(1);
      expect(record.circulating_supply).toBeGreaterThan(0);
      expect(Date.parse(record.last_updated)).not.toBeNaN();
    }
    // Highest market cap first, as the query's order asks.
    const caps = records.map((record) => record.market_cap);
    expect(caps).toEqual([...caps].sort((a, b) => b - a));
    const validate = new Ajv2020().compile(recordSchema);
    expect(records.every((record) => validate(record))).toBe(true);
    expect(isMarketRecordList(records)).toBe(true);
  });
});
