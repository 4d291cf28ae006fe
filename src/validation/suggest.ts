export function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Close enough to suggest: at most 2 edits, and no more than a third of the letters, so that
 * "eth" is not offered for "btc" (2 edits, but nothing in common).
 */
function isClose(a: string, b: string, distance: number): boolean {
  return distance <= 2 && distance * 3 <= Math.max(a.length, b.length);
}

/** The candidate nearest to `wanted`, if one is close enough to be a likely typo. */
export function closestMatch(wanted: string, candidates: Iterable<string>): string | undefined {
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of [...candidates].sort()) {
    const distance = levenshtein(wanted, candidate);
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
      const raw = levenshtein(wanted, slug);
      const distance = normal === wantedNormal ? 0 : isClose(wanted, slug, raw) ? raw : undefined;
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
