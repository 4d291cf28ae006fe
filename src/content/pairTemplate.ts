import type { CoinPairFacts, SiteData } from '../engine/generated/schema-types';

type CatalogueCoin = Pick<SiteData['coins'][number], 'name' | 'symbol' | 'slug'> & {
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

const PLACEHOLDER = /\{(from|to)\.([A-Za-z]+)\}/g;
const LIST_PLACEHOLDER = /^\{(from|to)\.newsKeywords\}$/;

type Side = 'from' | 'to';

function textFacts(coin: CatalogueCoin): Record<string, string> {
  const { network, confirmationTime, swapTime, minimumSwap } = coin.pair;
  return {
    name: coin.name,
    symbol: coin.symbol,
    slug: coin.slug,
    network,
    confirmationTime,
    swapTime,
    minimumSwap,
  };
}

const newsKeywordsOf = (coin: CatalogueCoin) => coin.pair.newsKeywords ?? [coin.name, coin.symbol];

/**
 * Every ordered pair of two different coins, made from the template, except where a
 * hand-written page already has the pair's slug (it replaces the template) or covers the same
 * two coins under another slug (the pair's address then redirects there). `coins` are the
 * coins that get pairs: catalogued and with a coin page. Links in the made pages that would
 * hit a redirect point at its target instead, so no page of ours links through a redirect.
 */
export function expandPairTemplate(
  template: Record<string, unknown>,
  coins: readonly CatalogueCoin[],
  written: readonly WrittenPage[],
): PairExpansion {
  const writtenSlugs = new Set(written.map((page) => page.slug));
  const writtenPairBySymbols = new Map<string, string>();
  for (const page of written) {
    if (page.kind !== 'pair' || typeof page.fromSymbol !== 'string') continue;
    if (typeof page.toSymbol !== 'string') continue;
    const key = `${page.fromSymbol}\u0000${page.toSymbol}`;
    if (!writtenPairBySymbols.has(key)) writtenPairBySymbols.set(key, page.slug);
  }

  const redirects: Redirect[] = [];
  const toMake: [CatalogueCoin, CatalogueCoin][] = [];
  for (const from of coins) {
    for (const to of coins) {
      if (from.slug === to.slug) continue;
      const slug = pairSlug(from, to);
      if (writtenSlugs.has(slug)) continue;
      const covering = writtenPairBySymbols.get(`${from.symbol}\u0000${to.symbol}`);
      if (covering !== undefined) redirects.push({ from: `/${slug}`, to: `/${covering}` });
      else toMake.push([from, to]);
    }
  }

  const redirectTo = new Map(redirects.map(({ from, to }) => [from, to]));
  const unknown = new Set<string>();
  const pages = toMake.map(([from, to]) => {
    const facts = { from: textFacts(from), to: textFacts(to) };
    const lists = { from: newsKeywordsOf(from), to: newsKeywordsOf(to) };
    const fill = (text: string) =>
      text.replace(PLACEHOLDER, (whole, side: Side, name: string) => {
        const value = facts[side][name];
        if (value === undefined) unknown.add(whole);
        return value ?? whole;
      });
    const visit = (node: unknown, key: string | undefined): unknown => {
      if (typeof node === 'string') {
        const filled = fill(node);
        return key === 'href' ? (redirectTo.get(filled) ?? filled) : filled;
      }
      if (Array.isArray(node)) {
        return node.flatMap((item: unknown) => {
          const list = typeof item === 'string' ? LIST_PLACEHOLDER.exec(item) : null;
          return list ? lists[list[1] as Side] : [visit(item, undefined)];
        });
      }
      if (typeof node !== 'object' || node === null) return node;
      const copy: Record<string, unknown> = {};
      for (const [name, child] of Object.entries(node)) {
        // The template's own editor hint; a made page has no file to point it at.
        if (name === '$schema') continue;
        copy[name] = visit(child, name);
      }
      return copy;
    };
    return {
      slug: pairSlug(from, to),
      value: visit(template, undefined) as Record<string, unknown>,
    };
  });
  return { pages, redirects, unknownPlaceholders: [...unknown].sort() };
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
