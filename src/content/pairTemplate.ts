import type { CoinPairFacts, CoinWidgetToken } from '../types/schema';
import type { SiteData } from '../types/siteData';
import { exchangeType } from '../swap/exchangeType';

/**
 * A coin as the template sees it. Only the network is certain: a coin of the catalogue may
 * have no hand-written confirmation time, swap time or minimum, and the template leaves out
 * (through `{if ...}`) what a coin does not say rather than invent it.
 */
export type PairCoin = Pick<SiteData['coins'][number], 'name' | 'symbol' | 'slug' | 'aliases'> & {
  /** How the widget names it; a catalogue coin's decimals are not known, and no page says them. */
  widget: Omit<CoinWidgetToken, 'decimals'>;
  pair: Pick<CoinPairFacts, 'network'> & Partial<CoinPairFacts>;
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
  /** Placeholders the template uses that name no coin fact, or use one a coin may lack outside `{if}`. */
  unknownPlaceholders: string[];
}

/** The slug every pair page of two coins has, hand-written or not. */
export const pairSlug = (from: { slug: string }, to: { slug: string }) =>
  `${from.slug}to${to.slug}`;

/** A fact, or the start, turn or end of a part kept only when a fact is there (or is not). */
const TOKEN = /\{(?:(if) (not )?)?(from|to|pair)\.([A-Za-z]+)\}|\{(else|end)\}/g;
const LIST_PLACEHOLDER = /^\{(from|to)\.newsKeywords\}$/;

type Side = 'from' | 'to';
/** Where a placeholder's fact comes from: either coin, or the two together ({pair.x}). */
type Source = Side | 'pair';

/** The facts a coin always has, then those it may lack (see PairCoin). */
const COIN_FACTS = ['name', 'label', 'symbol', 'slug', 'network'] as const;
const OPTIONAL_COIN_FACTS = ['confirmationTime', 'swapTime', 'minimumSwap', 'contract'] as const;
/** `{pair.x}`: the exchange type, and one of three flags saying whether the coins share a chain. */
const PAIR_FACTS = ['exchangeType', 'sameChain', 'crossChain', 'eitherChain'] as const;

/** Every placeholder name, for the validator's message. */
export const TEMPLATE_FACTS = {
  coin: [...COIN_FACTS, ...OPTIONAL_COIN_FACTS],
  optional: [...OPTIONAL_COIN_FACTS],
  pair: [...PAIR_FACTS],
};

const isFactName = (source: Source, name: string) =>
  (source === 'pair' ? TEMPLATE_FACTS.pair : TEMPLATE_FACTS.coin).includes(name as never);

/** A chain's native coin is named by its symbol; anything longer is a token's contract. */
const contractOf = ({ widget, symbol }: PairCoin) =>
  widget.token !== undefined && widget.token !== symbol && widget.token.length > 12
    ? widget.token
    : undefined;

function textFacts(coin: PairCoin): Record<string, string | undefined> {
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
    contract: contractOf(coin),
  };
}

function pairTextFacts(from: PairCoin, to: PairCoin): Record<string, string | undefined> {
  const type = exchangeType(from.widget, to.widget);
  const flag = (on: boolean) => (on ? 'yes' : undefined);
  return {
    exchangeType: type,
    sameChain: flag(type === 'Same-Chain Swap'),
    crossChain: flag(type === 'Cross-Chain Swap'),
    eitherChain: flag(type === 'Same-Chain or Cross-Chain Swap'),
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
      fittedTitle(
        fill({
          from: factsOf(from),
          to: factsOf(to),
          pair: { text: pairTextFacts(from, to), list: [] },
        }) as Record<string, unknown>,
      ),
    /** Placeholders met so far that name no coin fact. */
    unknownPlaceholders: () => [...unknown].sort(),
  };
}

