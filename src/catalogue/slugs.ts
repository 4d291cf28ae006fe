/**
 * Catalogue slugs: a coin's address on the site, and the halves of a pair address
 * /{from}to{to}. A slug is the coin's name in lower-case letters and digits ("Shiba Inu" is
 * shibainu, "Toncoin" is toncoin), so it reads as the name a visitor searched for. Where that
 * is taken, by a coin ranked higher or a page, the coin's symbol is added after a dash
 * (a second "Wrapped Bitcoin" becomes wrappedbitcoin-wbtc), then its market id, which is
 * unique. A name containing "to" keeps its slug unless a pair address would then read two
 * ways; only then does the lower-ranked coin involved move on to its next slug.
 */

/** The word a pair address joins its two slugs with. */
export const PAIR_JOIN = 'to';

/** The name in lower-case ASCII letters and digits: accents dropped, everything else removed. */
export function baseSlug(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** One coin asking for a slug, in the order coins are served: the highest ranked first. */
export interface SlugRequest {
  id: string;
  name: string;
  symbol: string;
  /** A slug the coin must have (its coin file's, or one a marketer set). */
  fixed?: string;
  /** The fixed slug is a coin file's, which wins over one a marketer set. */
  fromFile?: true;
}

export interface SlugClash {
  id: string;
  slug: string;
  /** What already holds the slug: another coin's id, or "a page". */
  takenBy: string;
}

export interface SlugAssignment {
  /** Each coin's slug, by id. */
  slugs: Map<string, string>;
  /** Fixed slugs that another fixed slug or a page already holds; the coin gets another. */
  clashes: SlugClash[];
  /** Pair readings no renaming could settle, because every slug in them is fixed. */
  ambiguities: Ambiguity[];
}

/** Renaming rounds before giving up: each round settles every ambiguity it finds. */
const MAX_ROUNDS = 16;

/**
 * A slug for every coin: fixed slugs first, then each other coin its first free candidate in
 * request order; no coin takes a reserved slug or a hand-written pair page's. Then every pair
 * address, and every reserved slug, is checked (findAmbiguities); in each ambiguity the
 * lowest-placed coin that is not fixed moves on to its next candidate, until none is left.
 */
export function assignSlugs(
  requests: readonly SlugRequest[],
  reserved: Iterable<string> = [],
  pairPages: Iterable<string> = [],
): SlugAssignment {
  const otherPages = new Set(reserved);
  // A hand-written pair page reads as its pair by design; no coin may take its slug either.
  const reservedSet = new Set([...otherPages, ...pairPages]);
  const owner = new Map<string, string>();
  const slugs = new Map<string, string>();
  const clashes: SlugClash[] = [];
  const candidates = new Map<string, string[]>();
  const place = new Map(requests.map((request, index) => [request.id, index]));
  const fixedIds = new Set<string>();

  const fixedFirst = [
    ...requests.filter((request) => request.fromFile),
    ...requests.filter((request) => !request.fromFile),
  ];
  for (const request of fixedFirst) {
    if (request.fixed === undefined) continue;
    const takenBy = reservedSet.has(request.fixed) ? 'a page' : owner.get(request.fixed);
    if (takenBy === undefined) {
      owner.set(request.fixed, request.id);
      slugs.set(request.id, request.fixed);
      fixedIds.add(request.id);
    } else {
      clashes.push({ id: request.id, slug: request.fixed, takenBy });
    }
  }
  const isFree = (slug: string) => !reservedSet.has(slug) && !owner.has(slug);
  const take = (id: string) => {
    const queue = candidates.get(id)!;
    let slug = queue.shift();
    while (slug !== undefined && !isFree(slug)) slug = queue.shift();
    // The market id's numbered forms are endless, so a coin always finds one.
    for (let n = 2; slug === undefined; n++) {
      if (isFree(`${id}-${n}`)) slug = `${id}-${n}`;
    }
    owner.set(slug, id);
    slugs.set(id, slug);
  };
  for (const request of requests) {
    if (fixedIds.has(request.id)) continue;
    candidates.set(request.id, candidatesFor(request));
    take(request.id);
  }

  let ambiguities = findAmbiguities(owner.keys(), otherPages);
  for (let round = 0; ambiguities.length > 0 && round < MAX_ROUNDS; round++) {
    const movable = new Set<string>();
    for (const ambiguity of ambiguities) {
      const ids = ambiguity.slugs.flatMap((slug) => {
        const id = owner.get(slug);
        return id !== undefined && !fixedIds.has(id) ? [id] : [];
      });
      const last = ids.sort((a, b) => place.get(b)! - place.get(a)!)[0];
      if (last !== undefined) movable.add(last);
    }
    if (movable.size === 0) break;
    for (const id of movable) {
      owner.delete(slugs.get(id)!);
      take(id);
    }
    ambiguities = findAmbiguities(owner.keys(), otherPages);
  }
  return { slugs, clashes, ambiguities };
}

function candidatesFor({ id, name, symbol }: SlugRequest): string[] {
  const base = baseSlug(name);
  const sym = baseSlug(symbol);
  const list = [
    base,
    base && sym ? `${base}-${sym}` : '',
    // CoinGecko's ids are already slugs; the build keeps no coin whose id is not one.
    id,
  ];
  return [...new Set(list.filter((slug) => slug !== ''))];
}

/** A pair address that reads as two different pairs, or a page's slug that reads as a pair. */
export interface Ambiguity {
  address: string;
  /** Each way the address reads as [from, to]. */
  readings: [string, string][];
  /** Set when the address is itself a coin's or a page's slug. */
  slug?: string;
  /** Every slug involved. */
  slugs: string[];
}

/**
 * Every pair address of the slugs that reads two ways, and every slug that reads as a pair
 * address, without building the n² addresses. An address a + "to" + b also reads c + "to" + d
 * (c longer than a) exactly when c = a + "to" + m and b = m + "to" + d for some middle m, so
 * each slug is cut once at each "to" it contains: a slug that starts with another slug
 * and "to" gives a middle from the left, a slug that ends with "to" and another slug gives
 * one from the right, and the ambiguous addresses are the middles found both ways. Cost: the
 * total length of the slugs, times the few "to"s in each.
 */
export function findAmbiguities(
  slugs: Iterable<string>,
  otherPages: ReadonlySet<string> = new Set(),
): Ambiguity[] {
  const set = new Set(slugs);
  const fromLeft = new Map<string, [string, string][]>();
  const fromRight = new Map<string, [string, string][]>();
  const found: Ambiguity[] = [];
  const add = (map: Map<string, [string, string][]>, key: string, value: [string, string]) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  for (const slug of set) {
    // The middle may be empty: c = a + "to" and b = "to" + d.
    for (let at = slug.indexOf(PAIR_JOIN); at >= 0; at = slug.indexOf(PAIR_JOIN, at + 1)) {
      const head = slug.slice(0, at);
      const tail = slug.slice(at + PAIR_JOIN.length);
      // slug = a + "to" + m: the address a + "to" + (m + "to" + d) starts with it.
      if (head !== '' && set.has(head)) add(fromLeft, tail, [head, slug]);
      // slug = m + "to" + d.
      if (tail !== '' && set.has(tail)) add(fromRight, head, [slug, tail]);
    }
  }
  for (const [middle, lefts] of fromLeft) {
    const rights = fromRight.get(middle);
    if (!rights) continue;
    for (const [a, c] of lefts) {
      for (const [b, d] of rights) {
        if (a === b || c === d) continue;
        found.push({
          address: `${a}${PAIR_JOIN}${b}`,
          readings: [
            [a, b],
            [c, d],
          ],
          slugs: [a, b, c, d],
        });
      }
    }
  }
  for (const slug of [...set, ...otherPages]) {
    const readings = pairReadings(slug, set);
    if (readings.length > 0) {
      found.push({ address: slug, slug, readings, slugs: [slug, ...readings.flat()] });
    }
  }
  return found;
}

/** Where "to" starts in `text`, past the first letter and before the last. */
function joins(text: string): number[] {
  const positions: number[] = [];
  for (let at = text.indexOf(PAIR_JOIN, 1); at >= 0; at = text.indexOf(PAIR_JOIN, at + 1)) {
    if (at + PAIR_JOIN.length < text.length) positions.push(at);
  }
  return positions;
}

/** Every way `address` reads as a pair of two different slugs of `slugs`. */
export function pairReadings(address: string, slugs: ReadonlySet<string>): [string, string][] {
  return joins(address).flatMap((at): [string, string][] => {
    const from = address.slice(0, at);
    const to = address.slice(at + PAIR_JOIN.length);
    return from !== to && slugs.has(from) && slugs.has(to) ? [[from, to]] : [];
  });
}

/** The one pair `address` names, or undefined when it reads as none or as several. */
export function parsePair(
  address: string,
  slugs: ReadonlySet<string>,
): { from: string; to: string } | undefined {
  const readings = pairReadings(address, slugs);
  if (readings.length !== 1) return undefined;
  const [from, to] = readings[0]!;
  return { from, to };
}
