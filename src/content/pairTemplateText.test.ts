import { beforeAll, describe, expect, it } from 'vitest';
import type { PageDefinition } from '../types/schema';
import type { SiteData } from '../types/siteData';
import { DEFAULT_CONTENT_DIR } from './collections';
import { loadContent, type Content } from './loadContent';
import { expandPairTemplate, type PairCoin } from './pairTemplate';
import { loadBlockChecks } from '../blocks';

/**
 * What the pair template says, read as a visitor (or a search engine) reads made pages: the
 * prose of each page split into sentences, with the two coins' names, symbols and slugs
 * swapped for placeholders so that only what the page says about them is compared.
 */
let content: Content;
let made: PageDefinition[];
let coinBySymbol: Map<string, SiteData['coins'][number]>;
beforeAll(async () => {
  content = await loadContent(DEFAULT_CONTENT_DIR, { blockChecks: loadBlockChecks });
  const written = new Set(content.made.written.map((page) => page.slug));
  made = content.pages.filter((page) => page.kind === 'pair' && !written.has(page.slug));
  coinBySymbol = new Map(content.site.coins.map((coin) => [coin.symbol, coin]));
});

const plain = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(plain).join('');
  if (typeof value === 'object' && value !== null) {
    const part = value as { text?: unknown; strong?: unknown };
    return plain(part.text ?? part.strong ?? '');
  }
  return '';
};

/** Every paragraph a visitor reads on the page: blurb, steps, sections, lists, answers. */
function proseOf(page: PageDefinition): string[] {
  const prose = [page.description];
  for (const block of page.blocks) {
    if (block.type === 'hero' && block.blurb) prose.push(block.blurb);
    if (block.type === 'steps') prose.push(...block.steps.flatMap((step) => step.body.map(plain)));
    if (block.type === 'textSection') prose.push(...block.body.map(plain));
    if (block.type === 'lists') prose.push(...block.lists.flatMap((list) => list.items.map(plain)));
    if (block.type === 'faq') prose.push(...block.items.map((item) => item.answer));
  }
  return prose;
}

const sentencesOf = (texts: string[]) =>
  texts.flatMap((text) => text.split(/(?<=[.?!])\s+/)).filter((sentence) => sentence !== '');

function namelessSentences(page: PageDefinition): string[] {
  const from = coinBySymbol.get(page.fromSymbol!)!;
  const to = coinBySymbol.get(page.toSymbol!)!;
  const names = [
    ...[from.name, from.symbol, from.slug].map((name) => [name, '‹A›'] as const),
    ...[to.name, to.symbol, to.slug].map((name) => [name, '‹B›'] as const),
  ].sort(([a], [b]) => b.length - a.length);
  return sentencesOf(proseOf(page)).map((sentence) =>
    names.reduce((text, [name, mark]) => text.split(name).join(mark), sentence),
  );
}

/** The share of one page's sentences that the other page says word for word. */
function sharedShare(one: string[], other: string[]) {
  const otherSet = new Set(other);
  return one.filter((sentence) => otherSet.has(sentence)).length / one.length;
}

/**
 * The facts a coin brings to a page once its name is swapped out: a network named after the
 * coin (Bitcoin on Bitcoin) says nothing more than the name.
 */
function factsOf(symbol: string) {
  const coin = coinBySymbol.get(symbol)!;
  const { network, minimumSwap, swapTime } = coin.pair;
  return JSON.stringify([
    network === coin.name ? '' : network,
    minimumSwap.split(coin.symbol).join(''),
    swapTime,
  ]);
}

const exchangeTypeOf = (page: PageDefinition) =>
  page.blocks.find((block) => block.type === 'swapInfo')?.exchangeType;

