import type { PageDefinition } from '../types/schema';
import type { SiteData } from '../types/siteData';
import type { CatalogueCoin } from '../catalogue/types';
import { NETWORK_BY_CHAIN } from '../catalogue/networks';
import { baseSlug, findAmbiguities } from '../catalogue/slugs';
import { RESERVED_SLUGS } from './contentFiles';
import {
  coveringPages,
  pairMaker,
  pairSlug,
  type PairCoin,
  type Redirect,
  type WrittenPage,
} from './pairTemplate';
import { expandCoinTemplate, type CoinPageContext } from './coinTemplate';

/**
 * Everything a made page is made of: the templates, the coins and the rule for which pairs
 * are worth indexing. The build writes it for the server (dist/_server/made-pages.json), so
 * that the server makes any page the build did not prerender exactly as the build would have.
 */
export interface MadeSource {
  pairTemplate: Record<string, unknown>;
  /** Absent in a content folder without one: its catalogue coins then have no page. */
  coinTemplate?: Record<string, unknown>;
  /** The coins of the coin files, in the content's order. */
  coins: PairCoin[];
  /** The catalogue's other coins, by market-cap rank: each has a made page and pairs. */
  catalogue: CatalogueCoin[];
  /** The hand-written pages: their slugs, and for a pair its two coins' symbols. */
  written: WrittenPage[];
  /**
   * How many of the catalogue's highest-ranked coins have indexed pairs, with each other and
   * with the coin files' coins (site.json, indexing.pairCoins); every other made pair says
   * noindex, follow.
   */
  indexedPairCoins: number;
  /** Symbols the chart provider is known to have a market for (see coinTemplate.ts). */
  chartSymbols: string[];
}

/** What an address is: a page (made here or written by hand), a move, or nothing. */
export type AddressKind =
  | { kind: 'written' }
  | { kind: 'coin'; coin: CatalogueCoin }
  | { kind: 'pair'; from: PairCoin; to: PairCoin }
  | { kind: 'redirect'; to: string }
  | { kind: 'none' };

export type MadeLookup = { page: PageDefinition } | { redirect: string } | null;

/**
 * Longer than any address of two coins; a longer one is answered 404 without being read,
 * so a junk address costs nothing.
 */
export const MAX_ADDRESS_LENGTH = 160;

/** How many most-traded coins a made coin page links pairs with. */
const MOST_TRADED = 5;

export const NOINDEX = 'noindex, follow';

type PageSwapCoin = NonNullable<PageDefinition['swapCoins']>[number];

/** A catalogue coin as the pair template reads it: the chain the widget opens it on first. */
export function pairCoinOf(coin: CatalogueCoin): PairCoin {
  const [first, ...others] = coin.chains;
  return {
    name: coin.name,
    symbol: coin.symbol,
    slug: coin.slug,
    widget: {
      chain: first!.chain,
      token: first!.address ?? coin.symbol,
      ...(others.length > 0 && { otherChains: [...new Set(others.map((chain) => chain.chain))] }),
    },
    pair: { network: first!.network },
  };
}

/**
 * A coin that asks for other names: its own slug, its symbol, its name and, for a coin file,
 * its aliases.
 */
interface AliasClaimant {
  slug: string;
  symbol: string;
  name?: string;
  aliases?: readonly string[];
}

/** An alias a coin asked for and did not get, and why. */
export interface RefusedAlias {
  alias: string;
  /** The coin whose file asked for it in `aliases` (a symbol that loses is not reported). */
  slug: string;
  reason: string;
}

export interface AliasTable {
  /** Every alias given out, and the slug of the coin it names. */
  coinOf: ReadonlyMap<string, string>;
  refused: RefusedAlias[];
  /**
   * What is wrong with the table as given out, which the rule above never allows: an alias
   * that is a page's or coin's slug, or an address it makes read two ways. The validator's proof.
   */
  faults: () => { slug: string; message: string }[];
}

/** Rounds of refusing aliases that make an address read two ways; each round settles all it finds. */
const MAX_ALIAS_ROUNDS = 8;

/**
 * Every coin's other names: its symbol (/btc for /bitcoin, /eth, /doge), its name where its
 * slug is not the name (/cardano for the coin file /ada, /chainlink for /link: the address a
 * visitor types, and the one the catalogue would have given the coin) and its coin file's
 * `aliases`. Claimants come in order of precedence, the coin files first, then the catalogue
 * by market-cap rank, so on a shared symbol the hand-written or higher-ranked coin wins. An
 * alias never takes a coin's slug, a page's or a reserved one; and an alias that would make an
 * address read as two different pairs (or a page's or coin's slug read as a pair it is not)
 * is refused, the lowest-placed coin's first, until every address reads one way.
 */
