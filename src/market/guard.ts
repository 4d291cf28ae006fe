import type { MarketRecord } from '../types/schema';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const isOptionalString = (value: unknown) => value === undefined || typeof value === 'string';

const isOptionalNumber = (value: unknown) =>
  value === undefined || value === null || isNumber(value);

function isSparkline(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  return isObject(value) && Array.isArray(value.price) && value.price.every(isNumber);
}

/**
 * The browser's own check of a market record, mirroring schema/market-record.schema.json
 * without shipping ajv: the server checks the same shape, but marketBase may point
 * straight at the provider.
 */
export function isMarketRecord(value: unknown): value is MarketRecord {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    value.id.length > 0 &&
    isOptionalString(value.symbol) &&
    isOptionalString(value.name) &&
    isOptionalString(value.image) &&
    isNumber(value.current_price) &&
    isOptionalNumber(value.price_change_percentage_24h) &&
    isOptionalNumber(value.price_change_percentage_7d_in_currency) &&
    isOptionalNumber(value.market_cap) &&
    isOptionalNumber(value.total_volume) &&
    isOptionalNumber(value.high_24h) &&
    isOptionalNumber(value.low_24h) &&
    isSparkline(value.sparkline_in_7d)
  );
}

export function isMarketRecordList(value: unknown): value is MarketRecord[] {
  return Array.isArray(value) && value.every(isMarketRecord);
}
