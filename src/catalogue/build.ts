import { SLUG_PATTERN } from '../engine/routes';
import { isAddressOf, isOwnCoinStandIn, WIDGET_NETWORKS, type WidgetNetwork } from './networks';
import { assignSlugs, baseSlug, type Ambiguity, type SlugRequest } from './slugs';
import type { CatalogueChain, CatalogueCoin } from './types';

/** A token as the coin-metadata package (@web3icons/common) describes it. */
export interface PackageToken {
  id: string;
  name?: string;
  symbol?: string;
  marketCapRank?: number | null;
  /** Contract addresses by the package's platform id (ethereum, polygon-pos, solana...). */
  addresses?: Readonly<Record<string, string | undefined>>;
  /** Where its marks are in @web3icons/core, such as "token:BTC". */
  filePath?: string;
  variants?: readonly string[];
}

/** A coin with a hand-written coin file: the file's name, symbol, slug and catalogue facts. */
export interface WrittenCoin {
  id: string;
  slug: string;
  name: string;
  symbol: string;
  logo?: string;
  /** `swappable: false` marks a coin the widget cannot swap: it stays out of the catalogue. */
  widget: { chain?: string; token?: string; otherChains?: readonly string[]; swappable?: false };
}

/** The content folder's catalogue.json: what a marketer hides or corrects. */
export interface CatalogueOverrides {
  hide?: readonly { id: string; reason: string }[];
  correct?: readonly CoinCorrection[];
}

export interface CoinCorrection {
  id: string;
  name?: string;
  symbol?: string;
  slug?: string;
  rank?: number;
  chains?: readonly { chain: string; address?: string }[];
}

export interface BuildInput {
  tokens: readonly PackageToken[];
  networks?: readonly WidgetNetwork[];
  overrides?: CatalogueOverrides;
  written?: readonly WrittenCoin[];
  /** Slugs of the site's other pages (about, docs...), which no coin may take. */
  reservedSlugs?: Iterable<string>;
  /** Slugs of hand-written pair pages (btctobnb), taken too, though they read as pairs. */
  pairPageSlugs?: Iterable<string>;
}

export interface LeftOut {
  id: string;
  name: string;
  reason: string;
}

/** A chain dropped from a coin that was kept, and why. */
export interface DroppedChain {
  id: string;
  chain: string;
  reason: string;
}

/** A mistake in the overrides, at its JSON path in the file. */
export interface OverrideProblem {
  path: string;
  message: string;
}

export interface Catalogue {
  /** Ordered by market-cap rank, unranked coins last. */
  coins: CatalogueCoin[];
  leftOut: LeftOut[];
  droppedChains: DroppedChain[];
  overrideProblems: OverrideProblem[];
  /** Pair readings no slug rule could settle (only fixed slugs are involved). */
  ambiguities: Ambiguity[];
}

/** CoinGecko's ids are lower-case words joined by dashes; prices are asked under them. */
const isMarketId = (id: string) => SLUG_PATTERN.test(id);

/** The site path the build writes a coin's mark to, named by its market id, which never moves. */
export const coinMarkPath = (id: string) => `/icons/coins/${id}.svg`;

/** The mark's name in @web3icons/core (`tokens/branded/BTC`), where the package has one. */
export function packageMarkOf(token: PackageToken): string | undefined {
  if (!token.variants?.includes('branded')) return undefined;
  const match = /^(token|network):([A-Za-z0-9._-]+)$/.exec(token.filePath ?? '');
  return match ? `${match[1]}s/branded/${match[2]}` : undefined;
}

interface Draft {
  coin: Omit<CatalogueCoin, 'slug'>;
  fixedSlug?: string;
}

const slugRequest = ({ coin, fixedSlug }: Draft): SlugRequest => ({
  id: coin.id,
  name: coin.name,
  symbol: coin.symbol,
  ...(fixedSlug ? { fixed: fixedSlug } : {}),
  ...(coin.written ? { fromFile: true as const } : {}),
});

/**
 * The catalogue: every coin of the package the widget can trade, with the hand-written coins
 * in their files' words and the overrides applied. Pure: the same input gives the same
 * catalogue in the browser, on the server and in a Worker.
 */
