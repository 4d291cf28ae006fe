import type { CatalogueCoin } from '../catalogue/types';
import { MAX_DESCRIPTION, MAX_TITLE, pairSlug } from './pairTemplate';

/**
 * The page of one catalogue coin, made from templates/coin.json. Pure: no file system and no
 * Node module, since the server's render bundle and the Worker make pages with it on demand,
 * as the build does for the pages it prerenders.
 */

/** A chain's explorer pages, with {address} where the token's or account's address goes. */
export interface ExplorerTemplates {
  token?: string;
  address?: string;
}

/** What a coin's page needs beyond the coin. */
export interface CoinPageContext {
  /** Explorer address templates by the widget's chain name (ETH, BSC, ...); https only. */
  explorers: Readonly<Record<string, ExplorerTemplates | undefined>>;
  /** The most-traded coins, in the order its pair links list them. */
  mostTraded: readonly Pick<CatalogueCoin, 'slug' | 'name' | 'symbol'>[];
  /**
   * Symbols the chart provider is known to have a market for. The chart rules turn any symbol
   * into a market name (BINANCE:XUSDT) without knowing the exchange lists it, so a coin gets a
   * chart only where the site already draws one for that symbol; every other coin page gets
   * the market data's 7-day line instead, under the same #chart anchor.
   */
  chartSymbols: ReadonlySet<string>;
  /** The address a made link should name: a redirect's target (a pair a hand-written page covers). */
  linkTarget?: (href: string) => string;
}

export interface CoinPage {
  slug: string;
  /** The filled-in template: not yet checked against the page schema. */
  value: Record<string, unknown>;
  /** Placeholders the template uses that name no fact of this coin. */
  unknownPlaceholders: string[];
}

/** The coins an object in one of the template's lists is kept for (its "when"). */
export type CoinCondition =
  'chart' | 'noChart' | 'rank' | 'noRank' | 'nativeOnly' | 'tokenOnly' | 'mixed';

const PLACEHOLDER = /\{coin\.([A-Za-z]+)\}/g;
const WHOLE = /^\{coin\.([A-Za-z]+)\}$/;

interface CoinFacts {
  text: Record<string, string>;
  /** Placeholders that stand for a whole value: the string becomes that value. */
  whole: Record<string, unknown>;
  /** Placeholders that stand for several items of a list, in its place. */
  items: Record<string, string[]>;
  conditions: ReadonlySet<CoinCondition>;
}

