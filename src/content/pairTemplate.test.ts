import { describe, expect, it } from 'vitest';
import {
  CLOUDFLARE_PAGES_STATIC_REDIRECTS,
  expandPairTemplate,
  staticRedirectsFile,
  staticRedirectsWarning,
  type PairCoin,
} from './pairTemplate';

const facts = (symbol: string) => ({
  network: `${symbol} chain`,
  confirmationTime: `${symbol} seconds`,
  swapTime: `${symbol} minutes`,
  minimumSwap: `1 ${symbol}`,
});
const coin = (name: string, symbol: string, slug: string, chain: string) => ({
  name,
  symbol,
  slug,
  widget: { chain, token: symbol, decimals: 18 },
  pair: facts(symbol),
});
const bitcoin = coin('Bitcoin', 'BTC', 'bitcoin', 'BITCOIN');
const ethereum = coin('Ethereum', 'ETH', 'ethereum', 'ETH');
const link = coin('Chainlink', 'LINK', 'link', 'ETH');
const bnb = coin('BNB', 'BNB', 'bnb', 'BSC');
const tether = {
  ...coin('Tether', 'USDT', 'usdt', 'ETH'),
  pair: { ...facts('USDT'), newsKeywords: ['Tether', 'USDT', 'stablecoin'] },
};

const template = {
  $schema: '../../schema/pair-template.schema.json',
  slug: '{from.slug}to{to.slug}',
  title: 'Swap {from.name} to {to.name}',
  blocks: [
    { type: 'swapInfo', estimatedTime: '{from.swapTime}', minimumAmount: '{from.minimumSwap}' },
    { type: 'pairs', links: [{ label: 'back', href: '/{to.slug}to{from.slug}' }] },
    { type: 'news', keywords: ['{from.newsKeywords}', '{to.newsKeywords}', 'cryptocurrency'] },
  ],
};

describe('expandPairTemplate', () => {
  it('makes every ordered pair of two different coins, with each side’s own facts', () => {
    const { pages } = expandPairTemplate(template, [bitcoin, ethereum], []);
    expect(pages.map((page) => page.slug)).toEqual(['bitcointoethereum', 'ethereumtobitcoin']);
    const [, ethToBtc] = pages;
    expect(ethToBtc?.value).toMatchObject({
      slug: 'ethereumtobitcoin',
      title: 'Swap Ethereum to Bitcoin',
      blocks: [
        { estimatedTime: 'ETH minutes', minimumAmount: '1 ETH' },
        { links: [{ href: '/bitcointoethereum' }] },
        { keywords: ['Ethereum', 'ETH', 'Bitcoin', 'BTC', 'cryptocurrency'] },
      ],
    });
    expect(ethToBtc?.value).not.toHaveProperty('$schema');
  });

  it('uses a coin’s own news keywords where it has them', () => {
    const { pages } = expandPairTemplate(template, [tether, bitcoin], []);
    expect(pages[0]?.value.blocks).toContainEqual({
      type: 'news',
      keywords: ['Tether', 'USDT', 'stablecoin', 'Bitcoin', 'BTC', 'cryptocurrency'],
    });
  });

  it('leaves a pair with a hand-written page of its slug to that page', () => {
    const written = [
      { slug: 'bitcointoethereum', kind: 'pair', fromSymbol: 'BTC', toSymbol: 'ETH' },
    ];
    const { pages, redirects } = expandPairTemplate(template, [bitcoin, ethereum], written);
    expect(pages.map((page) => page.slug)).toEqual(['ethereumtobitcoin']);
    expect(redirects).toEqual([]);
  });

  it('redirects a pair a hand-written page covers under another slug, and links there directly', () => {
    const written = [{ slug: 'ethtousdt', kind: 'pair', fromSymbol: 'ETH', toSymbol: 'USDT' }];
    const { pages, redirects } = expandPairTemplate(template, [ethereum, tether], written);
    expect(redirects).toEqual([{ from: '/ethereumtousdt', to: '/ethtousdt' }]);
    expect(pages.map((page) => page.slug)).toEqual(['usdttoethereum']);
    expect(pages[0]?.value.blocks).toContainEqual({
      type: 'pairs',
      links: [{ label: 'back', href: '/ethtousdt' }],
    });
  });

  it('says Cross-Chain only for coins on different chains', () => {
    const withType = {
      ...template,
      blocks: [{ type: 'swapInfo', exchangeType: '{pair.exchangeType}' }],
    };
    const { pages } = expandPairTemplate(withType, [bitcoin, ethereum, link], []);
    const typeOf = (slug: string) =>
      (pages.find((page) => page.slug === slug)?.value.blocks as { exchangeType: string }[])[0]
        ?.exchangeType;
    expect(typeOf('bitcointoethereum')).toBe('Cross-Chain Swap');
    expect(typeOf('ethereumtolink')).toBe('Same-Chain Swap');
  });

  it('names a coin once where its name is its symbol', () => {
    const labelled = { ...template, title: '{from.label} to {to.label}' };
    const { pages } = expandPairTemplate(labelled, [bnb, tether], []);
    expect(pages.map((page) => page.value.title)).toEqual([
      'BNB to Tether (USDT)',
      'Tether (USDT) to BNB',
    ]);
  });

  it('names placeholders that are no coin fact', () => {
    const broken = { ...template, title: '{from.price} and {to.nmae}' };
    expect(expandPairTemplate(broken, [bitcoin, ethereum], []).unknownPlaceholders).toEqual([
      '{from.price}',
      '{to.nmae}',
    ]);
  });
});