export function buildCatalogue({
  tokens,
  networks = WIDGET_NETWORKS,
  overrides = {},
  written = [],
  reservedSlugs = [],
  pairPageSlugs = [],
}: BuildInput): Catalogue {
  const byPackageId = new Map(
    networks.flatMap((network) => network.packageIds.map((id) => [id, network] as const)),
  );
  const byChain = new Map(networks.map((network) => [network.chain, network]));
  const order = new Map(networks.map((network, index) => [network.chain, index]));
  const leftOut: LeftOut[] = [];
  const droppedChains: DroppedChain[] = [];
  const drafts = new Map<string, Draft>();
  const writtenById = new Map(written.map((coin) => [coin.id, coin]));

  for (const token of tokens) {
    const name = token.name?.trim() ?? '';
    const symbol = token.symbol?.trim() ?? '';
    const out = (reason: string) => leftOut.push({ id: token.id, name: name || token.id, reason });
    if (drafts.has(token.id)) continue;
    if (!isMarketId(token.id)) {
      out('its id is no market-data id (lower-case words and dashes), so it has no price');
      continue;
    }
    if (name === '' || symbol === '') {
      out(name === '' ? 'no name' : 'no symbol');
      continue;
    }
    // A page and its pairs show the symbol as 2 to 10 capitals or digits (page.schema.json).
    if (!/^[A-Z0-9]{2,10}$/.test(symbol.toUpperCase())) {
      out(`its symbol "${symbol.slice(0, 20)}" is not 2 to 10 letters or digits`);
      continue;
    }
    const { chains, dropped, elsewhere } = chainsOf(token, networks, byPackageId, order);
    droppedChains.push(...dropped.map((drop) => ({ id: token.id, ...drop })));
    const writtenCoin = writtenById.get(token.id);
    if (writtenCoin?.widget.swappable === false) {
      out('its coin file says the widget cannot swap it');
      continue;
    }
    if (writtenCoin) {
      const packageMark = packageMarkOf(token) && coinMarkPath(token.id);
      const coin = fromWritten(writtenCoin, byChain, token.marketCapRank, chains, packageMark);
      if (coin) drafts.set(token.id, { coin, fixedSlug: writtenCoin.slug });
      else out('its coin file names no chain the widget trades on');
      continue;
    }
    if (chains.length === 0) {
      out(
        dropped.length > 0
          ? `no usable address: ${dropped.map((drop) => `${drop.chain} ${drop.reason}`).join('; ')}`
          : elsewhere.length > 0
            ? `only on chains the widget does not trade it on (${elsewhere.join(', ')})`
            : 'no contract address, and not the own coin of a chain the widget trades on',
      );
      continue;
    }
    const mark = packageMarkOf(token);
    drafts.set(token.id, {
      coin: {
        id: token.id,
        name,
        symbol: symbol.toUpperCase(),
        ...rankOf(token.marketCapRank),
        ...(mark ? { logo: coinMarkPath(token.id) } : {}),
        chains,
      },
    });
  }
  const listed = new Set(leftOut.map((coin) => coin.id));
  for (const coin of written) {
    if (drafts.has(coin.id) || listed.has(coin.id)) continue;
    if (coin.widget.swappable === false) {
      leftOut.push({
        id: coin.id,
        name: coin.name,
        reason: 'its coin file says the widget cannot swap it',
      });
      continue;
    }
    const draft = fromWritten(coin, byChain, undefined, []);
    if (draft) drafts.set(coin.id, { coin: draft, fixedSlug: coin.slug });
    else leftOut.push({ id: coin.id, name: coin.name, reason: 'its coin file names no chain' });
  }

  const overrideProblems = applyOverrides(overrides, drafts, leftOut, byChain, writtenById);
  const sorted = [...drafts.values()].sort(byRank);
  const { slugs, clashes, ambiguities } = assignSlugs(
    sorted.map(slugRequest),
    reservedSlugs,
    pairPageSlugs,
  );
  const corrections = overrides.correct ?? [];
  // A chosen slug must not push a coin off its own name's slug: that coin's address would move.
  const byName = new Map(sorted.map(({ coin }) => [baseSlug(coin.name), coin.id]));
  corrections.forEach(({ id, slug }, index) => {
    const named = slug === undefined ? undefined : byName.get(slug);
    if (named !== undefined && named !== id && slugs.get(id) === slug) {
      overrideProblems.push({
        path: `correct[${index}].slug`,
        message: `slug "${slug}" is the name of the coin ${named}; choose another`,
      });
    }
  });
  for (const clash of clashes) {
    const index = corrections.findIndex((entry) => entry.id === clash.id && entry.slug);
    const holder = clash.takenBy === 'a page' ? 'a page' : `the coin ${clash.takenBy}`;
    if (index >= 0) {
      overrideProblems.push({
        path: `correct[${index}].slug`,
        message: `slug "${clash.slug}" is already ${holder}'s; choose another`,
      });
    }
  }
  return {
    coins: sorted.map(({ coin }) => ({ ...coin, slug: slugs.get(coin.id)! })),
    leftOut,
    droppedChains,
    overrideProblems,
    ambiguities,
  };
}

