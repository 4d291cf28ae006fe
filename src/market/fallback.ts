import type { MarketRecord, SiteData } from '../engine/types';

// A price-list row needs none of the pair page facts.
type Coin = Omit<SiteData['coins'][number], 'pair'>;

export const FALLBACK_POINTS = 168;
export const FALLBACK_MAX_CHANGE_24H = 8;
export const FALLBACK_MAX_CHANGE_7D = 20;
/** A fixed seed: every visitor who hits an outage sees the same estimates, not a new set per reload. */
export const FALLBACK_SEED = 20250411;

/**
 * Rough dollar levels per market-data id, so that estimates are in a believable range.
 * A coin added to site.json without an entry here makes the generator fail loudly rather
 * than invent a price out of nothing.
 */
export const referencePrices: Record<string, number> = {
  bitcoin: 95_000,
  ethereum: 3_300,
  binancecoin: 650,
  solana: 190,
  ripple: 2.3,
  cardano: 0.9,
  'avalanche-2': 35,
  polkadot: 6.5,
  'polygon-ecosystem-token': 0.45,
  'shiba-inu': 0.000021,
  pepe: 0.000012,
  floki: 0.00015,
  chainlink: 20,
  tron: 0.25,
  tether: 1,
};

/** mulberry32: a tiny seeded generator; Math.random cannot be replayed in a test. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: () => number, low: number, high: number) => low + (high - low) * random();

/**
 * 168 hourly prices that start where the 7-day change says and pass through the 24-hour
 * mark where the 24-hour change says, with a little noise in between. The end points are
 * exact, so the stated changes and the drawn sparkline agree.
 */
function hourlyPath(random: () => number, price: number, change24h: number, change7d: number) {
  const weekAgo = price / (1 + change7d / 100);
  const dayAgo = price / (1 + change24h / 100);
  const dayAgoIndex = FALLBACK_POINTS - 1 - 24;
  return Array.from({ length: FALLBACK_POINTS }, (_, index) => {
    const [from, to, progress] =
      index <= dayAgoIndex
        ? [weekAgo, dayAgo, index / dayAgoIndex]
        : [dayAgo, price, (index - dayAgoIndex) / 24];
    const trend = from * (to / from) ** progress;
    const isAnchor = index === 0 || index === dayAgoIndex || index === FALLBACK_POINTS - 1;
    return isAnchor ? trend : trend * (1 + between(random, -0.004, 0.004));
  });
}

/** Made-up market records for when the market-data service is unreachable. */
export function generateFallbackMarkets(coins: Coin[], seed = FALLBACK_SEED): MarketRecord[] {
  const random = seededRandom(seed);
  return coins.map((coin) => {
    const reference = referencePrices[coin.id];
    if (reference === undefined) {
      throw new Error(`No reference price for "${coin.id}" to estimate from.`);
    }
    const pegged = coin.stablecoin === true;
    const price = pegged ? 1 : reference * between(random, 0.95, 1.05);
    const change24h = pegged ? between(random, -0.1, 0.1) : between(random, -8, 8);
    const change7d = pegged ? between(random, -0.1, 0.1) : between(random, -20, 20);
    const points = hourlyPath(random, price, change24h, change7d);
    const lastDay = points.slice(-25);
    return {
      id: coin.id,
      symbol: coin.symbol.toLowerCase(),
      name: coin.name,
      image: '',
      current_price: price,
      price_change_percentage_24h: change24h,
      price_change_percentage_7d_in_currency: change7d,
      market_cap: null,
      total_volume: null,
      high_24h: Math.max(...lastDay),
      low_24h: Math.min(...lastDay),
      sparkline_in_7d: { price: points },
    };
  });
}
