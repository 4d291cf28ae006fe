import type { CoinPairFacts } from '../types/schema';
import type { SiteData } from '../types/siteData';
import { exchangeType } from '../swap/exchangeType';

export type PairCoin = Pick<
  SiteData['coins'][number],
  'name' | 'symbol' | 'slug' | 'widget' | 'aliases'
> & {
  pair: CoinPairFacts;
};

/** A hand-written page as the expansion sees it: its address, and for a pair its two coins. */
export interface WrittenPage {
  slug: string;
  kind?: unknown;
  fromSymbol?: unknown;
  toSymbol?: unknown;
}

/** An address that moves, for good, to another page covering the same two coins. */
export interface Redirect {
  from: string;
  to: string;
}

export interface GeneratedPair {
  slug: string;
  /** The filled-in template: not yet checked against the page schema. */
  value: Record<string, unknown>;
}

export interface PairExpansion {
  pages: GeneratedPair[];
  redirects: Redirect[];
  /** Placeholders the template uses that name no coin fact. */
  unknownPlaceholders: string[];
}

/** The slug every pair page of two coins has, hand-written or not. */
export const pairSlug = (from: { slug: string }, to: { slug: string }) =>
  `${from.slug}to${to.slug}`;

const PLACEHOLDER = /\{(from|to|pair)\.([A-Za-z]+)\}/g;
const LIST_PLACEHOLDER = /^\{(from|to)\.newsKeywords\}$/;

type Side = 'from' | 'to';
/** Where a placeholder's fact comes from: either coin, or the two together ({pair.x}). */
type Source = Side | 'pair';

function textFacts(coin: PairCoin): Record<string, string> {
  const { network, confirmationTime, swapTime, minimumSwap } = coin.pair;
  return {
    name: coin.name,
    // "BNB", not "BNB (BNB)", where the name is the symbol.
    label: coin.name === coin.symbol ? coin.name : `${coin.name} (${coin.symbol})`,
    symbol: coin.symbol,
    slug: coin.slug,
    network,
    confirmationTime,
    swapTime,
    minimumSwap,
  };
}

const newsKeywordsOf = (coin: PairCoin) => coin.pair.newsKeywords ?? [coin.name, coin.symbol];

/**
 * Every ordered pair of two different coins, made from the template, except where a
 * hand-written page already has the pair's slug (it replaces the template) or covers the same
 * two coins under another slug (the pair's address then redirects there). `coins` are the
 * coins that get pairs: catalogued and with a coin page. Links in the made pages that would
 * hit a redirect point at its target instead, so no page of ours links through a redirect.
 */
export function expandPairTemplate(
  template: Record<string, unknown>,
  coins: readonly PairCoin[],
  written: readonly WrittenPage[],
): PairExpansion {
  const writtenSlugs = new Set(written.map((page) => page.slug));
  const coveringPage = coveringPages(written);
  const redirects: Redirect[] = [];
  const toMake: [PairCoin, PairCoin][] = [];
  const pageOfPair = new Map<string, string>();
  for (const from of coins) {
    for (const to of coins) {
      if (from.slug === to.slug) continue;
      const slug = pairSlug(from, to);
      if (writtenSlugs.has(slug)) {
        pageOfPair.set(slug, slug);
        continue;
      }
      const covering = coveringPage(from, to);
      if (covering !== undefined) redirects.push({ from: `/${slug}`, to: `/${covering}` });
      else toMake.push([from, to]);
      pageOfPair.set(slug, covering ?? slug);
    }
  }
  redirects.push(...aliasRedirects(coins, pageOfPair, writtenSlugs));
  const redirectTo = new Map(redirects.map(({ from, to }) => [from, to]));
  const maker = pairMaker(template, (href) => redirectTo.get(href) ?? href);
  const pages = toMake.map(([from, to]) => ({
    slug: pairSlug(from, to),
    value: maker.make(from, to),
  }));
  return { pages, redirects, unknownPlaceholders: maker.unknownPlaceholders() };
}

/**
 * The hand-written pair page, under another slug, that covers two coins (ETH to USDT is
 * /ethtousdt), matched by their symbols; the first such file wins.
 */
export function coveringPages(written: readonly WrittenPage[]) {
  const writtenPairBySymbols = new Map<string, string>();
  for (const page of written) {
    if (page.kind !== 'pair' || typeof page.fromSymbol !== 'string') continue;
    if (typeof page.toSymbol !== 'string') continue;
    const key = `${page.fromSymbol}\u0000${page.toSymbol}`;
    if (!writtenPairBySymbols.has(key)) writtenPairBySymbols.set(key, page.slug);
  }
  return (from: { symbol: string }, to: { symbol: string }) =>
    writtenPairBySymbols.get(`${from.symbol}\u0000${to.symbol}`);
}

/**
 * The template compiled once into a maker of one pair's page, for the build (every pair of
 * the coin files) and the server (a pair asked for on demand) alike, so both make the same
 * page. `linkTarget` turns a made link into the address it should name (a redirect's target).
 */