/** The package gives 0 or null for a coin the market does not rank. */
const rankOf = (rank: number | null | undefined) =>
  typeof rank === 'number' && rank >= 1 ? { rank } : {};

const byRank = (a: Draft, b: Draft) =>
  (a.coin.rank ?? Infinity) - (b.coin.rank ?? Infinity) ||
  compareText(a.coin.name.toLowerCase(), b.coin.name.toLowerCase()) ||
  compareText(a.coin.id, b.coin.id);

/** By code point, so every runtime orders the same way, whatever its locale data. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A token's chains: those where it is the chain's own coin, then those where it has a
 * well-formed contract address, in the networks' order. A chain named twice keeps its first.
 */
function chainsOf(
  token: PackageToken,
  networks: readonly WidgetNetwork[],
  byPackageId: ReadonlyMap<string, WidgetNetwork>,
  order: ReadonlyMap<string, number>,
) {
  const chains: CatalogueChain[] = networks
    .filter((network) => network.nativeCoinId === token.id)
    .map(({ chain, network }) => ({ chain, network }));
  const seen = new Set(chains.map((entry) => entry.chain));
  const dropped: { chain: string; reason: string }[] = [];
  const elsewhere: string[] = [];
  const tokenChains: CatalogueChain[] = [];
  for (const [platform, address] of Object.entries(token.addresses ?? {})) {
    const network = byPackageId.get(platform);
    if (!network?.tokens || address === undefined) {
      elsewhere.push(platform);
      continue;
    }
    if (seen.has(network.chain)) continue;
    const trimmed = address.trim();
    if (!isAddressOf(network.tokens, trimmed)) {
      const shown = `"${trimmed.slice(0, 60)}"`;
      dropped.push({
        chain: network.chain,
        reason: isOwnCoinStandIn(network.tokens, trimmed)
          ? `${shown} stands for ${network.network}'s own coin, not a contract`
          : `${shown} is no ${network.tokens} contract address`,
      });
      continue;
    }
    seen.add(network.chain);
    tokenChains.push({ chain: network.chain, network: network.network, address: trimmed });
  }
  tokenChains.sort((a, b) => order.get(a.chain)! - order.get(b.chain)!);
  return { chains: [...chains, ...tokenChains], dropped, elsewhere };
}

/**
 * A hand-written coin as its file says: its widget chain first, then its other chains, then
 * what the package adds. The file's token is a contract address or the native coin's symbol.
 * Its mark is the file's, else the package's (catalogueMarks writes one for every package
 * coin that has one, a coin file's too).
 */
function fromWritten(
  coin: WrittenCoin,
  byChain: ReadonlyMap<string, WidgetNetwork>,
  rank: number | null | undefined,
  packageChains: readonly CatalogueChain[],
  packageMark?: string,
): Omit<CatalogueCoin, 'slug'> | undefined {
  const logo = coin.logo ?? packageMark;
  const entry = (chain: string, address?: string): CatalogueChain[] => {
    const network = byChain.get(chain);
    if (!network) return [];
    const valid = address && network.tokens && isAddressOf(network.tokens, address);
    const fromPackage = packageChains.find((known) => known.chain === chain)?.address;
    const kept = valid ? address : fromPackage;
    return [{ chain, network: network.network, ...(kept ? { address: kept } : {}) }];
  };
  const own = [
    ...(coin.widget.chain ? entry(coin.widget.chain, coin.widget.token) : []),
    ...(coin.widget.otherChains ?? []).flatMap((chain) => entry(chain)),
  ];
  const named = new Set(own.map((chain) => chain.chain));
  const chains = [...own, ...packageChains.filter((chain) => !named.has(chain.chain))];
  if (chains.length === 0) return undefined;
  return {
    id: coin.id,
    name: coin.name,
    symbol: coin.symbol,
    ...rankOf(rank),
    ...(logo && { logo }),
    written: true,
    chains,
  };
}