/** "Ethereum", "Ethereum and Polygon", "Ethereum, BNB Chain and Polygon". */
export function joinInEnglish(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const uniqueNetworks = (chains: CatalogueCoin['chains']) => [
  ...new Set(chains.map((chain) => chain.network)),
];

/** The explorer page of a token's address, where the chain has an https one. */
function explorerUrl(
  templates: ExplorerTemplates | undefined,
  address: string,
): string | undefined {
  const template = templates?.token ?? templates?.address;
  if (!template) return undefined;
  const url = template.replaceAll('{address}', encodeURIComponent(address));
  return /^https:\/\/[^\s"<>]+$/.test(url) ? url : undefined;
}

function pairLinks(coin: CatalogueCoin, context: CoinPageContext) {
  const others = context.mostTraded.filter((other) => other.slug !== coin.slug);
  const label = (from: typeof coin | (typeof others)[number], to: typeof from) =>
    // Two coins of one symbol read apart only by name.
    from.symbol === to.symbol ? `${from.name} to ${to.name}` : `${from.symbol} to ${to.symbol}`;
  const href = (slug: string) => context.linkTarget?.(`/${slug}`) ?? `/${slug}`;
  return others.flatMap((other) => [
    { label: label(coin, other), href: href(pairSlug(coin, other)) },
    { label: label(other, coin), href: href(pairSlug(other, coin)) },
  ]);
}

function factsOf(coin: CatalogueCoin, context: CoinPageContext): CoinFacts {
  const native = coin.chains.filter((chain) => chain.address === undefined);
  const tokens = coin.chains.filter((chain) => chain.address !== undefined);
  const hasChart = context.chartSymbols.has(coin.symbol);
  const hasRank = coin.rank !== undefined && Number.isInteger(coin.rank) && coin.rank > 0;
  const conditions = new Set<CoinCondition>([
    hasChart ? 'chart' : 'noChart',
    hasRank ? 'rank' : 'noRank',
    tokens.length === 0 ? 'nativeOnly' : native.length === 0 ? 'tokenOnly' : 'mixed',
  ]);
  const text: Record<string, string> = {
    name: coin.name,
    symbol: coin.symbol,
    slug: coin.slug,
    id: coin.id,
    network: coin.chains[0]?.network ?? '',
    networks: joinInEnglish(uniqueNetworks(coin.chains)),
    nativeNetworks: joinInEnglish(uniqueNetworks(native)),
    tokenNetworks: joinInEnglish(uniqueNetworks(tokens)),
    chainCount: String(coin.chains.length),
    // With no chart on the page, the hero's View Price Chart lands on the market card's line.
    statsAnchor: hasChart ? 'market' : 'chart',
  };
  if (hasRank) text.rank = String(coin.rank);
  return {
    text,
    whole: {
      chains: coin.chains.map((chain) => {
        if (chain.address === undefined) return { network: chain.network };
        const url = explorerUrl(context.explorers[chain.chain], chain.address);
        return { network: chain.network, address: chain.address, ...(url && { explorerUrl: url }) };
      }),
      pairs: pairLinks(coin, context),
      sparkline: !hasChart,
    },
    items: { newsKeywords: [...new Set([coin.name, coin.symbol])] },
    conditions,
  };
}

function fillText(text: string, facts: CoinFacts, unknown: Set<string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = facts.text[name];
    if (value === undefined) unknown.add(whole);
    return value ?? whole;
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fill(node: unknown, facts: CoinFacts, unknown: Set<string>): unknown {
  if (typeof node === 'string') {
    const whole = WHOLE.exec(node)?.[1];
    if (whole !== undefined && whole in facts.whole) return facts.whole[whole];
    return fillText(node, facts, unknown);
  }
  if (Array.isArray(node)) {
    return node.flatMap((item: unknown) => {
      const items = typeof item === 'string' ? WHOLE.exec(item)?.[1] : undefined;
      if (items !== undefined && items in facts.items) return facts.items[items];
      if (isObject(item) && typeof item.when === 'string') {
        if (!facts.conditions.has(item.when as CoinCondition)) return [];
      }
      return [fill(item, facts, unknown)];
    });
  }
  if (!isObject(node)) return node;
  const copy: Record<string, unknown> = {};
  for (const [name, child] of Object.entries(node)) {
    // The template's own editor hint and its conditions; a made page has neither.
    if (name === '$schema' || name === 'when') continue;
    copy[name] = fill(child, facts, unknown);
  }
  return copy;
}

/**
 * The first text that fits `max` characters once filled in. When none does, the last, with
 * the coin's name cut short enough to fit: a catalogue holds names of any length.
 */
function fitted(candidates: unknown, max: number, facts: CoinFacts, unknown: Set<string>): unknown {
  const texts = typeof candidates === 'string' ? [candidates] : candidates;
  if (!Array.isArray(texts) || !texts.every((text) => typeof text === 'string')) {
    return fill(candidates, facts, unknown);
  }
  for (const text of texts) {
    const filled = fillText(text, facts, unknown);
    if (filled.length <= max) return filled;
  }
  const last = texts.at(-1) ?? '';
  const name = facts.text.name ?? '';
  const uses = last.split('{coin.name}').length - 1;
  const overflow = fillText(last, facts, unknown).length - max;
  const kept = uses > 0 ? name.length - Math.ceil((overflow + uses) / uses) : 0;
  const shortened =
    kept > 0
      ? fillText(
          last,
          { ...facts, text: { ...facts.text, name: `${name.slice(0, kept).trimEnd()}…` } },
          unknown,
        )
      : fillText(last, facts, unknown);
  return shortened.length <= max ? shortened : `${shortened.slice(0, max - 1).trimEnd()}…`;
}

/** The page definition of one catalogue coin, made from the coin template. */
export function expandCoinTemplate(
  template: Record<string, unknown>,
  coin: CatalogueCoin,
  context: CoinPageContext,
): CoinPage {
  const facts = factsOf(coin, context);
  const unknown = new Set<string>();
  const value: Record<string, unknown> = {};
  for (const [name, child] of Object.entries(template)) {
    if (name === '$schema') continue;
    if (name === 'title') value.title = fitted(child, MAX_TITLE, facts, unknown);
    else if (name === 'description')
      value.description = fitted(child, MAX_DESCRIPTION, facts, unknown);
    else value[name] = fill(child, facts, unknown);
  }
  return { slug: coin.slug, value, unknownPlaceholders: [...unknown].sort() };
}