interface PairFacts {
  text: Record<string, string | undefined>;
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
        if (list) return list[1] as Side;
        const fill = compile(item, undefined);
        if (!JSON.stringify(item).includes('{if ')) return fill;
        // A paragraph, list item or question made only of parts a coin lacks is left out.
        return (pair) => {
          const filled = fill(pair);
          return isBlank(filled) ? LEFT_OUT : filled;
        };
      });
      return (pair) => {
        const copy: unknown[] = [];
        for (const item of items) {
          if (typeof item === 'string') copy.push(...pair[item].list);
          else {
            const filled = item(pair);
            if (filled !== LEFT_OUT) copy.push(filled);
          }
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

const LEFT_OUT = Symbol('left out');

const isBlank = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.trim() === ''
    : Array.isArray(value)
      ? value.every(isBlank)
      : typeof value === 'object' && value !== null
        ? Object.values(value).every((member) => typeof member !== 'string' || isBlank(member))
        : false;

type TextPart =
  | string
  | { whole: string; source: Source; name: string }
  | { source: Source; name: string; negate: boolean; then: TextPart[]; otherwise: TextPart[] };

/**
 * A text's fixed parts, placeholders and `{if from.x}…{else}…{end}` parts (which nest), read
 * once. A mistake in the nesting is reported as an unknown placeholder naming it.
 */
function parseText(text: string, unknown: Set<string>): TextPart[] {
  const root: TextPart[] = [];
  const open: { part: Extract<TextPart, { then: unknown }>; inElse: boolean; whole: string }[] = [];
  const target = () => {
    const top = open.at(-1);
    return top ? (top.inElse ? top.part.otherwise : top.part.then) : root;
  };
  let last = 0;
  for (const found of text.matchAll(TOKEN)) {
    if (found.index > last) target().push(text.slice(last, found.index));
    last = found.index + found[0].length;
    const [whole, ifWord, not, source, name, keyword] = found;
    if (keyword === 'else' || keyword === 'end') {
      const top = open.at(-1);
      if (!top || (keyword === 'else' && top.inElse)) unknown.add(`{${keyword}} out of place`);
      else if (keyword === 'else') top.inElse = true;
      else open.pop();
      continue;
    }
    if (!isFactName(source as Source, name!)) unknown.add(`{${source}.${name}}`);
    if (ifWord) {
      const part = {
        source: source as Source,
        name: name!,
        negate: !!not,
        then: [],
        otherwise: [],
      };
      target().push(part);
      open.push({ part, inElse: false, whole });
    } else {
      target().push({ whole, source: source as Source, name: name! });
    }
  }
  if (last < text.length) target().push(text.slice(last));
  for (const left of open) unknown.add(`${left.whole} without {end}`);
  return root;
}

/** A text's parts joined for one pair. */
function compileText(text: string, unknown: Set<string>): Filler<string> {
  const parts = parseText(text, unknown);
  if (parts.every((part) => typeof part === 'string')) return () => text;
  const conditional = text.includes('{if ');
  const join = (list: readonly TextPart[], pair: Record<Source, PairFacts>): string => {
    let filled = '';
    for (const part of list) {
      if (typeof part === 'string') filled += part;
      else if ('then' in part) {
        const present = pair[part.source].text[part.name] !== undefined;
        filled += join(present !== part.negate ? part.then : part.otherwise, pair);
      } else {
        const value = pair[part.source].text[part.name];
        // A fact this coin lacks, used outside an {if}: the template must not say it.
        if (value === undefined && isFactName(part.source, part.name)) {
          unknown.add(`${part.whole} outside {if ${part.whole.slice(1)}`);
        }
        filled += value ?? part.whole;
      }
    }
    return filled;
  };
  return (pair) => {
    const filled = join(parts, pair);
    if (!conditional) return filled;
    // Parts left out must not leave a double space, or a space before a stop or at an end.
    const tidy = filled.replace(/ {2,}/g, ' ').replace(/ ([.,;:])/g, '$1');
    return text.trim() === text ? tidy.trim() : tidy;
  };
}

/**
 * A page's title from the template's list of titles: the first that fits a search result, or
 * the last cut short. A title written as one text is kept as it is (the validator measures it).
 */
function fittedTitle(page: Record<string, unknown>): Record<string, unknown> {
  const { title } = page;
  if (!Array.isArray(title)) return page;
  const candidates = title as string[];
  const fitting = candidates.find((candidate) => candidate.length <= MAX_TITLE);
  const last = candidates.at(-1) ?? '';
  return {
    ...page,
    title: fitting ?? `${last.slice(0, MAX_TITLE - 1).trimEnd()}…`,
  };
}

/** The search-result lengths a made page's title and description must stay within. */
export const MAX_TITLE = 60;
export const MAX_DESCRIPTION = 160;

/**
 * Cloudflare Pages reads at most this many static lines of `_redirects` and ignores the rest
 * (its documented per-project limit); Netlify, `npm start`, nginx and the Worker have none.
 */
export const CLOUDFLARE_PAGES_STATIC_REDIRECTS = 2000;

/**
 * A warning when a static redirects file is longer than Cloudflare Pages reads: each coin
 * file's symbol and name make moves for every pair spelled with them, so the file grows with
 * the square of the coin files (about 1,000 lines with the 16 of this checkout).
 */
export function staticRedirectsWarning(file: string): string | null {
  const lines = file.split('\n').filter(Boolean).length;
  if (lines <= CLOUDFLARE_PAGES_STATIC_REDIRECTS) return null;
  return (
    `_redirects has ${lines.toLocaleString('en')} lines; Cloudflare Pages reads the first ` +
    `${CLOUDFLARE_PAGES_STATIC_REDIRECTS.toLocaleString('en')} and ignores the rest, so some ` +
    'aliases answer 404 there. npm start, the Worker, nginx and Netlify answer every one.'
  );
}

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