function applyOverrides(
  overrides: CatalogueOverrides,
  drafts: Map<string, Draft>,
  leftOut: LeftOut[],
  byChain: ReadonlyMap<string, WidgetNetwork>,
  written: ReadonlyMap<string, WrittenCoin>,
): OverrideProblem[] {
  const problems: OverrideProblem[] = [];
  const unknown = (path: string, id: string) => ({
    path,
    message: `"${id.slice(0, 60)}" is no catalogue coin (a market id the catalogue keeps)`,
  });
  (overrides.hide ?? []).forEach(({ id, reason }, index) => {
    const draft = drafts.get(id);
    if (!draft) return problems.push(unknown(`hide[${index}].id`, id));
    if (written.has(id)) {
      return problems.push({
        path: `hide[${index}].id`,
        message: `"${id}" has a coin file; delete the file to remove the coin`,
      });
    }
    drafts.delete(id);
    leftOut.push({ id, name: draft.coin.name, reason: `hidden by catalogue.json: ${reason}` });
  });
  const corrected = new Set<string>();
  (overrides.correct ?? []).forEach((correction, index) => {
    const at = `correct[${index}]`;
    if (corrected.has(correction.id)) {
      return problems.push({
        path: `${at}.id`,
        message: `"${correction.id}" is corrected by an earlier entry too; keep one entry per coin`,
      });
    }
    corrected.add(correction.id);
    const draft = drafts.get(correction.id);
    if (!draft) return problems.push(unknown(`${at}.id`, correction.id));
    // A coin file holds no rank, so a coin with one may still have its rank corrected here.
    const inFile = Object.keys(correction).filter((key) => key !== 'id' && key !== 'rank');
    if (written.has(correction.id) && inFile.length > 0) {
      return problems.push({
        path: `${at}.${inFile[0]}`,
        message: `"${correction.id}" has a coin file; correct its ${inFile.join(', ')} there`,
      });
    }
    const coin = { ...draft.coin };
    if (correction.name !== undefined) coin.name = correction.name;
    if (correction.symbol !== undefined) coin.symbol = correction.symbol.toUpperCase();
    if (correction.rank !== undefined) coin.rank = correction.rank;
    if (correction.chains !== undefined) {
      const chains = correctedChains(correction.chains, coin.id, byChain, `${at}.chains`);
      problems.push(...chains.problems);
      if (chains.problems.length === 0 && chains.chains.length > 0) coin.chains = chains.chains;
    }
    if (correction.slug !== undefined && !SLUG_PATTERN.test(correction.slug)) {
      problems.push({
        path: `${at}.slug`,
        message: `"${correction.slug.slice(0, 60)}" is no slug: lower-case letters and digits, single dashes`,
      });
    }
    const fixedSlug = SLUG_PATTERN.test(correction.slug ?? '') ? correction.slug : draft.fixedSlug;
    drafts.set(coin.id, { coin, ...(fixedSlug ? { fixedSlug } : {}) });
  });
  return problems;
}

function correctedChains(
  entries: readonly { chain: string; address?: string }[],
  id: string,
  byChain: ReadonlyMap<string, WidgetNetwork>,
  at: string,
) {
  const problems: OverrideProblem[] = [];
  const chains: CatalogueChain[] = [];
  entries.forEach(({ chain, address }, index) => {
    const network = byChain.get(chain);
    if (!network) {
      problems.push({
        path: `${at}[${index}].chain`,
        message: `"${chain.slice(0, 60)}" is no chain the widget trades on (src/catalogue/networks.ts)`,
      });
      return;
    }
    if (address === undefined) {
      if (network.nativeCoinId !== id) {
        problems.push({
          path: `${at}[${index}]`,
          message: `${id} is not ${network.network}'s own coin, so it needs its contract address there`,
        });
        return;
      }
      chains.push({ chain, network: network.network });
      return;
    }
    if (!network.tokens || !isAddressOf(network.tokens, address)) {
      problems.push({
        path: `${at}[${index}].address`,
        message: !network.tokens
          ? `the widget trades only ${network.network}'s own coin there, not tokens`
          : isOwnCoinStandIn(network.tokens, address)
            ? `"${address}" stands for ${network.network}'s own coin, not a contract: give the token's contract address, or no address if the coin is ${network.network}'s own`
            : `"${address.slice(0, 60)}" is no ${network.tokens} contract address`,
      });
      return;
    }
    chains.push({ chain, network: network.network, address });
  });
  return { chains, problems };
}
