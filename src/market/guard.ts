import type { MarketRecord } from '../types/schema';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const isOptionalString = (value: unknown) => value === undefined || typeof value === 'string';

const isOptionalNumber = (value: unknown) =>
  value === undefined || value === null || isNumber(value);

const isOptionalCount = (value: unknown) =>
  value === undefined || value === null || (isNumber(value) && value >= 0);

const isOptionalRank = (value: unknown) =>
  value === undefined || value === null || (Number.isInteger(value) && (value as number) >= 1);

/** An ISO 8601 time the service stamps its figures with; nothing else is shown as a time. */
const isOptionalTime = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value)));

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
    isOptionalRank(value.market_cap_rank) &&
    isOptionalNumber(value.total_volume) &&
    isOptionalNumber(value.high_24h) &&
    isOptionalNumber(value.low_24h) &&
    isOptionalCount(value.circulating_supply) &&
    isOptionalCount(value.max_supply) &&
    isOptionalTime(value.last_updated) &&
    isSparkline(value.sparkline_in_7d)
  );
}

export function isMarketRecordList(value: unknown): value is MarketRecord[] {
  return Array.isArray(value) && value.every(isMarketRecord);
}
