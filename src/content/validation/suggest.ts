/**
 * The number of single-letter edits between `a` and `b` when it is at most `limit`, else
 * undefined. Only the cells within `limit` of the diagonal are worked out, so a pair of long
 * values (a hostile 800 KB link) costs its length times `limit`, not its length squared.
 */
export function editsWithin(a: string, b: string, limit: number): number | undefined {
  if (Math.abs(a.length - b.length) > limit) return undefined;
  const beyond = limit + 1;
  let previous = new Array<number>(b.length + 1).fill(beyond);
  let current = new Array<number>(b.length + 1).fill(beyond);
  for (let j = 0; j <= Math.min(b.length, limit); j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - limit);
    const to = Math.min(b.length, i + limit);
    // The cell left of the band still holds a value from two rows up.
    current[from - 1] = from === 1 && i <= limit ? i : beyond;
    let rowMin = current[from - 1]!;
    for (let j = from; j <= to; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      const cell = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution, beyond);
      current[j] = cell;
      rowMin = Math.min(rowMin, cell);
    }
    // Every later row is at least this row's smallest value.
    if (rowMin > limit) return undefined;
    [previous, current] = [current, previous];
  }
  const distance = previous[b.length]!;
  return distance <= limit ? distance : undefined;
}

/** Most edits a near miss may need (see isClose). */
const MAX_TYPO_EDITS = 2;
/**
 * Between two slugs that both spell the wanted coins, the one fewer letters away wins; past
 * this many edits they count as equally far.
 */
const MAX_TIE_EDITS = 32;

/**
 * Close enough to suggest: at most 2 edits, and no more than a third of the letters, so that
 * "eth" is not offered for "btc" (2 edits, but nothing in common).
 */
function isClose(a: string, b: string, distance: number): boolean {
  return distance <= MAX_TYPO_EDITS && distance * 3 <= Math.max(a.length, b.length);
}

/** Two letters side by side swapped ("titel" for "title"): one slip of the fingers. */
function oneSwapApart(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const first = [...a].findIndex((char, index) => char !== b[index]);
  return (
    first >= 0 &&
    a[first] === b[first + 1] &&
    a[first + 1] === b[first] &&
    a.slice(first + 2) === b.slice(first + 2)
  );
}

/**
 * The candidate nearest to `wanted`, if one is close enough to be a likely typo; one that
 * differs only in case ("News" for "news") is nearest of all.
 */
export function closestMatch(wanted: string, candidates: Iterable<string>): string | undefined {
  const sorted = [...candidates].sort();
  const sameButCase = sorted.find((candidate) => candidate.toLowerCase() === wanted.toLowerCase());
  if (sameButCase !== undefined) return sameButCase;
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of sorted) {
    const distance = oneSwapApart(wanted, candidate)
      ? 1
      : editsWithin(wanted, candidate, MAX_TYPO_EDITS);
    if (distance === undefined) continue;
    if (isClose(wanted, candidate, distance) && (!best || distance < best.distance)) {
      best = { candidate, distance };
    }
  }
  return best?.candidate;
}

export interface CoinNaming {
  name: string;
  slug: string;
  symbol: string;
}

/**
 * Suggests the real slug a broken link probably meant. Pair slugs spell coins in different ways
 * (ethereumtousdt against ethtousdt), so a slug that is the same once every coin name and slug
 * is written as its symbol is the best match; otherwise a near miss letter by letter (a typo).
 * Near misses on the symbol forms are not offered: "bnbtoeth" is two letters from "btctoeth",
 * but a different pair.
 */
export function makeSlugSuggester(
  slugs: Iterable<string>,
  coins: readonly CoinNaming[],
): (wanted: string) => string | undefined {
  const normalize = coinNormalizer(coins);
  const candidates = [...new Set(slugs)].sort().map((slug) => ({ slug, normal: normalize(slug) }));
  return (wanted) => {
    const wantedNormal = normalize(wanted);
    let best: { slug: string; distance: number; raw: number } | undefined;
    for (const { slug, normal } of candidates) {
      const sameCoins = normal === wantedNormal;
      const edits = editsWithin(wanted, slug, sameCoins ? MAX_TIE_EDITS : MAX_TYPO_EDITS);
      const raw = edits ?? MAX_TIE_EDITS + 1;
      const close = edits !== undefined && isClose(wanted, slug, edits);
      const distance = sameCoins ? 0 : close ? edits : undefined;
      if (distance === undefined) continue;
      if (!best || distance < best.distance || (distance === best.distance && raw < best.raw)) {
        best = { slug, distance, raw };
      }
    }
    return best?.slug;
  };
}

function coinNormalizer(coins: readonly CoinNaming[]): (slug: string) => string {
  const symbolByWord = new Map<string, string>();
  for (const coin of coins) {
    const symbol = coin.symbol.toLowerCase();
    for (const word of [coin.name.toLowerCase().replace(/\s+/g, ''), coin.slug.toLowerCase()]) {
      if (word !== '') symbolByWord.set(word, symbol);
    }
  }
  if (symbolByWord.size === 0) return (slug) => slug;
  // One pass with the longest words first, so a replaced symbol is never matched again.
  const words = [...symbolByWord.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(words.map(escapeRegExp).join('|'), 'g');
  return (slug) => slug.replace(pattern, (word) => symbolByWord.get(word) ?? word);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