export function resolveAliases(
  claimants: readonly AliasClaimant[],
  written: readonly WrittenPage[],
): AliasTable {
  const slugs = new Set(claimants.map((coin) => coin.slug));
  const pages = pagesOf(written);
  const coinOf = new Map<string, string>();
  const place = new Map<string, number>();
  const writtenAliases = new Set<string>();
  const refused: RefusedAlias[] = [];
  claimants.forEach((coin, index) => {
    const names = [coin.symbol, coin.name ?? ''].map(baseSlug);
    const asked = [...(coin.aliases ?? []), ...names.filter((name) => name.length >= 2)];
    for (const alias of new Set(asked)) {
      if (alias === coin.slug) continue;
      const isWritten = coin.aliases?.includes(alias) ?? false;
      const holder = slugs.has(alias)
        ? `the coin /${alias}`
        : pages.has(alias)
          ? `the page /${alias}`
          : coinOf.has(alias)
            ? `/${coinOf.get(alias)!}, placed before it`
            : undefined;
      if (holder === undefined) {
        coinOf.set(alias, coin.slug);
        place.set(alias, index);
        if (isWritten) writtenAliases.add(`${coin.slug}\u0000${alias}`);
      } else if (isWritten) {
        refused.push({ alias, slug: coin.slug, reason: `it is taken by ${holder}` });
      }
    }
  });

  const harmful = aliasAmbiguities(claimants, written, pages);
  for (let round = 0; round < MAX_ALIAS_ROUNDS; round++) {
    const toRefuse = new Map<string, string>();
    for (const { ambiguity, message } of harmful(coinOf)) {
      const aliases = ambiguity.slugs.filter((name) => coinOf.has(name));
      const last = aliases.sort((a, b) => place.get(b)! - place.get(a)!)[0];
      if (last !== undefined) toRefuse.set(last, message);
    }
    if (toRefuse.size === 0) break;
    for (const [alias, reason] of toRefuse) {
      const slug = coinOf.get(alias)!;
      coinOf.delete(alias);
      if (writtenAliases.has(`${slug}\u0000${alias}`)) {
        refused.push({ alias, slug, reason });
      }
    }
  }
  return { coinOf, refused, faults: () => aliasTableFaults(coinOf, claimants, written) };
}

/**
 * What is wrong with an alias table: an alias that is a page's or coin's slug, or an address
 * it makes read two ways. resolveAliases never gives one out; the validator proves it.
 */
export function aliasTableFaults(
  coinOf: ReadonlyMap<string, string>,
  claimants: readonly AliasClaimant[],
  written: readonly WrittenPage[],
): { slug: string; message: string }[] {
  const slugs = new Set(claimants.map((coin) => coin.slug));
  const pages = pagesOf(written);
  return [
    ...[...coinOf].flatMap(([alias, slug]) =>
      slugs.has(alias) || pages.has(alias)
        ? [{ slug, message: `alias /${alias} shadows the page /${alias}` }]
        : [],
    ),
    ...aliasAmbiguities(
      claimants,
      written,
      pages,
    )(coinOf).map(({ ambiguity, message }) => {
      const alias = ambiguity.slugs.find((name) => coinOf.has(name));
      return {
        slug: alias ? coinOf.get(alias)! : ambiguity.slugs[0]!,
        message: `with the coins’ symbols and aliases, ${message}`,
      };
    }),
  ];
}

/**
 * Every address a page or the server holds. A damaged page file may have no slug; the
 * validator reports it, and it holds no address here.
 */
const pagesOf = (written: readonly WrittenPage[]) =>
  new Set([
    ...RESERVED_SLUGS,
    ...written.flatMap((page) => (typeof page.slug === 'string' ? [page.slug] : [])),
  ]);

/**
 * The addresses that, with these aliases, read as two different pairs, or a page's or coin's
 * slug that reads as a pair it is not. /ethtousdt reading as ETH to USDT is no fault: it is
 * the hand-written page of that very pair.
 */
