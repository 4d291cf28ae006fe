import type { PageDefinition } from '../types/schema';
import {
  coveringPages,
  pairMaker,
  pairSlug,
  type PairCoin,
  type WrittenPage,
} from './pairTemplate';

/**
 * Everything a made page is made of: the templates and the coins. The build writes it for the
 * server (dist/_server/made-pages.json), so that the server makes any page the build did not
 * prerender exactly as the build would have.
 */
export interface MadeSource {
  pairTemplate: Record<string, unknown>;
  /** Every coin with pair pages, in the content's order. */
  coins: PairCoin[];
  /** The hand-written pages: their slugs, and for a pair its two coins' symbols. */
  written: WrittenPage[];
}

/** What an address is: a page (made here or written by hand), a move, or nothing. */
export type AddressKind =
  | { kind: 'written' }
  | { kind: 'pair'; from: PairCoin; to: PairCoin }
  | { kind: 'redirect'; to: string }
  | { kind: 'none' };

export type MadeLookup = { page: PageDefinition } | { redirect: string } | null;

/**
 * Longer than any address of two coins; a longer one is answered 404 without being read,
 * so a junk address costs nothing.
 */
export const MAX_ADDRESS_LENGTH = 160;

/**
 * The one place that says what an address of the site is, for the build's made pages and the
 * server's on-demand ones. Nothing is made until asked for: a thousand coins have a million
 * pairs, and a visitor opens a few.
 */
export function madePages({ pairTemplate, coins, written }: MadeSource) {
  const writtenSlugs = new Set(written.map((page) => page.slug));
  const coinByName = new Map<string, PairCoin>();
  for (const coin of coins) coinByName.set(coin.slug, coin);
  // A slug beats an alias of another coin; among aliases, the first coin to claim one keeps it.
  for (const coin of coins) {
    for (const alias of coin.aliases ?? []) {
      if (!coinByName.has(alias)) coinByName.set(alias, coin);
    }
  }
  const coveringPage = coveringPages(written);

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

  return {
    kindOf,
    /** The page or move an address stands for, made now; null when it is neither. */
    lookup(slug: string): MadeLookup {
      const kind = kindOf(slug);
      if (kind.kind === 'redirect') return { redirect: `/${kind.to}` };
      if (kind.kind !== 'pair') return null;
      return { page: pairs.make(kind.from, kind.to) as unknown as PageDefinition };
    },
    /** Placeholders met so far that name no coin fact. */
    unknownPlaceholders: pairs.unknownPlaceholders,
  };
}
