import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CatalogueCoin } from '../catalogue/types';
import { expandCoinTemplate, joinInEnglish, type CoinPageContext } from './coinTemplate';
import { getSchemaValidator, SCHEMA_IDS } from './validation';

const template = JSON.parse(
  readFileSync(new URL('../../pages-data/templates/coin.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

const uniswap: CatalogueCoin = {
  id: 'uniswap',
  slug: 'uniswap',
  name: 'Uniswap',
  symbol: 'UNI',
  rank: 24,
  chains: [
    { chain: 'ETH', network: 'Ethereum', address: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984' },
    { chain: 'BSC', network: 'BNB Chain', address: '0xBf5140A22578168FD562DCcF235E5D43A02ce9B1' },
    { chain: 'POLYGON', network: 'Polygon', address: '0xb33EaAd8d922B1083446DC23f610c2567fB5180f' },
  ],
};
const dogecoin: CatalogueCoin = {
  id: 'dogecoin',
  slug: 'dogecoin',
  name: 'Dogecoin',
  symbol: 'DOGE',
  rank: 9,
  chains: [{ chain: 'DOGECOIN', network: 'Dogecoin' }],
};
const bonk: CatalogueCoin = {
  id: 'bonk',
  slug: 'bonk',
  name: 'Bonk',
  symbol: 'BONK',
  chains: [
    { chain: 'SOLANA', network: 'Solana', address: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263' },
  ],
};
const toncoin: CatalogueCoin = {
  id: 'the-open-network',
  slug: 'toncoin',
  name: 'Toncoin',
  symbol: 'TON',
  rank: 17,
  chains: [
    { chain: 'TON', network: 'TON' },
    { chain: 'ETH', network: 'Ethereum', address: '0x582d872A1B094FC48F5DE31D3B73F2D9bE47def1' },
  ],
};
const longName: CatalogueCoin = {
  id: 'bridged-wrapped-staked-ether-polygon-pos',
  slug: 'bridged-wrapped-staked-ether-polygon-pos',
  name: 'Bridged Wrapped Liquid Staked Ether from Ethereum on the Polygon Proof of Stake Chain',
  symbol: 'WSTETH',
  rank: 1234,
  chains: [
    { chain: 'POLYGON', network: 'Polygon', address: '0x03b54A6e9a984069379fae1a4fC4dBAE93B3bCCD' },
    { chain: 'ETH', network: 'Ethereum', address: '0x7f39C581F595B53c5cb19bD0b3f8dA6c935E2Ca0' },
  ],
};
const fixtures = [uniswap, dogecoin, bonk, toncoin, longName];

const bitcoin = { slug: 'bitcoin', name: 'Bitcoin', symbol: 'BTC' };
const ethereum = { slug: 'ethereum', name: 'Ethereum', symbol: 'ETH' };
const tether = { slug: 'usdt', name: 'Tether', symbol: 'USDT' };

const context: CoinPageContext = {
  explorers: {
    ETH: {
      token: 'https://etherscan.io/token/{address}',
      address: 'https://etherscan.io/address/{address}',
    },
    BSC: { token: 'https://bscscan.com/token/{address}' },
    SOLANA: { token: 'https://solscan.io/token/{address}' },
    // A template that is not https gives no link at all.
    POLYGON: { token: 'http://polygonscan.example/token/{address}' },
  },
  mostTraded: [bitcoin, ethereum, tether],
  chartSymbols: new Set(['BTC', 'ETH', 'DOGE']),
  linkTarget: (href) => (href === '/usdttouniswap' ? '/usdttouni' : href),
};

const pageOf = (coin: CatalogueCoin) => expandCoinTemplate(template, coin, context);

type Block = Record<string, unknown> & { type: string };
const blocksOf = (coin: CatalogueCoin) => pageOf(coin).value.blocks as Block[];
const blockOf = (coin: CatalogueCoin, type: string) =>
  blocksOf(coin).find((block) => block.type === type);
const faqOf = (coin: CatalogueCoin) =>
  blockOf(coin, 'faq')!.items as { question: string; answer: string }[];

describe('the coin template', () => {
  it('passes its own schema', () => {
    const validate = getSchemaValidator('https://swap-site.schemas/coin-template.schema.json');
    expect(validate(template), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each(fixtures.map((coin) => [coin.name, coin] as const))(
    'makes a page for %s that passes the page schema, every placeholder filled',
    (_, coin) => {
      const page = pageOf(coin);
      const validate = getSchemaValidator(SCHEMA_IDS.page);
      expect(validate(page.value), JSON.stringify(validate.errors, null, 1)).toBe(true);
      expect(page.unknownPlaceholders).toEqual([]);
      expect(JSON.stringify(page.value)).not.toMatch(/\{coin\./);
      expect(page.value).toMatchObject({ kind: 'coin', slug: coin.slug, template: 'coin' });
      expect(page.value).not.toHaveProperty('$schema');
    },
  );

  it('keeps every title within 60 and every description within 160 characters, each its own', () => {
    const pages = fixtures.map((coin) => pageOf(coin).value);
    for (const page of pages) {
      expect((page.title as string).length, page.title as string).toBeLessThanOrEqual(60);
      expect((page.description as string).length, page.description as string).toBeLessThanOrEqual(
        160,
      );
    }
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
    expect(pageOf(dogecoin).value.title).toBe('Dogecoin (DOGE) Price, Chains and Swap | SwapRoute');
  });

  it('shortens a long name to fit, keeping the symbol', () => {
    const { title, description } = pageOf(longName).value as { title: string; description: string };
    expect(title).toMatch(/^Swap Bridged Wrapped .*… \(WSTETH\) \| SwapRoute$/);
    expect(description).toContain('(WSTETH)');
  });

  it('opens the swap on the coin and points View Price Chart at an anchor of the page', () => {
    for (const coin of fixtures) {
      const hero = blockOf(coin, 'hero')!;
      expect(hero.buttons).toEqual([
        { label: `Exchange ${coin.symbol} Now`, swap: { from: coin.slug }, variant: 'primary' },
        { label: 'View Price Chart', href: '#chart', variant: 'secondary' },
      ]);
      expect(blocksOf(coin).filter((block) => block.id === 'chart')).toHaveLength(1);
    }
  });

  it('draws a chart where the provider has a market, and the 7-day line under #chart elsewhere', () => {
    expect(blockOf(dogecoin, 'chart')).toMatchObject({
      id: 'chart',
      fromSymbol: 'DOGE',
      toSymbol: 'USD',
    });
    expect(blockOf(dogecoin, 'marketStats')).toMatchObject({ id: 'market', sparkline: false });

    expect(blockOf(bonk, 'chart')).toBeUndefined();
    expect(blockOf(bonk, 'marketStats')).toEqual({
      type: 'marketStats',
      id: 'chart',
      area: 'sidebar',
      heading: 'Bonk Market Data',
      marketId: 'bonk',
      name: 'Bonk',
      symbol: 'BONK',
      sparkline: true,
    });
  });

  it('lists each chain with its address and an https explorer link, and a native coin as such', () => {
    expect(blockOf(uniswap, 'chainList')!.chains).toEqual([
      {
        network: 'Ethereum',
        address: uniswap.chains[0]!.address,
        explorerUrl: `https://etherscan.io/token/${uniswap.chains[0]!.address}`,
      },
      {
        network: 'BNB Chain',
        address: uniswap.chains[1]!.address,
        explorerUrl: `https://bscscan.com/token/${uniswap.chains[1]!.address}`,
      },
      { network: 'Polygon', address: uniswap.chains[2]!.address },
    ]);
    expect(blockOf(toncoin, 'chainList')!.chains).toEqual([
      { network: 'TON' },
      {
        network: 'Ethereum',
        address: toncoin.chains[1]!.address,
        explorerUrl: `https://etherscan.io/token/${toncoin.chains[1]!.address}`,
      },
    ]);
    expect(blockOf(bonk, 'chainList')!.chains).toEqual([
      {
        network: 'Solana',
        address: bonk.chains[0]!.address,
        explorerUrl: `https://solscan.io/token/${bonk.chains[0]!.address}`,
      },
    ]);
  });

  it('links its pairs with the most-traded coins both ways, through a redirect where one stands', () => {
    expect(blockOf(uniswap, 'pairs')!.links).toEqual([
      { label: 'UNI to BTC', href: '/uniswaptobitcoin' },
      { label: 'BTC to UNI', href: '/bitcointouniswap' },
      { label: 'UNI to ETH', href: '/uniswaptoethereum' },
      { label: 'ETH to UNI', href: '/ethereumtouniswap' },
      { label: 'UNI to USDT', href: '/uniswaptousdt' },
      { label: 'USDT to UNI', href: '/usdttouni' },
    ]);
    const ethereumPage = expandCoinTemplate(
      template,
      { ...uniswap, slug: 'ethereum', name: 'Ethereum', symbol: 'ETH' },
      context,
    );
    const links = (ethereumPage.value.blocks as Block[]).find((block) => block.type === 'pairs')!
      .links as { href: string }[];
    expect(links.map((link) => link.href)).not.toContain('/ethereumtoethereum');
  });

  it('looks for news by the coin’s name and symbol', () => {
    expect(blockOf(bonk, 'news')!.keywords).toEqual(['Bonk', 'BONK', 'cryptocurrency']);
  });

  it('asks the five questions of a coin page, answered from the catalogue’s facts only', () => {
    for (const coin of fixtures) {
      expect(faqOf(coin).map((item) => item.question)).toEqual([
        `What is ${coin.name}?`,
        `How do I buy or sell ${coin.name} on SwapRoute?`,
        `Is ${coin.name} a good investment?`,
        `How is ${coin.name} different from other coins?`,
        `What are the fees for swapping ${coin.name}?`,
      ]);
    }
    const [whatIsDoge] = faqOf(dogecoin);
    expect(whatIsDoge!.answer).toContain('is the native coin of Dogecoin');
    expect(faqOf(uniswap)[0]!.answer).toContain(
      'is a token issued by a smart contract on Ethereum, BNB Chain and Polygon',
    );
    expect(faqOf(toncoin)[0]!.answer).toContain(
      'is the native coin of TON, and a token issued by a smart contract on Ethereum',
    );
    expect(faqOf(dogecoin)[3]!.answer).toContain('it ranked #9 by market capitalisation');
    // No rank in the catalogue: no rank stated.
    expect(faqOf(bonk)[3]!.answer).not.toMatch(/#|rank/);
    expect(faqOf(bonk)[2]!.answer).toContain('no investment advice');
  });

  it('states no figure the catalogue does not hold: no price, percentage or amount', () => {
    for (const coin of fixtures) {
      const text = JSON.stringify(pageOf(coin).value);
      expect(text).not.toMatch(/\$\d|\d%|\d+ (minutes|seconds)/);
    }
  });
});

describe('joinInEnglish', () => {
  it('joins names as a sentence does', () => {
    expect(joinInEnglish(['Ethereum'])).toBe('Ethereum');
    expect(joinInEnglish(['Ethereum', 'Polygon'])).toBe('Ethereum and Polygon');
    expect(joinInEnglish(['Ethereum', 'BNB Chain', 'Polygon'])).toBe(
      'Ethereum, BNB Chain and Polygon',
    );
  });
});

describe('the expansion module', () => {
  it('imports nothing of Node, so the server bundle and a Worker can run it', () => {
    const source = readFileSync(new URL('./coinTemplate.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((found) => found[1]);
    expect(imports).toEqual(['../catalogue/types', './pairTemplate']);
  });
});