function aliasAmbiguities(
  claimants: readonly AliasClaimant[],
  written: readonly WrittenPage[],
  pages: ReadonlySet<string>,
) {
  const slugs = claimants.map((coin) => coin.slug);
  const symbolOf = new Map(claimants.map((coin) => [coin.slug, coin.symbol]));
  const pairPageCoins = new Map(
    written.flatMap((page) =>
      page.kind === 'pair' && typeof page.fromSymbol === 'string'
        ? [[page.slug, `${page.fromSymbol}\u0000${String(page.toSymbol)}`] as const]
        : [],
    ),
  );
  return (coinOf: ReadonlyMap<string, string>) => {
    const coinOfName = (name: string) => coinOf.get(name) ?? name;
    return findAmbiguities([...slugs, ...coinOf.keys()], pages).flatMap((ambiguity) => {
      const pairs = new Set(
        ambiguity.readings.map(([from, to]) => `${coinOfName(from)}\u0000${coinOfName(to)}`),
      );
      if (pairs.size === 1) {
        if (ambiguity.slug === undefined) return [];
        const [from, to] = [...pairs][0]!.split('\u0000');
        const coins = `${symbolOf.get(from!)}\u0000${symbolOf.get(to!)}`;
        if (pairPageCoins.get(ambiguity.slug) === coins) return [];
      }
      const readings = ambiguity.readings.map((pair) => pair.join(' to ')).join(' and ');
      const message =
        pairs.size === 1
          ? `/${ambiguity.address} would read as ${readings}, not the pair its page names`
          : `/${ambiguity.address} would read two ways: ${readings}`;
      return [{ ambiguity, message }];
    });
  };
}

/**
 * The one place that says what an address of the site is, for the build's made pages and the
 * server's on-demand ones. Nothing is made until asked for: a thousand coins have a million
 * pairs, and a visitor opens a few.
 */
export function madePages(source: MadeSource) {
  const { pairTemplate, coinTemplate, coins, catalogue, written } = source;
  const writtenSlugs = new Set(written.map((page) => page.slug));
  const coinByName = new Map<string, PairCoin>();
  const catalogueBySlug = new Map<string, CatalogueCoin>();
  const swapCoinOf = new Map<PairCoin, PageSwapCoin>();
  for (const coin of coins) coinByName.set(coin.slug, coin);
  for (const coin of catalogue) {
    if (coinByName.has(coin.slug)) continue;
    const pairCoin = pairCoinOf(coin);
    coinByName.set(coin.slug, pairCoin);
    const { chain, token, otherChains } = pairCoin.widget;
    swapCoinOf.set(pairCoin, {
      id: coin.id,
      name: coin.name,
      symbol: coin.symbol,
      slug: coin.slug,
      widget: { chain: chain!, token: token!, ...(otherChains && { otherChains }) },
    });
    if (coinTemplate) catalogueBySlug.set(coin.slug, coin);
  }
  /** What a made page tells the browser of its catalogue coins, which the site's list lacks. */
  const withSwapCoins = (page: PageDefinition, named: readonly PairCoin[]): PageDefinition => {
    const swapCoins = named.flatMap((coin) => {
      const swapCoin = swapCoinOf.get(coin);
      return swapCoin ? [swapCoin] : [];
    });
    return swapCoins.length > 0 ? { ...page, swapCoins } : page;
  };
  const aliases = resolveAliases([...coins, ...catalogue], written);
  for (const [alias, slug] of aliases.coinOf) coinByName.set(alias, coinByName.get(slug)!);
  const coveringPage = coveringPages(written);
  const indexedCoins = new Set([
    ...coins.map((coin) => coin.slug),
    ...catalogue.slice(0, source.indexedPairCoins).map((coin) => coin.slug),
  ]);

  /** The one coin pair an address names, read at each "to" where both sides are coins. */
  const pairReading = (slug: string): [PairCoin, PairCoin] | undefined => {
    for (let at = slug.indexOf('to', 1); at > 0; at = slug.indexOf('to', at + 1)) {
      const from = coinByName.get(slug.slice(0, at));
      const to = from && coinByName.get(slug.slice(at + 2));
      if (from && to && from !== to) return [from, to];
    }
    return undefined;
  };

  const kindOf = (slug: string): AddressKind => {
    if (writtenSlugs.has(slug)) return { kind: 'written' };
    if (slug.length > MAX_ADDRESS_LENGTH) return { kind: 'none' };
    const made = catalogueBySlug.get(slug);
    if (made) return { kind: 'coin', coin: made };
    const coin = coinByName.get(slug);
    if (coin) return coin.slug === slug ? { kind: 'written' } : { kind: 'redirect', to: coin.slug };
    const reading = pairReading(slug);
    if (!reading) return { kind: 'none' };
    const [from, to] = reading;
    const canonical = pairSlug(from, to);
    const home = writtenSlugs.has(canonical) ? canonical : (coveringPage(from, to) ?? canonical);
    return home === slug ? { kind: 'pair', from, to } : { kind: 'redirect', to: home };
  };

  /** A made link names the page it leads to, never an address that moves there. */
  const linkTarget = (href: string) => {
    const slug = /^\/([a-z0-9-]+)$/.exec(href)?.[1];
    if (!slug) return href;
    const kind = kindOf(slug);
    return kind.kind === 'redirect' ? `/${kind.to}` : href;
  };
  const pairs = pairMaker(pairTemplate, linkTarget);
  const coinContext: CoinPageContext = {
    explorers: Object.fromEntries(
      [...NETWORK_BY_CHAIN].map(([chain, network]) => [chain, network.explorer]),
    ),
    mostTraded: [...coins, ...catalogue].slice(0, MOST_TRADED),
    chartSymbols: new Set(source.chartSymbols),
    linkTarget,
  };
  const coinUnknown = new Set<string>();

  const indexable = (from: PairCoin, to: PairCoin) =>
    indexedCoins.has(from.slug) && indexedCoins.has(to.slug);

  return {
    kindOf,
    indexable,
    /** The page or move an address stands for, made now; null when it is neither. */
    lookup(slug: string): MadeLookup {
      const kind = kindOf(slug);
      if (kind.kind === 'redirect') return { redirect: `/${kind.to}` };
      if (kind.kind === 'coin') {
        const made = expandCoinTemplate(coinTemplate!, kind.coin, coinContext);
        for (const placeholder of made.unknownPlaceholders) coinUnknown.add(placeholder);
        const page = made.value as unknown as PageDefinition;
        return { page: withSwapCoins(page, [coinByName.get(kind.coin.slug)!]) };
      }
      if (kind.kind !== 'pair') return null;
      const made = pairs.make(kind.from, kind.to) as unknown as PageDefinition;
      const page = withSwapCoins(made, [kind.from, kind.to]);
      return { page: indexable(kind.from, kind.to) ? page : { ...page, robots: NOINDEX } };
    },
    /** The made pages worth a search result: every made coin page, and the indexed pairs. */
    *indexedSlugs(): Generator<string> {
      for (const slug of catalogueBySlug.keys()) yield slug;
      const indexed = [...indexedCoins].map((slug) => coinByName.get(slug)!);
      for (const from of indexed) {
        for (const to of indexed) {
          if (from === to) continue;
          const kind = kindOf(pairSlug(from, to));
          if (kind.kind === 'pair') yield pairSlug(from, to);
        }
      }
    },
    /** Placeholders met so far that name no coin fact. */
    unknownPlaceholders: () => [...pairs.unknownPlaceholders(), ...coinUnknown].sort(),
    source,
    aliases,
    /**
     * Each coin file's coin by an alias, and each pair of two of them spelled with an alias
     * on either side or both (/ethtobtc), with the page it moves to: the moves the build lists
     * for static hosts (dist/_redirects, nginx). The server reads any other address here.
     */
    aliasRedirects(): Redirect[] {
      const namesOf = new Map(coins.map((coin) => [coin.slug, [coin.slug]]));
      for (const [alias, slug] of aliases.coinOf) namesOf.get(slug)?.push(alias);
      const moves: Redirect[] = [];
      const add = (address: string) => {
        const kind = kindOf(address);
        if (kind.kind === 'redirect') moves.push({ from: `/${address}`, to: `/${kind.to}` });
      };
      for (const names of namesOf.values()) for (const alias of names.slice(1)) add(alias);
      for (const [from, fromNames] of namesOf) {
        for (const [to, toNames] of namesOf) {
          if (from === to) continue;
          for (const a of fromNames) {
            for (const b of toNames) if (a !== from || b !== to) add(`${a}to${b}`);
          }
        }
      }
      return moves;
    },
  };
}

