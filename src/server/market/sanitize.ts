/** CoinGecko's logo hosts (the `image` field of /coins/markets); a deployment may name others. */
export const COINGECKO_IMAGE_ORIGINS = [
  'https://coin-images.coingecko.com',
  'https://assets.coingecko.com',
] as const;

export const MAX_NAME_LENGTH = 100;
export const MAX_SYMBOL_LENGTH = 20;

/** Markup, character references and control characters: none belongs in a coin's name. */
const NOT_PLAIN_TEXT = /[<>\p{Cc}]|&#?[a-z0-9]+;/iu;

const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);

function plainTextOf(value: unknown, maxLength: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '' || text.length > maxLength || NOT_PLAIN_TEXT.test(text)) return undefined;
  return text;
}

/**
 * The logo's address when it is https on one of the provider's image hosts. Plain http is
 * accepted only from a host on this machine that the deployment named (the test fakes).
 */
function imageOf(value: unknown, imageOrigins: readonly string[]): string | undefined {
  if (typeof value !== 'string') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const secure =
    url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname));
  if (!secure || url.username || url.password || !imageOrigins.includes(url.origin)) {
    return undefined;
  }
  return url.href;
}

/**
 * A record as the provider sent it, with each shown text field kept only if it is safe to
 * show: name and symbol plain text of bounded length, image an address on the provider's
 * image hosts. A field that is not is left out of the record; the record, and the list,
 * stay. Anything that is not an object is returned as it is, for the schema check to refuse.
 */
export function sanitizeMarketRecord(record: unknown, imageOrigins: readonly string[]): unknown {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return record;
  const { name, symbol, image, ...rest } = record as Record<string, unknown>;
  const safeName = plainTextOf(name, MAX_NAME_LENGTH);
  const safeSymbol = plainTextOf(symbol, MAX_SYMBOL_LENGTH);
  const safeImage = imageOf(image, imageOrigins);
  return {
    ...rest,
    ...(safeName === undefined ? {} : { name: safeName }),
    ...(safeSymbol === undefined ? {} : { symbol: safeSymbol }),
    ...(safeImage === undefined ? {} : { image: safeImage }),
  };
}