export function pairMaker(template: Record<string, unknown>, linkTarget: (href: string) => string) {
  const unknown = new Set<string>();
  const fill = compileTemplate(template, linkTarget, unknown);
  const factsByCoin = new WeakMap<PairCoin, PairFacts>();
  const factsOf = (coin: PairCoin) => {
    let found = factsByCoin.get(coin);
    if (!found) {
      found = { text: textFacts(coin), list: newsKeywordsOf(coin) };
      factsByCoin.set(coin, found);
    }
    return found;
  };
  return {
    make: (from: PairCoin, to: PairCoin) =>
      fill({
        from: factsOf(from),
        to: factsOf(to),
        pair: { text: { exchangeType: exchangeType(from.widget, to.widget) }, list: [] },
      }) as Record<string, unknown>,
    /** Placeholders met so far that name no coin fact. */
    unknownPlaceholders: () => [...unknown].sort(),
  };
}

/**
 * A coin's aliases (sol for solana) lead to its pages: /sol to /solana, and every pair
 * address spelled with one (/usdttosol) to the pair's page. An address a page already has,
 * or that another coin's pair takes, stays that page's.
 */
function aliasRedirects(
  coins: readonly PairCoin[],
  pageOfPair: ReadonlyMap<string, string>,
  writtenSlugs: ReadonlySet<string>,
): Redirect[] {
  const redirects: Redirect[] = [];
  const add = (from: string, to: string) => {
    if (writtenSlugs.has(from) || pageOfPair.has(from)) return;
    redirects.push({ from: `/${from}`, to: `/${to}` });
  };
  for (const coin of coins) {
    for (const alias of coin.aliases ?? []) {
      add(alias, coin.slug);
      for (const other of coins) {
        if (other.slug === coin.slug) continue;
        const there = pageOfPair.get(pairSlug(coin, other));
        const back = pageOfPair.get(pairSlug(other, coin));
        if (there) add(`${alias}to${other.slug}`, there);
        if (back) add(`${other.slug}to${alias}`, back);
      }
    }
  }
  return redirects;
}

interface PairFacts {
  text: Record<string, string>;
  list: string[];
}

type Filler<T = unknown> = (pair: Record<Source, PairFacts>) => T;

/**
 * The template turned, once, into a function that makes one pair's page: placeholders are
 * found once rather than searched for again in every one of thousands of pages. Each page
 * still gets objects and arrays of its own.
 */
function compileTemplate(
  template: unknown,
  linkTarget: (href: string) => string,
  unknown: Set<string>,
): Filler {
  const compile = (node: unknown, key: string | undefined): Filler => {
    if (typeof node === 'string') {
      const fill = compileText(node, unknown);
      return key === 'href' ? (pair) => linkTarget(fill(pair)) : fill;
    }
    if (Array.isArray(node)) {
      const items = node.map((item: unknown): Filler | Side => {
        const list = typeof item === 'string' ? LIST_PLACEHOLDER.exec(item) : null;
        return list ? (list[1] as Side) : compile(item, undefined);
      });
      return (pair) => {
        const copy: unknown[] = [];
        for (const item of items) {
          if (typeof item === 'string') copy.push(...pair[item].list);
          else copy.push(item(pair));
        }
        return copy;
      };
    }
    if (typeof node !== 'object' || node === null) return () => node;
    const members = Object.entries(node)
      // The template's own editor hint; a made page has no file to point it at.
      .filter(([name]) => name !== '$schema')
      .map(([name, child]) => [name, compile(child, name)] as const);
    return (pair) => {
      const copy: Record<string, unknown> = {};
      for (const [name, fill] of members) copy[name] = fill(pair);
      return copy;
    };
  };
  return compile(template, undefined);
}

/** A text's fixed parts and placeholders, joined for one pair. */
function compileText(text: string, unknown: Set<string>): Filler<string> {
  const parts: (string | { whole: string; side: Source; name: string })[] = [];
  let last = 0;
  for (const found of text.matchAll(PLACEHOLDER)) {
    parts.push(text.slice(last, found.index));
    parts.push({ whole: found[0], side: found[1] as Source, name: found[2]! });
    last = found.index + found[0].length;
  }
  if (parts.length === 0) return () => text;
  parts.push(text.slice(last));
  return (pair) => {
    let filled = '';
    for (const part of parts) {
      if (typeof part === 'string') {
        filled += part;
        continue;
      }
      const value = pair[part.side].text[part.name];
      if (value === undefined) unknown.add(part.whole);
      filled += value ?? part.whole;
    }
    return filled;
  };
}

/** The search-result lengths a made page's title and description must stay within. */
export const MAX_TITLE = 60;
export const MAX_DESCRIPTION = 160;

/** `_redirects` for static hosts (Netlify, Cloudflare Pages): one permanent move a line. */
export function staticRedirectsFile(redirects: readonly Redirect[]): string {
  return redirects
    .flatMap(({ from, to }) => [
      `${from} ${to} 301`,
      `/page-data${from}.json /page-data${to}.json 301`,
    ])
    .map((line) => `${line}\n`)
    .join('');
}