export type MadePages = ReturnType<typeof madePages>;

/** What a made-page source is made of, as the validator has it. */
export interface MadeSourceParts {
  site: SiteData;
  catalogue: readonly CatalogueCoin[];
  /** The page files' pages (no made page among them). */
  written: readonly Pick<PageDefinition, 'slug' | 'kind' | 'fromSymbol' | 'toSymbol'>[];
  pairTemplate?: Record<string, unknown>;
  coinTemplate?: Record<string, unknown>;
}

/** The made-page source of a validated content folder. */
export function madeSourceOf({
  site,
  catalogue,
  written,
  pairTemplate,
  coinTemplate,
}: MadeSourceParts): MadeSource {
  const chart = site.chart;
  const charted = [
    ...site.coins.map((coin) => coin.symbol),
    ...Object.keys(chart.dollarSymbols ?? {}),
    ...(chart.usdtFallbackPairs ?? []).flat(),
  ].filter((symbol) => !(chart.noChart ?? []).includes(symbol));
  return {
    pairTemplate: pairTemplate ?? {},
    ...(coinTemplate && { coinTemplate }),
    coins: site.coins,
    catalogue: catalogue.filter((coin) => !coin.written),
    written: written.map(({ slug, kind, fromSymbol, toSymbol }) => ({
      slug,
      kind,
      fromSymbol,
      toSymbol,
    })),
    indexedPairCoins: site.indexing?.pairCoins ?? 0,
    chartSymbols: [...new Set(charted)],
  };
}