describe('conditional text in the template', () => {
  // A coin of the catalogue: a network, no hand-written time or minimum, a token contract.
  const bare = {
    name: 'Alphacoin',
    symbol: 'ALP',
    slug: 'alphacoin',
    widget: { chain: 'ETH', token: '0x1111111111111111111111111111111111111111', decimals: 18 },
    pair: { network: 'Ethereum (ERC-20)' },
  };
  const made = (text: unknown, from: PairCoin, to: PairCoin) =>
    expandPairTemplate({ text }, [from, to], []).pages[0]?.value.text;

  it('keeps a part only where its fact is there, with {else} for the other case', () => {
    const text =
      'Swap {from.symbol}. {if from.swapTime}It takes {from.swapTime}.{else}See the quote.{end}';
    expect(made(text, bitcoin, ethereum)).toBe('Swap BTC. It takes BTC minutes.');
    expect(made(text, bare, ethereum)).toBe('Swap ALP. See the quote.');
  });

  it('says whether the two coins share a chain, and nests', () => {
    const text =
      '{if pair.sameChain}One chain{if not to.contract}, to a native coin{end}.{else}Two chains.{end}';
    expect(made(text, link, ethereum)).toBe('One chain, to a native coin.');
    expect(made(text, ethereum, bare)).toBe('One chain.');
    expect(made(text, bitcoin, ethereum)).toBe('Two chains.');
    expect(made('{if pair.crossChain}bridge{end}', link, ethereum)).toBe('');
  });

  it('gives a token’s contract, and none for a chain’s own coin', () => {
    const text = '{from.symbol}{if from.contract} ({from.contract}){end}';
    expect(made(text, bare, bitcoin)).toBe('ALP (0x1111111111111111111111111111111111111111)');
    expect(made(text, bitcoin, bare)).toBe('BTC');
  });

  it('leaves out a list item made only of missing parts', () => {
    const text = [
      'first',
      '{if from.minimumSwap}From {from.minimumSwap}.{end}',
      [{ strong: '{if from.minimumSwap}Low:{end}' }],
    ];
    expect(made(text, bare, bitcoin)).toEqual(['first']);
    expect(made(text, bitcoin, bare)).toEqual(['first', 'From 1 BTC.', [{ strong: 'Low:' }]]);
  });

  it('reports a fact a coin may lack used outside {if}, and an {if} left open', () => {
    const unguarded = expandPairTemplate({ text: 'Takes {from.swapTime}.' }, [bare, bitcoin], []);
    expect(unguarded.unknownPlaceholders).toEqual(['{from.swapTime} outside {if from.swapTime}']);
    const open = expandPairTemplate({ text: '{if from.swapTime}Takes' }, [bitcoin, bare], []);
    expect(open.unknownPlaceholders).toEqual(['{if from.swapTime} without {end}']);
  });
});

describe('staticRedirectsFile', () => {
  it('moves the page and its data for static hosts', () => {
    expect(staticRedirectsFile([{ from: '/ethereumtousdt', to: '/ethtousdt' }])).toBe(
      '/ethereumtousdt /ethtousdt 301\n/page-data/ethereumtousdt.json /page-data/ethtousdt.json 301\n',
    );
  });

  it('warns once the file is longer than Cloudflare Pages reads, and not before', () => {
    const moves = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ from: `/a${index}`, to: `/b${index}` }));
    const limit = CLOUDFLARE_PAGES_STATIC_REDIRECTS / 2;
    expect(staticRedirectsWarning(staticRedirectsFile(moves(limit)))).toBeNull();
    expect(staticRedirectsWarning(staticRedirectsFile(moves(limit + 1)))).toMatch(
      /^_redirects has 2,002 lines; Cloudflare Pages reads the first 2,000/,
    );
  });
});