describe('the pages the pair template makes', () => {
  it('share at most half their sentences, names aside, wherever their coins’ facts differ', () => {
    const sentences = made.map((page) => ({ page, sentences: namelessSentences(page) }));
    let compared = 0;
    const tooAlike: string[] = [];
    for (const [at, one] of sentences.entries()) {
      for (const other of sentences.slice(at + 1)) {
        const symbols = [one.page, other.page].flatMap((page) => [page.fromSymbol, page.toSymbol]);
        if (new Set(symbols).size < 4) continue;
        if (factsOf(one.page.fromSymbol!) === factsOf(other.page.fromSymbol!)) continue;
        if (factsOf(one.page.toSymbol!) === factsOf(other.page.toSymbol!)) continue;
        compared++;
        const share = Math.max(
          sharedShare(one.sentences, other.sentences),
          sharedShare(other.sentences, one.sentences),
        );
        if (share > 0.5) tooAlike.push(`/${one.page.slug} and /${other.page.slug}: ${share}`);
      }
    }
    expect(compared).toBeGreaterThan(made.length);
    expect(tooAlike).toEqual([]);
  });

  it('never name a bridge, or one network twice, on a pair that stays on one chain', () => {
    const sameChain = made.filter((page) => exchangeTypeOf(page) === 'Same-Chain Swap');
    expect(sameChain.length).toBeGreaterThan(0);
    for (const page of sameChain) {
      const network = coinBySymbol.get(page.fromSymbol!)!.pair.network;
      const prose = proseOf(page).join(' ');
      expect(prose, page.slug).not.toMatch(/bridge/i);
      expect(prose, page.slug).not.toContain(`from ${network} to ${network}`);
      expect(page.keywords, page.slug).not.toContain('cross-chain swap');
    }
  });

  it('say the same swap time and minimum as the Swap Information card', () => {
    for (const page of made) {
      const { swapTime, minimumSwap } = coinBySymbol.get(page.fromSymbol!)!.pair;
      const card = page.blocks.find((block) => block.type === 'swapInfo');
      expect(card, page.slug).toMatchObject({
        estimatedTime: swapTime,
        minimumAmount: minimumSwap,
      });
      const answers = page.blocks.find((block) => block.type === 'faq');
      expect(JSON.stringify(answers), page.slug).toContain(swapTime);
    }
  });
});

describe('a hand-written pair page', () => {
  it('that crosses chains states the paying coin’s swap time, as its made siblings do', () => {
    const written = new Set(content.made.written.map((page) => page.slug));
    const crossing = content.pages.filter(
      (page) =>
        page.kind === 'pair' &&
        written.has(page.slug) &&
        exchangeTypeOf(page) === 'Cross-Chain Swap',
    );
    expect(crossing.length).toBeGreaterThan(0);
    for (const page of crossing) {
      const { swapTime } = coinBySymbol.get(page.fromSymbol!)!.pair;
      const card = page.blocks.find((block) => block.type === 'swapInfo');
      expect(card, page.slug).toMatchObject({ estimatedTime: swapTime });
    }
  });
});

describe('a pair of two coins that have only catalogue facts', () => {
  // A coin of the catalogue knows its name, symbol, slug and chain, nothing hand-written.
  const catalogueCoin = (name: string, symbol: string, chain: string, token: string) => ({
    name,
    symbol,
    slug: name.toLowerCase(),
    widget: { chain, token, decimals: 18 },
    pair: { network: `${chain.charAt(0)}${chain.slice(1).toLowerCase()} network` },
  });
  const coins: PairCoin[] = [
    catalogueCoin('Alphacoin', 'ALP', 'ALPHA', '0x1111111111111111111111111111111111111111'),
    catalogueCoin('Betacoin', 'BET', 'BETA', 'BET'),
  ];

  it('reads true with just those facts: no invented time or minimum, no placeholder left', () => {
    const expansion = expandPairTemplate(content.made.pairTemplate, coins, []);
    expect(expansion.unknownPlaceholders).toEqual([]);
    for (const { slug, value } of expansion.pages) {
      const text = JSON.stringify(value);
      expect(text, slug).not.toMatch(/\{(from|to|pair|if|else|end)[.}\s]/);
      expect(text, slug).not.toMatch(/minutes|seconds|\$\d/);
      expect(text, slug).not.toContain('undefined');
    }
    const alphaToBeta = expansion.pages.find((page) => page.slug === 'alphacointobetacoin');
    const prose = proseOf(alphaToBeta?.value as unknown as PageDefinition).join(' ');
    expect(prose).toContain('0x1111111111111111111111111111111111111111');
    expect(prose).toContain('Alpha network');
    expect(prose).toContain('Beta network');
  });
});
